/** The Translate every extension context uses: the browser's messages for the UI language. */
import { i18n } from '#i18n';
import type { MessageKey, Translate } from './translate';

type LooseT = (key: MessageKey, substitutions?: string[]) => string;

export const translate: Translate = (key, substitutions) =>
  // @wxt-dev/i18n types each key's substitution count; callers here are checked by MessageKey instead.
  (i18n.t as LooseT)(key, substitutions?.map(String));
