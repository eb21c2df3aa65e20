/**
 * locales/en.yml is the only home of the extension's words: every key is used by the code (no dead
 * sentences drifting out of date), and no message is empty or has a substitution hole out of order.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMessagesText } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const messages = parseMessagesText(readFileSync(join(ROOT, 'locales/en.yml'), 'utf8'), 'YAML');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const SOURCES = ['components', 'entrypoints', 'utils']
  .flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .concat(join(ROOT, 'wxt.config.ts'))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const ALL_SOURCE = SOURCES.map((file) => file.text).join('\n');
/** `kind.${result.kind}`-style keys: every key under such a prefix counts as used. */
const DYNAMIC_PREFIXES = [...ALL_SOURCE.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)].map(
  (match) => match[1],
);

describe('locales/en.yml', () => {
  it('has messages, none empty', () => {
    expect(messages.length).toBeGreaterThan(300);
    for (const message of messages) {
      const text = message.type === 'plural' ? Object.values(message.plurals).join('') : message.message;
      expect(text.trim(), message.key.join('.')).not.toBe('');
    }
  });

  it('numbers its substitutions from $1 without gaps', () => {
    for (const message of messages) {
      if (message.type !== 'simple') continue;
      const used = new Set([...message.message.matchAll(/\$([1-9])/g)].map((match) => Number(match[1])));
      expect([...used].sort(), message.key.join('.')).toEqual(
        Array.from({ length: used.size }, (_, index) => index + 1),
      );
    }
  });

  it('never puts two substitutions side by side, which Chrome reads as a named placeholder', () => {
    // "$2$3" is "$2$" then "3" to Chrome: the whole extension then fails to load ("Variable $2$ used but not
    // defined"). Join such parts into one substitution instead.
    for (const message of messages) {
      const texts = message.type === 'plural' ? Object.values(message.plurals) : [message.message];
      for (const text of texts) expect(text, message.key.join('.')).not.toMatch(/\$[1-9]\$/);
    }
  });

  it('has no key the code never uses', () => {
    const unused = messages
      .map((message) => message.key.join('.'))
      // The browser's predefined messages (@@ui_locale, …) come with every locale file.
      .filter((key) => !key.startsWith('@@'))
      .filter((key) => {
        if (ALL_SOURCE.includes(`'${key}'`) || ALL_SOURCE.includes(`__MSG_${key.replaceAll('.', '_')}__`)) {
          return false;
        }
        return !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`));
      });
    expect(unused).toEqual([]);
  });
});
