import { describe, expect, it, vi } from 'vitest';
import { cacheNamespace } from '@/utils/background/lookup/data-source';
import { resolveDataSource, sourceFactsSchema } from '@/utils/background/lookup/resolved-source';
import { createLookupService } from '@/utils/background/lookup/service';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { english } from '@/test/support/english';
import { API, stageRun, TIN, VIN } from './stage-run-fixture';

const TAX_ID = '1234567890123';

describe('resolveDataSource', () => {
  it('resolves demo data as free, with every check and the sandbox values', async () => {
    const { run } = await stageRun();
    expect(sourceFactsSchema.parse(run.source)).toEqual({
      info: { id: 'demo', label: expect.any(String) },
      namespace: 'demo',
      paid: false,
      checks: ['vin', 'tin', 'taxId', 'cac', 'phone'],
      sandboxValues: true,
    });
  });

  it('resolves an API as paid, under the namespace it was given, and without a Tax ID check it lacks', async () => {
    const settings: Partial<Settings> = { dataSource: 'api', presetId: 'custom', customTaxIdPath: '' };
    const namespaceOf = vi.fn(async () => 'api:custom#account');
    const { run } = await stageRun({ settings, deps: { namespaceOf } });
    expect(run.source.paid).toBe(true);
    expect(run.source.namespace).toBe('api:custom#account');
    expect(run.source.checks).not.toContain('taxId');
    expect(run.source.canCheck('tin', TAX_ID)).toBe(false);
    expect(run.source.canCheck('tin', TIN)).toBe(true);
    // A bulk cell with such a Tax ID is a row not valid, with the reason; an input is still read as one.
    expect(run.source.parseCell(TAX_ID)).toMatchObject({ ok: false, kind: 'tin' });
    expect(run.source.parseInput(TAX_ID)).toMatchObject({ ok: true, kind: 'tin', value: TAX_ID });
  });

  it('takes the source namespace alone when no account namespace is given', async () => {
    const settings = { ...DEFAULT_SETTINGS, ...API } as Settings;
    const source = await resolveDataSource(settings, {
      t: english,
      callSource: { vehicle: vi.fn(), taxpayer: vi.fn() },
    });
    expect(source.namespace).toBe(cacheNamespace(settings));
    expect(source.sandboxValues).toBe(false);
    expect(source.parseInput('AAA00000000').ok).toBe(false);
  });

  it('calls the source with the settings it was resolved from', async () => {
    const { run, vehicle, taxpayer, settings } = await stageRun();
    await run.source.vehicle(VIN);
    await run.source.taxpayer('tin', TIN);
    expect(vehicle).toHaveBeenCalledWith(settings, VIN);
    expect(taxpayer).toHaveBeenCalledWith(settings, 'tin', TIN);
    expect(run.source.status).toBeUndefined();
  });

  it('is resolved once per lookup: settings and namespace are read once, whatever the stages ask', async () => {
    const getSettings = vi.fn(async () => ({ ...DEFAULT_SETTINGS, ...API }) as Settings);
    const namespaceOf = vi.fn(async () => 'api:prembly#acct');
    const { deps } = await stageRun({ settings: API });
    const service = createLookupService({ ...deps, getSettings, namespaceOf });
    const result = await service.lookup({ value: VIN, trigger: 'popup' });
    expect(result.payload.type).toBe('vehicle');
    expect(getSettings).toHaveBeenCalledTimes(1);
    expect(namespaceOf).toHaveBeenCalledTimes(1);
    await service.checkStatus({ kind: 'vin', value: VIN, reference: 'ref-1', trigger: 'popup' });
    expect(getSettings).toHaveBeenCalledTimes(2);
    expect(namespaceOf).toHaveBeenCalledTimes(2);
  });
});
