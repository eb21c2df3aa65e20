/**
 * The Translate every extension context uses: the messages @wxt-dev/i18n builds from locales/en.yml,
 * read with the browser's own `i18n.getMessage`. That is all `i18n.t` from '#i18n' does for messages
 * without plurals (Translate has none), minus its argument parsing, which the content script's size
 * budget would pay for.
 */
import { browser } from 'wxt/browser';
import type { Translate } from './translate';

// Typed by WXT with the built message names ("a_b"); Translate is typed with the keys ("a.b").
type MessageReader = { getMessage(name: string, substitutions?: string[]): string };

export const translate: Translate = (key, substitutions) =>
  (browser.i18n as unknown as MessageReader).getMessage(key.replaceAll('.', '_'), substitutions?.map(String));
