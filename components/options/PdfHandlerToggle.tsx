import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { readBackground } from '@/components/hooks/readBackground';
import { sendMessage } from '@/utils/messaging/protocol';
import type { PdfHandlerState } from '@/utils/messaging/viewer-replies';

/**
 * The browser's opt-in PDF handler (Chrome 151+), off by default: shown only where the browser has one. It
 * applies at once, apart from Save: it changes how the browser opens PDFs, not the lookups' settings. The
 * organisation's `pdfViewer` locks it.
 */
export function PdfHandlerToggle() {
  const [state, setState] = useState<PdfHandlerState>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:pdfHandlerState', undefined)).then(setState, () => undefined);
  }, []);
  if (!state?.available) return null;

  function change(enabled: boolean) {
    setProblem(undefined);
    sendMessage('ui>bg:setPdfHandler', { enabled }).then(setState, (error: unknown) => {
      setProblem(
        i18n.t('viewerWays.handlerFailed', [error instanceof Error ? error.message : String(error)]),
      );
    });
  }

  return (
    <section aria-labelledby="pdf-handler-heading">
      <h2 id="pdf-handler-heading">{i18n.t('viewerWays.handlerHeading')}</h2>
      <label class="toggle">
        <input
          type="checkbox"
          checked={state.enabled}
          disabled={state.locked}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        {i18n.t('viewerWays.handlerToggle')}
      </label>
      {state.locked && <small class="muted">{i18n.t('viewerWays.handlerLocked')}</small>}
      <p class="muted">{i18n.t('viewerWays.handlerHint')}</p>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
