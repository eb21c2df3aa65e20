import { describe, expect, it } from 'vitest';
import { bulkPricesFromHistory } from '@/utils/bulk/prices';
import { BACKGROUND_MESSAGES } from '@/utils/messaging/schemas';

const settingsUpdateSchema = BACKGROUND_MESSAGES['ui>bg:saveSettings'];
import { DEFAULT_SETTINGS, repairSettings, settingsSchema } from '@/utils/settings/schema';

describe('last prices from history', () => {
  const entry = (kind: string, meta: unknown, extra: object = {}) => ({
    kind,
    fromCache: false,
    result: { meta },
    ...extra,
  });

  it('takes the newest charged price per kind, skipping cached, uncharged and unreadable ones', () => {
    const prices = bulkPricesFromHistory([
      entry('vin', { wasCharged: false, amount: '999', currency: 'NGN' }),
      entry('vin', { amount: '120', currency: 'NGN' }, { fromCache: true }),
      entry('vin', { amount: '₦150.00', currency: 'NGN' }),
      entry('vin', { amount: '100', currency: 'NGN' }),
      entry('tin', { amount: 'free', currency: 'NGN' }),
      entry('tin', {}, { charge: { amount: '50', currency: 'NGN' } }),
      null,
      'garbage',
      entry('evil', { amount: '1', currency: 'NGN' }),
    ]);
    expect(prices).toEqual({ vin: { amount: 150, currency: 'NGN' }, tin: { amount: 50, currency: 'NGN' } });
  });

  it("keeps the Tax ID price apart from the legacy TIN price, and reads a billed failure's charge", () => {
    const prices = bulkPricesFromHistory([
      entry('tin', { wasCharged: true, amount: '1.0', currency: 'USD' }, { value: '2522520314833' }),
      entry('tin', { wasCharged: true, amount: '50', currency: 'NGN' }, { value: '12345678-0001' }),
      entry(
        'cac',
        {},
        {
          value: 'RC123456',
          result: {
            payload: { failure: { charge: { wasCharged: true, amount: '100.00', currency: 'NGN' } } },
          },
        },
      ),
    ]);
    expect(prices).toEqual({
      taxId: { amount: 1, currency: 'USD' },
      tin: { amount: 50, currency: 'NGN' },
      cac: { amount: 100, currency: 'NGN' },
    });
  });
});

describe('the bulk run limit setting', () => {
  it('settings stored before it parse as they are, with 500', () => {
    const { bulkRunLimit: _limit, ...older } = DEFAULT_SETTINGS;
    expect(settingsSchema.parse(older).bulkRunLimit).toBe(500);
    expect(repairSettings(older)).toEqual({ settings: DEFAULT_SETTINGS, repaired: false });
  });

  it('an update that leaves it out never resets it', () => {
    expect(settingsUpdateSchema.parse({ cacheHours: 2 })).toEqual({ cacheHours: 2 });
    expect(settingsUpdateSchema.parse({ bulkRunLimit: 2000 })).toEqual({ bulkRunLimit: 2000 });
    expect(settingsUpdateSchema.safeParse({ bulkRunLimit: 0 }).success).toBe(false);
  });
});
