/** The viewer's mount: the document its address names, opened, or the reason it could not be had. */
import type { ImageFailure } from '@/utils/image/types';
import { loadViewerDocument, type ViewerDocument } from './load-document';

export interface ViewerOpeners {
  /** Opens bytes as a picked file is opened (the viewer checks and parses them). */
  open(name: string, bytes: Uint8Array): Promise<void>;
  /**
   * Opens an image (a page's image from the image menu, `document.image.pageUrl` its page): the image view
   * (H3) reads it and lists **Read from the image**. Until a viewer passes it, images go to `open`.
   */
  openImage?(document: ViewerDocument & { image: NonNullable<ViewerDocument['image']> }): Promise<void>;
  /** Shows "<name> could not be opened: <detail>". */
  report(name: string, detail: string): void;
  /**
   * A page's image whose bytes never arrived ('unreadable-source', 'file-too-large'): the image view shows its
   * failure ("Copy the image and paste it into the box") and takes a paste. Without it, `report` says it.
   */
  reportImageFailure?(failure: ImageFailure, name: string): void;
  /** Whether the document just opened failed to render (then the browser's own viewer may take it). */
  failedToRender(): boolean;
}

/** Loads what `address` names into the viewer; resolves once it is shown (or said why not). */
export async function openViewerSource(address: URL, openers: ViewerOpeners): Promise<void> {
  const loaded: ViewerDocument | { failure: { name: string; message: string; image?: ImageFailure } } | null =
    await loadViewerDocument(address).catch((error: unknown) => ({
      failure: { name: address.searchParams.get('url') ?? '', message: String(error) },
    }));
  if (!loaded) return;
  if ('failure' in loaded) {
    if (loaded.failure.image && openers.reportImageFailure) {
      openers.reportImageFailure(loaded.failure.image, loaded.failure.name);
    } else {
      openers.report(loaded.failure.name, loaded.failure.message);
    }
    return;
  }
  if (loaded.image && openers.openImage) {
    await openers.openImage({ ...loaded, image: loaded.image });
    return;
  }
  await openers.open(loaded.name, loaded.bytes);
  // As the browser's PDF handler: a PDF this viewer cannot render is the browser viewer's to show.
  if (loaded.fallBack && openers.failedToRender()) await loaded.fallBack().catch(() => undefined);
}
