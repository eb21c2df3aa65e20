/**
 * The one way pure modules (utils/api, utils/detect, utils/lookup…) put words in front of a user.
 *
 * They take a `Translate` instead of importing `#i18n`, so they still run in plain Node: the extension
 * passes ./extension-translate.ts (the browser's i18n through @wxt-dev/i18n), the unit tests pass one
 * read from locales/en.yml (test/support/english.ts). The English lives only in locales/en.yml.
 */
import type { GeneratedI18nStructure } from '#i18n';

export type MessageKey = keyof GeneratedI18nStructure;

/** Substitutions fill `$1`…`$9` in order, as `browser.i18n.getMessage` does. */
export type Translate = (key: MessageKey, substitutions?: readonly (string | number)[]) => string;
