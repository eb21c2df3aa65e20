import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import {
  changedFields,
  connectProblemField,
  draftFrom,
  draftProblem,
  messageAfterEdit,
  saveMessage,
} from '@/utils/settings/draft';
import { sourceLabel } from '@/utils/settings/source-label';
import { formatBalanceShort } from '@/utils/balance/connected';

const t = (key: string, subs: readonly (string | number)[] = []) =>
  key === 'source.label'
    ? `${subs[0]} · ${subs[1]}`
    : key.replace(/^source\./, '').replace('app.demoData', 'Demo data');

describe('Options as one form', () => {
  it('a saved draft has no changes; a typed key is one', () => {
    const draft = draftFrom(DEFAULT_SETTINGS);
    expect(changedFields(draft, DEFAULT_SETTINGS)).toEqual([]);
    expect(changedFields({ ...draft, apiKey: 'live_sk_0123456789' }, DEFAULT_SETTINGS)).toEqual(['apiKey']);
    expect(changedFields({ ...draft, cacheHours: '6' }, DEFAULT_SETTINGS)).toEqual(['cacheHours']);
  });

  it('one save message carries every setting and the typed key, never a locked field', () => {
    const draft = { ...draftFrom(DEFAULT_SETTINGS), apiKey: ' live_sk_0123456789 ', cacheHours: '6' };
    const message = saveMessage(draft, []);
    expect(message.apiKey).toEqual({ key: 'live_sk_0123456789', persistence: 'local' });
    expect(message.cacheHours).toBe(6);
    expect(message.bulkRunLimit).toBe(500);
    const locked = saveMessage(draft, ['apiKey', 'baseUrl']);
    expect(locked.apiKey).toBeUndefined();
    expect(locked.keyPersistence).toBeUndefined();
    expect('baseUrl' in locked).toBe(false);
  });

  it('names the first problem with its field before anything is sent', () => {
    const draft = draftFrom(DEFAULT_SETTINGS);
    expect(draftProblem(draft)).toBeUndefined();
    expect(draftProblem({ ...draft, baseUrl: 'http://gateway.example.com' })?.field).toBe('baseUrl');
    expect(draftProblem({ ...draft, historyLimit: '7' })?.field).toBe('historyLimit');
    expect(draftProblem({ ...draft, bulkRunLimit: '1.5' })?.field).toBe('bulkRunLimit');
    expect(draftProblem({ ...draft, apiKey: 'short' })?.field).toBe('apiKey');
  });

  it('a message goes when its field (or anything, for a success) is edited', () => {
    const keyProblem = { ok: false, text: 'refused', field: 'apiKey' as const };
    expect(messageAfterEdit(keyProblem, 'apiKey')).toBeUndefined();
    expect(messageAfterEdit(keyProblem, 'appId')).toBe(keyProblem);
    expect(messageAfterEdit({ ok: true, text: 'Settings saved.' }, 'appId')).toBeUndefined();
    expect(connectProblemField('key_refused')).toBe('apiKey');
    expect(connectProblemField('unreachable')).toBe('baseUrl');
    expect(connectProblemField('server')).toBeUndefined();
  });
});

describe('the source a result names', () => {
  it('is the provider and live or sandbox, never a host', () => {
    const api = { ...DEFAULT_SETTINGS, dataSource: 'api' as const };
    expect(sourceLabel(api, t)).toBe('Prembly · live');
    expect(sourceLabel({ ...api, sandboxMode: true }, t)).toBe('Prembly · sandbox');
    const custom = { ...api, presetId: 'custom' as const, baseUrl: 'http://127.0.0.1:8787' };
    expect(sourceLabel(custom, t)).toBe('Custom · live');
    const v1 = {
      ...api,
      presetId: 'identitypass-v1' as const,
      baseUrl: 'https://sandbox.myidentitypass.com/',
    };
    expect(sourceLabel(v1, t)).toBe('IdentityPass v1 · sandbox');
    expect(sourceLabel(DEFAULT_SETTINGS, t)).toBe('Demo data');
  });

  it('states a balance as Connect does', () => {
    expect(formatBalanceShort('25000.00', 'NGN')).toBe('₦25,000');
    expect(formatBalanceShort('1250.5', 'NGN')).toBe('₦1,250.50');
  });
});
