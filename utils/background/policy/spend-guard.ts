/**
 * The organisation's money rules for one paid lookup, checked after the cache (a cached answer is free),
 * from the organisation's spend ledger (utils/background/ledger), never from the user's history:
 * - the daily limit counts what was reported charged today, calls in flight at their expected price, and
 *   answers that reported no cost at their check's last price; a cost that cannot be counted stops;
 * - a charge in a currency with no limit of its own is refused while any limit is set;
 * - `confirmAbove` compares the price of the check that will run, in the limit's currency.
 * `check` answers before a call queues; `admit` checks again when it gets its slot and reserves its price.
 */
import type { Failure, IdentifierKind } from '@/utils/api/model';
import { formatMoney } from '@/utils/balance/money';
import { priceKeyOf, type PriceKey } from '@/utils/bulk/prices';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import { reachedProvider, reportedCharge } from '@/utils/lookup/charge';
import type { Policy } from '@/utils/policy/schema';
import {
  chargeForLedger,
  committedToday,
  ledgerDayOf,
  normaliseCurrency,
  priceFromWallet,
  recordCharge,
  type Committed,
  type LedgerPrice,
} from '@/utils/background/ledger/model';
import type { SpendLedger } from '@/utils/background/ledger/store';

export type SpendVerdict = { stop: Failure } | { confirm: string } | undefined;

/**
 * Prices the provider documents, used until one is reported: Business Tax (the 13-digit Tax ID) charged
 * 1.0 USD in its sample, so a Tax ID is known to bill in dollars before the first one is sent.
 */
export const DOCUMENTED_PRICES: Partial<Record<PriceKey, LedgerPrice>> = {
  taxId: { amount: 1, currency: 'USD', at: 0 },
};

/** A paid call let through: settle it with its answer (or none, when it was cut off). */
export interface SpendTicket {
  id: string;
  day: string;
  priceKey: PriceKey;
  probe?: { balance: number; currency: string };
}
export type SpendAdmission = { stop: Failure } | { confirm: string } | { ticket: SpendTicket };

export interface SpendGuardDependencies {
  t: Translate;
  ledger: SpendLedger;
  readPolicy(): Promise<{ policy: Policy }>;
  /** The wallet's currency: the one `dailySpendLimit` is written in. */
  walletCurrency(): Promise<string | undefined>;
  /** A fresh free balance read; undefined when the wallet cannot say (a sandbox key, a gateway without one). */
  readWallet?(): Promise<{ balance: number; currency: string } | undefined>;
  now(): number;
  newId(): string;
}

export interface SpendGuard {
  check(kind: IdentifierKind, value: string, costConfirmed: boolean): Promise<SpendVerdict>;
  admit(kind: IdentifierKind, value: string, costConfirmed: boolean): Promise<SpendAdmission>;
  settle(ticket: SpendTicket, result: LookupResult | undefined): Promise<void>;
}

/** Each currency's daily limit: `dailySpendLimit` in the wallet's currency, `dailySpendLimits` per code. */
export function spendLimitsOf(policy: Policy, walletCurrency: string | undefined): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [currency, amount] of Object.entries(policy.dailySpendLimits ?? {})) {
    limits[normaliseCurrency(currency)] = amount;
  }
  if (policy.dailySpendLimit !== undefined && walletCurrency) {
    const code = normaliseCurrency(walletCurrency);
    // Two limits for one currency: the lower one holds.
    limits[code] = Math.min(limits[code] ?? Infinity, policy.dailySpendLimit);
  }
  return limits;
}

export type GuardDecision =
  | { stop: 'reached'; currency: string; limit: number; committed: number }
  | { stop: 'otherCurrency'; currency: string; limitCurrencies: string[] }
  | { stop: 'unknownCost' | 'noPrice' | 'probing' }
  | { confirm: 'above'; price: LedgerPrice; threshold: number }
  | { confirm: 'unknownPrice'; threshold: number; currency?: string }
  | { confirm: 'otherCurrency'; price: LedgerPrice; threshold: number; currency?: string }
  | { go: 'priced'; price: LedgerPrice }
  | { go: 'unpriced' }
  | { go: 'probe'; currency: string };

export interface GuardFacts {
  policy: Policy;
  walletCurrency: string | undefined;
  committed: Committed;
  price: LedgerPrice | undefined;
  /** Paid calls in flight now. */
  openCalls: number;
  costConfirmed: boolean;
}

