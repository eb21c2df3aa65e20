/**
 * The spend ledger's one storage item and the lock around it. Every change reads, changes and writes under
 * the worker's lock, so two calls let through at once each see the other's reservation. The item is not
 * history: Clear history, history eviction and retention never touch it, and Options offers no clear of it.
 */
import { storage } from 'wxt/utils/storage';
import { ledgerDayOf, pruneLedger, readLedger, settleCutOff, type Ledger } from './model';

export const SPEND_LEDGER_KEY = 'local:spendLedger' as const;
const spendLedgerItem = storage.defineItem<unknown>(SPEND_LEDGER_KEY);

export interface SpendLedgerDependencies {
  read(): Promise<unknown>;
  write(ledger: Ledger): Promise<void>;
  /** This worker's run: reservations of another run were cut off by a stopped worker. */
  worker: string;
  now(): number;
}

export interface SpendLedger {
  readonly worker: string;
  /** Runs `change` on today's settled ledger under the lock; a returned ledger is written before unlocking. */
  update<T>(
    change: (ledger: Ledger, today: string) => Promise<LedgerChange<T>> | LedgerChange<T>,
  ): Promise<T>;
  read(): Promise<Ledger>;
}

export interface LedgerChange<T> {
  ledger?: Ledger;
  value: T;
}

export function createSpendLedger(deps: SpendLedgerDependencies): SpendLedger {
  let tail: Promise<unknown> = Promise.resolve();

  async function load(): Promise<{ ledger: Ledger; today: string; changed: boolean }> {
    const today = ledgerDayOf(deps.now());
    const raw = await deps.read();
    const read = readLedger(raw, today);
    const ledger = pruneLedger(settleCutOff(read, deps.worker), today);
    return { ledger, today, changed: JSON.stringify(ledger) !== JSON.stringify(raw) };
  }

  function locked<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  }

  return {
    worker: deps.worker,
    update(change) {
      return locked(async () => {
        const { ledger, today, changed } = await load();
        const result = await change(ledger, today);
        if (result.ledger) await deps.write(result.ledger);
        else if (changed) await deps.write(ledger);
        return result.value;
      });
    },
    read() {
      return locked(async () => (await load()).ledger);
    },
  };
}

/** The worker's ledger: a new run id each time the worker starts. */
export function createStoredSpendLedger(now: () => number = Date.now): SpendLedger {
  return createSpendLedger({
    read: () => spendLedgerItem.getValue(),
    write: (ledger) => spendLedgerItem.setValue(ledger),
    worker: crypto.randomUUID(),
    now,
  });
}
