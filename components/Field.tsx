import { cloneElement, type ComponentChildren, type VNode } from 'preact';
import { useId } from 'preact/hooks';

/**
 * A labelled control. The label is tied by id, never by wrapping, so a control's accessible name is
 * exactly its label (a wrapping label would also swallow a select's option texts and the hint).
 */
export function Field({
  label,
  hint,
  narrow = false,
  children,
}: {
  label: string;
  hint?: ComponentChildren;
  narrow?: boolean;
  children: VNode<{ id?: string; 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div class={narrow ? 'field field--narrow' : 'field'}>
      <label for={id}>{label}</label>
      {cloneElement(children, { id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint && (
        <small class="muted" id={hintId}>
          {hint}
        </small>
      )}
    </div>
  );
}
