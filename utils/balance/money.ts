/** Amounts as the provider writes them ("100.00", 9900), shown as "NGN 100.00". Pure. */

export function parseAmount(amount: string | number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const text = String(amount).replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

const TWO_PLACES = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "NGN 100.00"; an amount that is not a number is shown as the provider wrote it. */
export function formatMoney(amount: string | number, currency: string | undefined): string {
  const value = parseAmount(amount);
  const shown = value === undefined ? String(amount).trim() : TWO_PLACES.format(value);
  return currency ? `${currency.trim().toUpperCase()} ${shown}` : shown;
}
