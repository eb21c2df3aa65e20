/** The balance as Connect states it: "₦25,000", the currency's own sign, no cents when there are none. Pure. */
import { numberFormat } from '@/utils/format/formatters';
import { formatMoney, parseAmount } from './money';

export function formatBalanceShort(amount: string, currency: string): string {
  const value = parseAmount(amount);
  if (value === undefined) return formatMoney(amount, currency);
  try {
    return numberFormat('en', {
      style: 'currency',
      currency: currency.trim().toUpperCase(),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    // A currency code Intl does not know ("points") still reads as the provider wrote it.
    return formatMoney(amount, currency);
  }
}
