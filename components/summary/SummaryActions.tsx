import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { CopyButton } from '@/components/CopyButton';
import { whatsAppHref } from '@/utils/summary/text';
import { dataUrlFile, downloadDataUrl, summaryPng } from './save-png';

/**
 * The ways out of a summary: the print path (Save as PDF), a PNG of the same layout, the short text, and the
 * browser's share sheet where it has one. Without a share sheet, Share offers the others and a WhatsApp
 * link, which opens only when the user clicks it.
 */
export function SummaryActions({
  text,
  fileName,
  target,
  whole,
  onWhole,
}: {
  text: string;
  /** Without extension: "verification-20261126-1420". */
  fileName: string;
  target: () => HTMLElement | null;
  whole: boolean;
  onWhole: (whole: boolean) => void;
}) {
  const [png, setPng] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [fallback, setFallback] = useState(false);

  async function makePng(): Promise<string | undefined> {
    const node = target();
    if (!node) return undefined;
    setPng('busy');
    try {
      const url = await summaryPng(node);
      setPng('idle');
      return url;
    } catch {
      setPng('failed');
      return undefined;
    }
  }

  async function savePng() {
    const url = await makePng();
    if (url) downloadDataUrl(`${fileName}.png`, url);
  }

  async function share() {
    if (typeof navigator.share !== 'function') {
      setFallback(true);
      return;
    }
    try {
      const url = await makePng();
      const file = url ? await dataUrlFile(`${fileName}.png`, url) : undefined;
      const data: ShareData =
        file && navigator.canShare?.({ files: [file] }) ? { text, files: [file] } : { text };
      await navigator.share(data);
    } catch (error) {
      // The user closing the share sheet is no failure; anything else falls back to the other ways out.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFallback(true);
    }
  }

  return (
    <div class="summary-actions">
      <div class="summary-actions__row">
        <button type="button" onClick={() => globalThis.print()}>
          {i18n.t('summary.savePdf')}
        </button>
        <button type="button" onClick={() => void savePng()} disabled={png === 'busy'}>
          {png === 'busy' ? i18n.t('summary.savingPng') : i18n.t('summary.savePng')}
        </button>
        <CopyButton text={text} label={i18n.t('summary.copyText')} />
        <button type="button" onClick={() => void share()}>
          {i18n.t('summary.share')}
        </button>
      </div>
      <label class="toggle">
        <input type="checkbox" checked={whole} onChange={(e) => onWhole(e.currentTarget.checked)} />
        {i18n.t('summary.showWhole')}
      </label>
      {png === 'failed' && (
        <p class="failure" role="alert">
          {i18n.t('summary.pngFailed')}
        </p>
      )}
      {fallback && (
        <p class="summary-actions__fallback" role="status">
          {i18n.t('summary.shareFallback')}{' '}
          <a href={whatsAppHref(text)} target="_blank" rel="noopener noreferrer">
            {i18n.t('summary.whatsApp')}
          </a>
        </p>
      )}
    </div>
  );
}
