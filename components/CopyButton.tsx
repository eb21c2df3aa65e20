import { useState } from 'preact/hooks';

/** Copies text and says so for a moment; the label names what is copied for screen readers. */
export function CopyButton({
  text,
  label,
  compact = false,
}: {
  text: string;
  label: string;
  compact?: boolean;
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
  const shown = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : compact ? 'Copy' : label;
  return (
    <button type="button" class={compact ? 'copy copy--compact' : 'copy'} aria-label={label} onClick={copy}>
      {shown}
    </button>
  );
}
