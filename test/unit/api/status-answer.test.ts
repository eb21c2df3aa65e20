import { describe, expect, it } from 'vitest';
import { interpretVinResponse } from '@/utils/api/interpret';
import { statusBodyAsVerification } from '@/utils/api/status-answer';
import { english } from '@/test/support/english';

const RECORD = { vehicle_name: '2013 Toyota Camry LE', vehicle_specification: [{ Make: 'Toyota' }] };
const read = (body: unknown) =>
  interpretVinResponse(200, statusBodyAsVerification(JSON.stringify(body)), undefined, { t: english });

describe('the free status check, read like the verification it finishes', () => {
  it('takes the documented shape with the earlier answer in response_data (object or JSON text)', () => {
    const earlier = { status: true, response_code: '00', data: RECORD };
    for (const response_data of [earlier, JSON.stringify(earlier), RECORD]) {
      const outcome = read({
        status: true,
        data: { reference: 'r-1', response_code: '00', verification_status: 'VERIFIED', response_data },
      });
      expect(outcome).toMatchObject({
        ok: true,
        data: { name: '2013 Toyota Camry LE' },
        meta: { reference: 'r-1' },
      });
    }
  });

  it('a check that is still PENDING stays pending, with its reference for the next check', () => {
    const outcome = read({
      status: true,
      data: { reference: 'r-2', response_code: '00', verification_status: 'PENDING', response_data: '' },
    });
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'pending', reference: 'r-2' } });
  });

  it('NOT-VERIFIED from the status check is not a success', () => {
    const outcome = read({ status: true, data: { status: 'NOT-VERIFIED', reference: 'r-3', data: RECORD } });
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'not_verified' } });
  });

  it('a gateway that repeats the verification answer passes unchanged', () => {
    const body = { status: true, response_code: '00', data: RECORD };
    expect(statusBodyAsVerification(JSON.stringify(body))).toBe(JSON.stringify(body));
    expect(statusBodyAsVerification('<html>')).toBe('<html>');
  });
});
