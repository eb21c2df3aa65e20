import type { LookupService } from '@/utils/background/lookup/service';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { recordTabLookup } from '@/utils/background/tab-lookups/record';

/** Runs a lookup for a tab's side panel, which watches storage: shown as running at once, then the answer. */
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
