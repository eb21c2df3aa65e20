/** Pure modules take a Translate instead of importing '#i18n', so they still run in plain Node. */
import type { GeneratedI18nStructure } from '#i18n';

export type MessageKey = keyof GeneratedI18nStructure;

/** Substitutions fill `$1`…`$9` in order, as `browser.i18n.getMessage` does. */
export type Translate = (key: MessageKey, substitutions?: readonly (string | number)[]) => string;
