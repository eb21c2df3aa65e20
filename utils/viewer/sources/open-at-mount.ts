/** The viewer's mount: the document its address names, opened, or the reason it could not be had. */
import { loadViewerDocument, type ViewerDocument } from './load-document';

export interface ViewerOpeners {
  /** Opens bytes as a picked file is opened (the viewer checks and parses them). */
  open(name: string, bytes: Uint8Array): Promise<void>;
  /** Shows "<name> could not be opened: <detail>". */
  report(name: string, detail: string): void;
  /** Whether the document just opened failed to render (then the browser's own viewer may take it). */
  failedToRender(): boolean;
}

/** Loads what `address` names into the viewer; resolves once it is shown (or said why not). */
export async function openViewerSource(address: URL, openers: ViewerOpeners): Promise<void> {
  const loaded: ViewerDocument | { failure: { name: string; message: string } } | null =
    await loadViewerDocument(address).catch((error: unknown) => ({
      failure: { name: address.searchParams.get('url') ?? '', message: String(error) },
    }));
  if (!loaded) return;
  if ('failure' in loaded) {
    openers.report(loaded.failure.name, loaded.failure.message);
    return;
  }
  await openers.open(loaded.name, loaded.bytes);
  // As the browser's PDF handler: a PDF this viewer cannot render is the browser viewer's to show.
  if (loaded.fallBack && openers.failedToRender()) await loaded.fallBack().catch(() => undefined);
}
