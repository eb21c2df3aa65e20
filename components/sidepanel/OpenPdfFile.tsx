import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { checkPdfSize, formatPdfSize, PDF_MAX_BYTES } from '@/utils/viewer/pdf-file-check';
import { putHandoff } from '@/utils/viewer/sources/handoff';
import { viewerPathForFile } from '@/utils/viewer/sources/viewer-address';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * A PDF from the disk, picked or dropped here, opens in the viewer in a new tab. Picking needs no
 * "Allow access to file URLs": the file goes through a one-shot handoff (utils/viewer/sources/handoff.ts).
 */
export function OpenPdfFile() {
  const [problem, setProblem] = useState<string>();
  const [over, setOver] = useState(false);

  async function open(file: File) {
    setProblem(undefined);
    // Refused before a byte is copied: the viewer would refuse it too.
    const size = checkPdfSize(file.size);
    if (!size.ok && size.reason === 'too-big') {
      setProblem(
        i18n.t('viewerWays.panelFailed', [
          file.name,
          i18n.t('viewer.tooBig', [file.name, formatPdfSize(file.size), formatPdfSize(PDF_MAX_BYTES)]),
        ]),
      );
      return;
    }
    try {
      const id = await putHandoff(file, file.name);
      const url = (browser.runtime.getURL as (path: string) => string)(viewerPathForFile(id));
      await browser.tabs.create({ url });
    } catch (error) {
      setProblem(i18n.t('viewerWays.panelFailed', [file.name, String(error)]));
    }
  }

  return (
    <section
      class={over ? 'open-pdf-file open-pdf-file--over' : 'open-pdf-file'}
      aria-label={i18n.t('viewerWays.panelRegion')}
      style={{
        border: `1px ${over ? 'solid' : 'dashed'} currentColor`,
        borderRadius: '6px',
        padding: '0.5rem',
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!carriesFiles(event)) return;
        // Otherwise the browser would open the file in the panel itself.
        event.preventDefault();
        const file = event.dataTransfer?.files[0];
        if (file) void open(file);
      }}
    >
      <label class="open-pdf-file__pick">
        <span>{i18n.t('viewerWays.panelPick')}</span>
        <input
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void open(file);
          }}
        />
      </label>
      <p class="muted">{i18n.t('viewerWays.panelDrop')}</p>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
