import { useEffect, useState } from 'preact/hooks';
import { translate } from '@/utils/i18n/extension-translate';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * The whole page takes a dropped file: while one is dragged over it, a veil says where to drop. Only the
 * first file is opened; anything else dropped (text, links) is left to the browser.
 */
export function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    };
    const onDragLeave = (event: DragEvent) => {
      // Leaving the window (not moving between the page's own elements) has no related target.
      if (!event.relatedTarget) setOver(false);
    };
    const onDrop = (event: DragEvent) => {
      setOver(false);
      if (!carriesFiles(event)) return;
      // A file dropped anywhere else would make the browser navigate the tab to it.
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, [onFile]);
  return (
    <div class={over ? 'viewer-drop viewer-drop--over' : 'viewer-drop'} aria-hidden={!over}>
      <p>{translate('viewer.dropHere')}</p>
    </div>
  );
}
