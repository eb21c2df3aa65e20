import { describe, expect, it } from 'vitest';
import { interpretTaxResponse, interpretVinResponse } from '@/utils/api/interpret';
import { demoTaxAnswer, demoVinAnswer } from '@/utils/demo';
import { translate } from '@/utils/i18n/extension-translate';
import type { LookupPayload, LookupResult } from '@/utils/lookup/schema';
import { answerLine } from '@/utils/panel/answer-line';

function result(payload: LookupPayload): LookupResult {
  return {
    id: 'r1',
    value: 'x',
    source: { id: 'demo', label: 'Demo data' },
    fetchedAt: 0,
    fromCache: false,
    trigger: 'page',
    payload,
  };
}

function payloadOf(
  outcome: ReturnType<typeof interpretVinResponse> | ReturnType<typeof interpretTaxResponse>,
) {
  if (!outcome.ok) return { type: 'failure' as const, failure: outcome.failure };
  return 'taxpayerName' in outcome.data
    ? { type: 'taxpayer' as const, record: outcome.data }
    : { type: 'vehicle' as const, report: outcome.data };
}

const api = { id: 'api' as const, label: 'Prembly' };

describe('answerLine', () => {
  const options = { t: translate };

  it('says the verdict and what car a VIN is, who a taxpayer is, or what went wrong, in one line', () => {
    const vin = demoVinAnswer('4T1BF1FK5DU276514');
    const car = interpretVinResponse(vin.httpStatus, JSON.stringify(vin.body), undefined, options);
    // Demo data finds, it verifies nothing: no ✓ and never "Verified".
    expect(answerLine(result(payloadOf(car)))).toMatch(/^Found in the demo data · 2013 Toyota Camry/);
    expect(
      answerLine({ ...result(payloadOf(car)), source: api, kind: 'vin', value: '4T1BF1FK5DU276514' }),
    ).toMatch(/^Specification found · 2013 Toyota Camry/);

    const tax = demoTaxAnswer('TIN', '10493827-0001');
    const taxpayer = interpretTaxResponse(tax.httpStatus, JSON.stringify(tax.body), undefined, options);
    expect(answerLine(result(payloadOf(taxpayer)))).toBe(
      'Found in the demo data · ADEWALE AUTOS NIGERIA LIMITED',
    );
    expect(answerLine({ ...result(payloadOf(taxpayer)), source: api })).toBe(
      '✓ Verified · ADEWALE AUTOS NIGERIA LIMITED',
    );
    const differs = {
      ...result(payloadOf(taxpayer)),
      source: api,
      claims: { name: { name: 'Sahel Haulage Ltd', from: 'page' as const } },
    };
    expect(answerLine(differs)).toBe('⚠ Found, but the name differs · ADEWALE AUTOS NIGERIA LIMITED');

    const missing = demoVinAnswer('JTDBF32K720012345');
    const none = interpretVinResponse(missing.httpStatus, JSON.stringify(missing.body), undefined, options);
    expect(answerLine(result(payloadOf(none)))).toBe('✗ Not in the demo data');
    expect(answerLine({ ...result(payloadOf(none)), source: api })).toBe('✗ Not found');
  });

  it('says a report that contradicts its VIN is found, but does not match it', () => {
    const vin = demoVinAnswer('4T1BF1FK5DU276514');
    const car = interpretVinResponse(vin.httpStatus, JSON.stringify(vin.body), undefined, options);
    const wrongVin = {
      ...result(payloadOf(car)),
      source: api,
      kind: 'vin' as const,
      value: '1HGCM82633A004352',
    };
    expect(answerLine(wrongVin)).toMatch(/^⚠ Found, but it does not match the VIN · 2013 Toyota Camry/);
  });

  it('says nothing while a warning waits for the user in the side panel', () => {
    expect(answerLine(result({ type: 'needs-confirmation', warnings: ['check digit'] }))).toBe('');
  });
});
