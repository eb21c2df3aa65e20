import { cloneElement, type ComponentChildren, type VNode } from 'preact';
import { useId } from 'preact/hooks';

// The label is tied by id, never by wrapping: a wrapping label would also put a select's option texts and
// the hint into the control's accessible name.
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
