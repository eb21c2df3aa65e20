/** The outcome of a form action: successes are announced politely, problems as an alert. */
export interface Status {
  ok: boolean;
  text: string;
}

export function StatusMessage({ status }: { status: Status | undefined }) {
  return (
    <>
      <div aria-live="polite">{status?.ok && <p class="success">{status.text}</p>}</div>
      {status && !status.ok && (
        <p class="failure" role="alert">
          {status.text}
        </p>
      )}
    </>
  );
}
