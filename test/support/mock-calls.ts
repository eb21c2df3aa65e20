/** What the mock API has done with the calls it received, read as signals instead of clocks. */
import type { RecordedCall } from '@/test/mock-api/server';

/**
 * Whether the mock has reached the moment it answers every verification call it received: a slow answer
 * sets its status when its delay is over, even when the caller (a stopped worker) has hung up meanwhile.
 */
export function everyCallAnswered(api: { verificationCalls(): RecordedCall[] }): boolean {
  return api.verificationCalls().every((call) => call.status !== undefined);
}
