import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { imageFileIn } from '@/components/image/image-input';
import { translate } from '@/utils/i18n/extension-translate';
import { VIEWER_FILE_SNIFF_BYTES, viewerFileKind } from '@/utils/viewer/viewer-file-kind';
import { describePdfOpenFailure } from '@/utils/viewer/pdf-failures';
import { pdfStatusText, type PdfViewerState } from '@/utils/viewer/pdf-status';
import { DropZone } from './DropZone';
import { PasswordPrompt } from './PasswordPrompt';
import { openViewerSource } from '@/utils/viewer/sources/open-at-mount';
import { openPdfInViewer, reportPdfViewerFailure, viewerSession } from './viewer-session';
import { ViewerImage, type ViewerImageShown } from './ViewerImage';
import './viewer.css';

/**
 * The viewer page: a toolbar to open a PDF, a status line, the messages about the file, and its pages.
 * Everything the viewer itself writes is inside `data-vin-tin-ignore`: the page scanner reads only the
 * PDF's own text (a file name holding a VIN is not marked). The pages container is filled by the session,
 * never by Preact.
 */
export function ViewerApp() {
  const [state, setState] = useState<PdfViewerState>(viewerSession.state);
  /** The image shown and read (a file, a paste, a page's image, a scanned page); none while a PDF shows. */
  const [image, setImage] = useState<ViewerImageShown>();
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => viewerSession.subscribe(setState), []);
  const showImage = useCallback((name: string, input: ViewerImageShown['input'], keepPdf = false) => {
    if (!keepPdf) viewerSession.close();
    setImage((shown) => ({ key: (shown?.key ?? 0) + 1, name, input }));
  }, []);
  // The ways in (utils/viewer/sources): the document this page's address names, opened once at mount.
  useEffect(() => {
    void openViewerSource(new URL(location.href), {
      open: openPdfInViewer,
      openImage: async (document) =>
        showImage(document.name, {
          blob: new Blob([document.bytes as Uint8Array<ArrayBuffer>], { type: document.image.mime }),
        }),
      report: (name, detail) => reportPdfViewerFailure(name, { kind: 'failed', detail }),
      reportImageFailure: (failure, name) => showImage(name, { failure }),
      failedToRender: () => viewerSession.state.phase === 'failed',
    });
  }, [showImage]);
  // "Read the scanned page": the page drawn at 200 dpi, its pixels read as an image; the PDF stays shown.
  useEffect(() => {
    viewerSession.scannedPageReader = (pageNumber, render) => {
      render().then(
        (pixels) => showImage(translate('image.scannedPage', [pageNumber]), { pixels }, true),
        (error: unknown) =>
          showImage(
            translate('image.scannedPage', [pageNumber]),
            {
              failure: { code: 'reader-failed', detail: String(error) },
            },
            true,
          ),
      );
    };
    return () => {
      viewerSession.scannedPageReader = undefined;
    };
  }, [showImage]);
  // An image pasted on the page (a site refused the image menu: "Copy the image and paste it").
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented) return;
      const file = imageFileIn(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      showImage(file.name || 'image', { blob: file });
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [showImage]);
  const open = useCallback(
    (file: File) =>
      void (async () => {
        // A file that cannot be read from the disk goes to the PDF session, which says so.
        const start = await file
          .slice(0, VIEWER_FILE_SNIFF_BYTES)
          .arrayBuffer()
          .then((bytes) => new Uint8Array(bytes))
          .catch(() => undefined);
        if (start && viewerFileKind(start, file) === 'image') return showImage(file.name, { blob: file });
        setImage(undefined);
        await viewerSession.openFile(file);
      })(),
    [showImage],
  );
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
            accept="application/pdf,.pdf,image/png,image/jpeg,image/gif,image/webp,image/bmp"
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
        {image && <ViewerImage shown={image} onImageFile={(file) => showImage(file.name, { blob: file })} />}
        {state.phase === 'idle' && !image && <p class="viewer-prompt">{translate('viewer.emptyPrompt')}</p>}
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
