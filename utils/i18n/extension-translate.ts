// Reads the browser's i18n.getMessage directly: all that '#i18n' does for messages without plurals, minus
// the argument parsing that the content script's size budget would pay for.
import { browser } from 'wxt/browser';
import type { Translate } from './translate';

// Typed by WXT with the built message names ("a_b"); Translate is typed with the keys ("a.b").
type MessageReader = { getMessage(name: string, substitutions?: string[]): string };

export const translate: Translate = (key, substitutions) =>
  (browser.i18n as unknown as MessageReader).getMessage(key.replaceAll('.', '_'), substitutions?.map(String));
