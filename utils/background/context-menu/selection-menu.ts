/** A precise menu item when the selection parses as one identifier, otherwise only "Look up as…". */
import type { IdentifierKind } from '@/utils/api/model';
import { parseQuery } from '@/utils/detect/parse-input';
import type { Translate } from '@/utils/i18n/translate';

export const MENU_IDS = {
  lookup: 'vin-tin-lookup',
  lookupAs: 'vin-tin-lookup-as',
  as: {
    vin: 'vin-tin-lookup-as-vin',
    tin: 'vin-tin-lookup-as-tin',
    cac: 'vin-tin-lookup-as-cac',
    phone: 'vin-tin-lookup-as-phone',
  },
} as const;

export function genericTitle(t: Translate): string {
  return t('menu.lookupSelection');
}

function verb(kind: IdentifierKind, value: string, t: Translate): string {
  switch (kind) {
    case 'vin':
      return t('menu.lookupVin', [value]);
    case 'tin':
      return t('menu.verifyTin', [value]);
    case 'cac':
      return t('menu.verifyCac', [value.replace(/\d.*/, ''), value]);
    case 'phone':
      return t('menu.verifyPhone', [value]);
  }
}

const MAX_SHOWN = 24;

export function titleForSelection(text: string, t: Translate): string | undefined {
  const parsed = parseQuery(text, { t });
  if (!parsed.ok) return undefined;
  const shown = parsed.value.length > MAX_SHOWN ? `${parsed.value.slice(0, MAX_SHOWN - 1)}…` : parsed.value;
  return verb(parsed.kind, shown, t);
}

/** Which kind a clicked item asks for; undefined means "infer from the text". */
export function kindForMenuItem(menuItemId: string | number): IdentifierKind | undefined {
  for (const [kind, id] of Object.entries(MENU_IDS.as)) if (id === menuItemId) return kind as IdentifierKind;
  return undefined;
}

export function isOurMenuItem(menuItemId: string | number): boolean {
  return menuItemId === MENU_IDS.lookup || kindForMenuItem(menuItemId) !== undefined;
}
