/**
 * "Look up in this tab" as one use case: the claims come from the context read in the identifier's frame
 * (or none without one), the tab's lookups show it running then answered, and the lookup goes once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { LookupService } from '@/utils/background/lookup/service';
import { lookUpInTab } from '@/utils/background/panel/look-up-in-tab';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { tabLookupsItem } from '@/utils/panel/tab-lookups';
import { RECORD } from '@/test/support/lookup-harness';

const TIN = '10493827-0001';

function fakeService() {
  const asked: LookupRequest[] = [];
  const lookup = vi.fn(async (request: LookupRequest): Promise<LookupResult> => {
    asked.push(request);
    return {
      id: 'r1',
      kind: 'tin',
      value: request.value,
      source: { id: 'demo', label: 'Demo data' },
      fetchedAt: 1,
      fromCache: false,
      trigger: request.trigger,
      payload: { type: 'taxpayer', record: RECORD },
      ...(request.claims ? { claims: request.claims } : {}),
    } as LookupResult;
  });
  return { service: { lookup } as unknown as LookupService, asked, lookup };
}

describe('lookUpInTab', () => {
  beforeEach(() => fakeBrowser.reset());

  it('takes the claims from the context its frame read, and stores the answer with the page text', async () => {
    const { service, asked, lookup } = fakeService();
    const started = lookUpInTab(service, {
      tabId: 4,
      frameId: 2,
      request: { kind: 'tin', value: TIN, trigger: 'page', acceptWarnings: true },
      context: { text: `Supplier: ADEWALE AUTOS NIG. LTD TIN: ${TIN}`, hidden: '', frameId: 2 },
    });
    const result = await started.result;
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(asked[0]?.claims?.name?.name).toBe('ADEWALE AUTOS NIG. LTD');
    expect(result.claims?.name?.name).toBe('ADEWALE AUTOS NIG. LTD');
    const [stored] = (await tabLookupsItem.getValue())[4] ?? [];
    expect(stored?.result?.id).toBe('r1');
    expect(stored?.pageText).toContain('ADEWALE AUTOS NIG. LTD');
  });

  it('with no frame to read (no scanner), looks up without claims and still answers', async () => {
    const { service, asked } = fakeService();
    const started = lookUpInTab(service, {
      tabId: 5,
      request: { kind: 'tin', value: TIN, trigger: 'side-panel' },
      panelOpen: true,
    });
    expect(await started.panelOpened).toBe(true);
    const result = await started.result;
    expect(asked[0]?.claims).toBeUndefined();
    expect(result.payload.type).toBe('taxpayer');
    const [stored] = (await tabLookupsItem.getValue())[5] ?? [];
    expect(stored?.pageText).toBeUndefined();
    expect(stored?.trigger).toBe('side-panel');
  });
});
