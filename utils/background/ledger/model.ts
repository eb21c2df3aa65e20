/**
 * The organisation's spend ledger, pure: what the provider charged per policy day and currency, calls in
 * flight at their expected price, and the last price of each check. It is kept apart from the user's
 * history, so clearing or evicting history never lowers what the organisation's limit sees.
 */
import { z } from 'zod';
import { parseChargeAmount } from '@/utils/api/amount';
import { PRICE_KEYS, type PriceKey } from '@/utils/bulk/prices';

/** Days kept: a limit reads today only; a few past days help whoever reads the ledger after a problem. */
export const LEDGER_DAYS_KEPT = 7;

const currencySchema = z
  .string()
  .regex(/^[A-Z?]{1,8}$/)
  .catch('?');
const amountSchema = z.number().min(0).max(1e12);
const priceKeySchema = z.enum(PRICE_KEYS);

const ledgerDaySchema = z.object({
  /** Reported charges per currency, in cents-rounded units of that currency. */
  spent: z.record(z.string(), amountSchema),
  /** Calls billed or maybe billed with no amount reported, per check: each counts at that check's price. */
  unpriced: z.partialRecord(priceKeySchema, z.int().min(0)),
  /** Charges whose cost can never be known (an unreadable ledger, say): the limit stops for the day. */
  unknown: z.int().min(0),
});
export type LedgerDay = z.infer<typeof ledgerDaySchema>;

const ledgerPriceSchema = z.object({ amount: amountSchema, currency: currencySchema, at: z.number() });
export type LedgerPrice = z.infer<typeof ledgerPriceSchema>;