/** The rule itself, pure: stops first, then the question, then how the call goes. */
export function decideSpend(facts: GuardFacts): GuardDecision {
  const { policy, committed, price } = facts;
  const wallet = facts.walletCurrency ? normaliseCurrency(facts.walletCurrency) : undefined;
  const limits = spendLimitsOf(policy, wallet);
  const limited =
    policy.dailySpendLimit !== undefined || Object.keys(policy.dailySpendLimits ?? {}).length > 0;
  let probe: string | undefined;
  if (limited) {
    if (committed.unknown) return { stop: 'unknownCost' };
    if (committed.probing) return { stop: 'probing' };
    const currency = price ? normaliseCurrency(price.currency) : wallet;
    const limit = currency === undefined ? undefined : limits[currency];
    if (currency === undefined || limit === undefined) {
      return price
        ? {
            stop: 'otherCurrency',
            currency: normaliseCurrency(price.currency),
            limitCurrencies: Object.keys(limits),
          }
        : { stop: 'noPrice' };
    }
    const spent = committed.perCurrency[currency] ?? 0;
    if (spent >= limit) return { stop: 'reached', currency, limit, committed: spent };
    if (!price) {
      // The price is learnt from the wallet before and after this one call: nothing else may move it.
      if (facts.openCalls > 0) return { stop: 'probing' };
      probe = currency;
    }
  }
  if (policy.confirmAbove !== undefined && !facts.costConfirmed) {
    const threshold = policy.confirmAbove;
    const single = Object.keys(limits).length === 1 ? Object.keys(limits)[0] : undefined;
    const currency = wallet ?? single;
    const extra = currency ? { currency } : {};
    if (!price) return { confirm: 'unknownPrice', threshold, ...extra };
    if (normaliseCurrency(price.currency) !== currency) {
      return { confirm: 'otherCurrency', price, threshold, ...extra };
    }
    if (price.amount > threshold) return { confirm: 'above', price, threshold };
  }
  if (probe !== undefined) return { go: 'probe', currency: probe };
  return price ? { go: 'priced', price } : { go: 'unpriced' };
}

/** Outcomes that may have reached the provider and been billed though no cost was reported. */
function mayHaveBilled(result: LookupResult | undefined): boolean {
  if (!result) return true;
  if (result.notSent || result.fromCache) return false;
  if (reachedProvider(result)) return true;
  const { payload } = result;
  if (payload.type !== 'failure') return false;
  const { code, retryable } = payload.failure;
  // A dropped connection, a time-out, an unreadable or unknown answer: the request may have been billed.
  return (
    !retryable &&
    (code === 'timeout' || code === 'network_error' || code === 'invalid_response' || code === 'server_error')
  );
}

