/**
 * Where an image comes in: a paste (a screenshot or a copied image), a drop, a picked file. The type the
 * browser reports only routes the file to the image reader; the reader sniffs its bytes and trusts no name
 * or type (utils/image/file-check.ts).
 */

/** The types the file picker offers; the reader still checks each file's bytes. */
export const IMAGE_PICKER_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

/** File names a system may report with no type at all. */
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

/** Whether `file` claims to be an image (an SVG too: the reader then says why it is not read). */
export function looksLikeImageFile(file: { type: string; name?: string }): boolean {
  return file.type.startsWith('image/') || (file.type === '' && IMAGE_NAME.test(file.name ?? ''));
}

/** The first image among a paste's or a drop's files or items, or undefined when it holds none. */
export function imageFileIn(data: DataTransfer | null | undefined): File | undefined {
  if (!data) return undefined;
  for (const file of Array.from(data.files ?? [])) if (looksLikeImageFile(file)) return file;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind !== 'file' || !item.type.startsWith('image/')) continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  return undefined;
}

/** Whether a drag carries files (its files cannot be read before the drop). */
export function dragCarriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}