/** A paid call let through and not yet recorded. */
const reservationSchema = z.object({
  day: z.string(),
  at: z.number(),
  priceKey: priceKeySchema,
  /** The worker that sent it: a reservation of another (stopped) worker was cut off, and counts as spent. */
  worker: z.string(),
  /** Its expected price; none for the call that learns a price from the wallet (`probe`). */
  price: z.object({ amount: amountSchema, currency: currencySchema }).optional(),
  /** The free wallet balance read just before the call, to learn its price from the balance after. */
  probe: z.object({ balance: amountSchema, currency: currencySchema }).optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const ledgerSchema = z.object({
  v: z.literal(1),
  days: z.record(z.string(), ledgerDaySchema),
  prices: z.partialRecord(priceKeySchema, ledgerPriceSchema),
  open: z.record(z.string(), reservationSchema),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export function emptyLedger(): Ledger {
  return { v: 1, days: {}, prices: {}, open: {} };
}

function emptyDay(): LedgerDay {
  return { spent: {}, unpriced: {}, unknown: 0 };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The policy day of `now` ("2026-11-27"), in the device's calendar like the history's "Today". */
export function ledgerDayOf(now: number, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format.format(now);
}

export function normaliseCurrency(currency: string | undefined): string {
  return currency?.trim().toUpperCase() || '?';
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What is stored, read defensively. Something there that is not a ledger was not written by us: it cannot
 * be trusted to say nothing was spent, so today counts one charge of unknown cost.
 */
export function readLedger(raw: unknown, today: string): Ledger {
  if (raw === undefined || raw === null) return emptyLedger();
  const parsed = ledgerSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const ledger = emptyLedger();
  ledger.days[today] = { ...emptyDay(), unknown: 1 };
  return ledger;
}

function dayIn(ledger: Ledger, day: string): LedgerDay {
  const found = ledger.days[day];
  if (found) return found;
  const fresh = emptyDay();
  ledger.days[day] = fresh;
  return fresh;
}

/** A copy with reservations of other workers turned into charges (their calls were cut off: maybe billed). */
export function settleCutOff(ledger: Ledger, worker: string): Ledger {
  const next = structuredClone(ledger);
  for (const [id, reservation] of Object.entries(next.open)) {
    if (reservation.worker === worker) continue;
    delete next.open[id];
    const day = dayIn(next, reservation.day);
    if (reservation.price) addSpent(day, reservation.price.amount, reservation.price.currency);
    else day.unpriced[reservation.priceKey] = (day.unpriced[reservation.priceKey] ?? 0) + 1;
  }
  return next;
}

/** Drops days older than the ones kept, so the ledger stays small. */
export function pruneLedger(ledger: Ledger, today: string): Ledger {
  const days = Object.keys(ledger.days).sort();
  const keep = new Set(days.filter((day) => day <= today).slice(-LEDGER_DAYS_KEPT));
  keep.add(today);
  const next = { ...ledger, days: { ...ledger.days } };
  for (const day of days) if (!keep.has(day)) delete next.days[day];
  return next;
}

function addSpent(day: LedgerDay, amount: number, currency: string): void {
  const code = normaliseCurrency(currency);
  day.spent[code] = cents((day.spent[code] ?? 0) + amount);
}

/** What today holds against each currency's limit. `unknown`: something counts that has no price to count at. */
export interface Committed {
  perCurrency: Record<string, number>;
  unknown: boolean;
  /** A call is learning its check's price from the wallet right now. */
  probing: boolean;
}

export function committedToday(ledger: Ledger, today: string): Committed {
  const day = ledger.days[today] ?? emptyDay();
  const perCurrency: Record<string, number> = { ...day.spent };
  let unknown = day.unknown > 0;
  const add = (amount: number, currency: string) => {
    const code = normaliseCurrency(currency);
    perCurrency[code] = cents((perCurrency[code] ?? 0) + amount);
  };
  for (const key of PRICE_KEYS) {
    const count = day.unpriced[key] ?? 0;
    if (count === 0) continue;
    const price = ledger.prices[key];
    if (price) add(count * price.amount, price.currency);
    else unknown = true;
  }
  let probing = false;
  for (const reservation of Object.values(ledger.open)) {
    if (reservation.price) add(reservation.price.amount, reservation.price.currency);
    else if (reservation.probe) probing = true;
    else unknown = true;
  }
  return { perCurrency, unknown, probing };
}

/** What one answer said it cost, as the ledger records it. */
export type LedgerCharge =
  | { kind: 'charged'; amount: number; currency: string }
  /** Billed, or maybe billed, with no usable amount: counts at the check's last price. */
  | { kind: 'unpriced' }
  | { kind: 'free' };

export function chargeForLedger(
  charge: { wasCharged: boolean; amount?: string; currency?: string } | undefined,
  mayHaveBilled: boolean,
): LedgerCharge {
  if (charge?.wasCharged === false) return { kind: 'free' };
  if (charge?.wasCharged === true) {
    const amount = parseChargeAmount(charge.amount);
    const currency = charge.currency?.trim();
    return amount !== undefined && currency
      ? { kind: 'charged', amount, currency: normaliseCurrency(currency) }
      : { kind: 'unpriced' };
  }
  return mayHaveBilled ? { kind: 'unpriced' } : { kind: 'free' };
}

/** A copy with the reservation released and its call's charge recorded (a reported price is learnt). */
export function recordCharge(
  ledger: Ledger,
  input: { id?: string; day: string; priceKey: PriceKey; charge: LedgerCharge; at: number },
): Ledger {
  const next = structuredClone(ledger);
  if (input.id !== undefined) delete next.open[input.id];
  const day = dayIn(next, input.day);
  const { charge } = input;
  if (charge.kind === 'charged') {
    addSpent(day, charge.amount, charge.currency);
    if (charge.amount > 0) {
      next.prices[input.priceKey] = { amount: charge.amount, currency: charge.currency, at: input.at };
    }
  } else if (charge.kind === 'unpriced') {
    day.unpriced[input.priceKey] = (day.unpriced[input.priceKey] ?? 0) + 1;
  }
  return next;
}

/**
 * The price a probe learnt: the wallet's drop between the read before its call and the read after, when the
 * two are in one currency and the wallet fell. Anything else teaches nothing.
 */
export function priceFromWallet(
  before: { balance: number; currency: string },
  after: { balance: number; currency: string } | undefined,
): { amount: number; currency: string } | undefined {
  if (!after || normaliseCurrency(after.currency) !== normaliseCurrency(before.currency)) return undefined;
  const drop = cents(before.balance - after.balance);
  return drop > 0 && drop <= 1e7 ? { amount: drop, currency: normaliseCurrency(before.currency) } : undefined;
}
