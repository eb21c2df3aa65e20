/** The wallet as the pages show it: a message's answer, so it lives where pages and the worker both read it. */

/** What the popup and the side panel show; never the key. */
export interface BalanceView {
  /** False in demo mode: there is no wallet to show. */
  enabled: boolean;
  balance?: { amount: string; currency: string; at: number };
  level?: number;
  low: boolean;
  /**
   * When the provider said the wallet is too low, if that was after the balance was read: the balance is
   * stale and `low` is true, so no page shows it as current above the provider's refusal.
   */
  refusedAt?: number;
  problem?: string;
}
