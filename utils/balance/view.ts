/** The wallet as the pages show it: a message's answer, so it lives where pages and the worker both read it. */

/** What the popup and the side panel show; never the key. */
export interface BalanceView {
  /** False in demo mode: there is no wallet to show. */
  enabled: boolean;
  balance?: { amount: string; currency: string; at: number };
  level?: number;
  low: boolean;
  problem?: string;
}
