/**
 * A Translate for unit tests that reads locales/en.yml the way the build does (@wxt-dev/i18n's parser)
 * and fills substitutions the way `browser.i18n.getMessage` does, so tests assert the shipped English.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';
import type { MessageKey, Translate } from '@/utils/i18n/translate';

const LOCALE_FILE = fileURLToPath(new URL('../../locales/en.yml', import.meta.url));

const messages = generateChromeMessages(parseMessagesText(readFileSync(LOCALE_FILE, 'utf8'), 'YAML'));

/** Chrome's rules: `$1`…`$9` take the substitutions (missing ones become ''), `$$` is a dollar sign. */
export function fillSubstitutions(message: string, substitutions: readonly string[]): string {
  return message.replace(/\$(\$|[1-9])/g, (_, token: string) =>
    token === '$' ? '$' : (substitutions[Number(token) - 1] ?? ''),
  );
}

/** By the browser's name for a message (`failure_notFoundTitle`). */
export function englishMessageByName(name: string): string | undefined {
  return messages[name]?.message;
}

export function englishMessage(key: MessageKey): string | undefined {
  return englishMessageByName(key.replaceAll('.', '_'));
}

/** Throws on an unknown key, where the browser would return '' and hide the mistake. */
export const english: Translate = (key, substitutions = []) => {
  const message = englishMessage(key);
  if (message === undefined) throw new Error(`No English message for "${key}" in locales/en.yml`);
  return fillSubstitutions(message, substitutions.map(String));
};
