import { i18n } from '#i18n';
import { useState } from 'preact/hooks';

// Compact buttons are named just "Copy" and described by their field: "Copy Phone number" would also
// answer to the label "Number" and make the search field ambiguous.
export function CopyButton({
  text,
  label,
  describedBy,
}: {
  text: string;
  label: string;
  describedBy?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 1500);
  }
  const shown =
    state === 'copied' ? i18n.t('copy.copied') : state === 'failed' ? i18n.t('copy.failed') : label;
  return (
    <button
      type="button"
      class={describedBy ? 'copy copy--compact' : 'copy'}
      aria-describedby={describedBy}
      onClick={copy}
    >
      {shown}
    </button>
  );
}
