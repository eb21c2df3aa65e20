import type { ComponentChildren } from 'preact';
import type { FieldMessage as Message } from '@/utils/settings/draft';

/** A form message: successes announced politely, problems as an alert, with their fix beside them. */
export function FieldMessage({ message, fix }: { message: Message | undefined; fix?: ComponentChildren }) {
  return (
    <>
      <div aria-live="polite">{message?.ok && <p class="success">{message.text}</p>}</div>
      {message && !message.ok && (
        <div class="failure" role="alert">
          <p>{message.text}</p>
          {fix}
        </div>
      )}
    </>
  );
}