export function createSpendGuard(deps: SpendGuardDependencies): SpendGuard {
  const { t } = deps;

  function words(decision: GuardDecision): SpendVerdict {
    if ('go' in decision) return undefined;
    if ('confirm' in decision) {
      const threshold = formatMoney(
        decision.threshold,
        decision.confirm === 'above' ? decision.price.currency : decision.currency,
      );
      if (decision.confirm === 'above') {
        return {
          confirm: t('policy.confirmPrice', [
            formatMoney(decision.price.amount, decision.price.currency),
            threshold,
          ]),
        };
      }
      if (decision.confirm === 'unknownPrice')
        return { confirm: t('policy.confirmUnknownPrice', [threshold]) };
      return {
        confirm: t('policy.confirmOtherCurrency', [
          decision.price.currency,
          formatMoney(decision.price.amount, decision.price.currency),
          threshold,
        ]),
      };
    }
    const stop = (title: string, message: string, action: string): SpendVerdict => ({
      stop: { code: 'bad_request', title, message, action, retryable: false },
    });
    switch (decision.stop) {
      case 'reached':
        return stop(
          t('policy.limitTitle'),
          t('policy.limitMessage', [
            formatMoney(decision.limit, decision.currency),
            formatMoney(decision.committed, decision.currency),
          ]),
          t('policy.limitAction'),
        );
      case 'otherCurrency':
        return stop(
          t('policy.guardTitle'),
          t('policy.otherCurrencyMessage', [decision.currency, decision.limitCurrencies.join(', ') || '?']),
          t('policy.guardAction'),
        );
      case 'unknownCost':
        return stop(t('policy.guardTitle'), t('policy.unknownCostMessage'), t('policy.limitAction'));
      case 'noPrice':
        return stop(t('policy.guardTitle'), t('policy.noPriceMessage'), t('policy.guardAction'));
      case 'probing':
        return stop(t('policy.guardTitle'), t('policy.probingMessage'), t('policy.limitAction'));
    }
  }

  async function facts(kind: IdentifierKind, value: string, costConfirmed: boolean) {
    const [{ policy }, walletCurrency] = await Promise.all([deps.readPolicy(), limitCurrency()]);
    return { policy, walletCurrency, priceKey: priceKeyOf(kind, value), costConfirmed };
  }

  /** Read only when a limit or a threshold needs it: with no money rule, nothing is asked of the wallet. */
  async function limitCurrency(): Promise<string | undefined> {
    return deps.walletCurrency().catch(() => undefined);
  }

  async function check(kind: IdentifierKind, value: string, costConfirmed: boolean): Promise<SpendVerdict> {
    const { policy } = await deps.readPolicy();
    if (!hasMoneyRule(policy)) return undefined;
    const known = await facts(kind, value, costConfirmed);
    const ledger = await deps.ledger.read();
    const decision = decideSpend({
      ...known,
      committed: committedToday(ledger, ledgerDayOf(deps.now())),
      price: ledger.prices[known.priceKey] ?? DOCUMENTED_PRICES[known.priceKey],
      openCalls: Object.keys(ledger.open).length,
    });
    return words(decision);
  }

  async function admit(kind: IdentifierKind, value: string, costConfirmed: boolean): Promise<SpendAdmission> {
    const { policy } = await deps.readPolicy();
    const ruled = hasMoneyRule(policy);
    const known = ruled
      ? await facts(kind, value, costConfirmed)
      : { policy, walletCurrency: undefined, priceKey: priceKeyOf(kind, value), costConfirmed };
    const admitted = reserve(known);
    // With no money rule the ledger only keeps count: a storage failure costs the user no lookup. Under a
    // rule it stops the call (money first).
    if (ruled) return admitted;
    return admitted.catch((): SpendAdmission => ({
      ticket: { id: deps.newId(), day: ledgerDayOf(deps.now()), priceKey: known.priceKey },
    }));
  }

  function reserve(known: Omit<GuardFacts, 'committed' | 'price' | 'openCalls'> & { priceKey: PriceKey }) {
    return deps.ledger.update<SpendAdmission>(async (ledger, today) => {
      const price = ledger.prices[known.priceKey] ?? DOCUMENTED_PRICES[known.priceKey];
      const decision = decideSpend({
        ...known,
        committed: committedToday(ledger, today),
        price,
        openCalls: Object.keys(ledger.open).length,
      });
      const verdict = words(decision);
      if (verdict) return { value: verdict };
      const ticket: SpendTicket = { id: deps.newId(), day: today, priceKey: known.priceKey };
      if ('go' in decision && decision.go === 'probe') {
        const before = await deps.readWallet?.().catch(() => undefined);
        if (!before || normaliseCurrency(before.currency) !== decision.currency) {
          return { value: words({ stop: 'noPrice' }) as { stop: Failure } };
        }
        ticket.probe = { balance: before.balance, currency: normaliseCurrency(before.currency) };
      }
      const next = structuredClone(ledger);
      next.open[ticket.id] = {
        day: today,
        at: deps.now(),
        priceKey: known.priceKey,
        worker: deps.ledger.worker,
        ...(price ? { price: { amount: price.amount, currency: price.currency } } : {}),
        ...(ticket.probe ? { probe: ticket.probe } : {}),
      };
      return { ledger: next, value: { ticket } };
    });
  }

  async function settle(ticket: SpendTicket, result: LookupResult | undefined): Promise<void> {
    const reported = result && !result.fromCache ? reportedCharge(result) : undefined;
    let charge = chargeForLedger(reported, mayHaveBilled(result));
    if (charge.kind === 'unpriced' && ticket.probe && reported === undefined) {
      // The answer said nothing of its cost: the wallet's drop since just before the call is its price.
      const after = await deps.readWallet?.().catch(() => undefined);
      const learnt = priceFromWallet(ticket.probe, after);
      if (learnt) charge = { kind: 'charged', ...learnt };
    }
    await deps.ledger.update((ledger) => ({
      ledger: recordCharge(ledger, {
        id: ticket.id,
        day: ticket.day,
        priceKey: ticket.priceKey,
        charge,
        at: deps.now(),
      }),
      value: undefined,
    }));
  }

  return { check, admit, settle };
}

function hasMoneyRule(policy: Policy): boolean {
  return (
    policy.dailySpendLimit !== undefined ||
    Object.keys(policy.dailySpendLimits ?? {}).length > 0 ||
    policy.confirmAbove !== undefined
  );
}
