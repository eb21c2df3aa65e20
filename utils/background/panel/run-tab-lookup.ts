import type { LookupService } from '@/utils/background/lookup/service';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { recordTabLookup } from '@/utils/panel/tab-lookups';

/**
 * Runs a lookup whose answer belongs to a tab's side panel: shown as running at once, then replaced
 * by the answer. The side panel watches the same storage item, so it needs no message from us.
 */
export async function runTabLookup(
  service: LookupService,
  tabId: number,
  request: LookupRequest,
  now: () => number = Date.now,
  pageText: Promise<string> = Promise.resolve(''),
): Promise<LookupResult> {
  const id = crypto.randomUUID();
  const pending = {
    id,
    kind: request.kind,
    value: request.value,
    trigger: request.trigger,
    startedAt: now(),
  };
  await recordTabLookup(tabId, pending);
  const result = await service.lookup(request);
  const text = await pageText;
  await recordTabLookup(tabId, {
    ...pending,
    kind: result.kind,
    value: result.value,
    result,
    ...(text ? { pageText: text } : {}),
  });
  return result;
}
