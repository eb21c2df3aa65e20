import { i18n } from '#i18n';
import type { Ref } from 'preact';
import { browser } from 'wxt/browser';
import { IMAGE_PICKER_ACCEPT } from './image-input';

/**
 * **Read an image**: a button that opens the file picker for an image. The input itself is hidden (its
 * native look says "Choose file"); the button is what a person and a screen reader find.
 */
export function ReadImageButton({
  picker,
  inViewer = false,
  onFile,
}: {
  picker: Ref<HTMLInputElement>;
  /**
   * Picks in the viewer's tab instead: Firefox closes a toolbar popup as soon as a file dialog opens, and the
   * picked file would never arrive (bugzilla 1292701). The viewer takes the image by Open a file, drop or paste.
   */
  inViewer?: boolean;
  onFile: (file: File) => void;
}) {
  async function openViewer() {
    await browser.tabs.create({ url: browser.runtime.getURL('/viewer.html') });
    globalThis.close();
  }
  return (
    <span class="image-read-button">
      <button
        type="button"
        onClick={() =>
          inViewer ? void openViewer() : (picker as { current: HTMLInputElement | null }).current?.click()
        }
      >
        {i18n.t('image.readAnImage')}
      </button>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_PICKER_ACCEPT}
        hidden
        aria-label={i18n.t('image.readAnImage')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so the same file picked again (after a failure) is read again.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </span>
  );
}
