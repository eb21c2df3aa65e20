import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { translate } from '@/utils/i18n/extension-translate';
import { describePdfOpenFailure } from '@/utils/viewer/pdf-failures';
import { pdfStatusText, type PdfViewerState } from '@/utils/viewer/pdf-status';
import { DropZone } from './DropZone';
import { PasswordPrompt } from './PasswordPrompt';
import { openViewerSource } from '@/utils/viewer/sources/open-at-mount';
import { openPdfInViewer, reportPdfViewerFailure, viewerSession } from './viewer-session';
import './viewer.css';

/**
 * The viewer page: a toolbar to open a PDF, a status line, the messages about the file, and its pages.
 * Everything the viewer itself writes is inside `data-vin-tin-ignore`: the page scanner reads only the
 * PDF's own text (a file name holding a VIN is not marked). The pages container is filled by the session,
 * never by Preact.
 */
export function ViewerApp() {
  const [state, setState] = useState<PdfViewerState>(viewerSession.state);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => viewerSession.subscribe(setState), []);
  // The ways in (utils/viewer/sources): the document this page's address names, opened once at mount.
  useEffect(() => {
    void openViewerSource(new URL(location.href), {
      open: openPdfInViewer,
      report: (name, detail) => reportPdfViewerFailure(name, { kind: 'failed', detail }),
      failedToRender: () => viewerSession.state.phase === 'failed',
    });
  }, []);
  const open = useCallback((file: File) => void viewerSession.openFile(file), []);
  const attach = useCallback((element: HTMLDivElement | null) => {
    if (element) viewerSession.attach(element);
  }, []);
  const status = pdfStatusText(state, translate);
  return (
    <>
      <header class="viewer-toolbar" data-vin-tin-ignore>
        <label class="viewer-open">
          <span>{translate('viewer.openFile')}</span>
          <input
            ref={picker}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so picking the same file again (after fixing it) opens it again.
              event.currentTarget.value = '';
              if (file) open(file);
            }}
          />
        </label>
        {state.fileName && <span class="viewer-file-name">{state.fileName}</span>}
        {/* Busy while pages are read: a screen reader says where reading got once, not at every page. */}
        <p
          class="viewer-status"
          role="status"
          data-state={state.phase}
          aria-busy={state.phase === 'opening' || state.phase === 'reading'}
        >
          {status}
        </p>
      </header>
      <div class="viewer-messages" data-vin-tin-ignore>
        {state.phase === 'idle' && <p class="viewer-prompt">{translate('viewer.emptyPrompt')}</p>}
        {state.phase === 'password' && (
          <PasswordPrompt
            fileName={state.fileName}
            wrong={state.passwordWrong}
            onSubmit={(password) => viewerSession.submitPassword(password)}
            onCancel={() => viewerSession.cancelPassword()}
          />
        )}
        {state.phase === 'failed' && state.failure && (
          <div class="viewer-failure" role="alert">
            <p>{describePdfOpenFailure(state.failure, state.fileName, translate)}</p>
            <button type="button" onClick={() => picker.current?.click()}>
              {translate('viewer.chooseAnother')}
            </button>
          </div>
        )}
      </div>
      <main>
        <div
          class="pdf-pages"
          ref={attach}
          role={state.fileName ? 'region' : undefined}
          aria-label={state.fileName ? translate('viewer.pagesLabel', [state.fileName]) : undefined}
        />
      </main>
      <div data-vin-tin-ignore>
        <DropZone onFile={open} />
      </div>
    </>
  );
}
