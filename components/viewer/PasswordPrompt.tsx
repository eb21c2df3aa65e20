import { useEffect, useRef, useState } from 'preact/hooks';
import { translate } from '@/utils/i18n/extension-translate';

/** Asks for a PDF's password; says so when the last one was wrong. Cancel leaves the viewer as it is. */
export function PasswordPrompt(props: {
  fileName: string;
  wrong: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // A new ask (first time, or after a wrong password) starts from an empty, focused field.
  useEffect(() => {
    setPassword('');
    field.current?.focus();
  }, [props.wrong, props.fileName]);
  return (
    <form
      class="viewer-password"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(password);
      }}
    >
      <p>{translate('viewer.passwordNeeded', [props.fileName])}</p>
      {props.wrong && (
        <p class="failure" role="alert">
          {translate('viewer.passwordWrong')}
        </p>
      )}
      <div class="field-row">
        <label class="field">
          <span>{translate('viewer.password')}</span>
          <input
            ref={field}
            type="password"
            autoComplete="off"
            value={password}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
        </label>
        <button type="submit">{translate('viewer.open')}</button>
        <button type="button" onClick={props.onCancel}>
          {translate('viewer.cancel')}
        </button>
      </div>
    </form>
  );
}
