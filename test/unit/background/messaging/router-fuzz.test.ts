/**
 * Random messages from random senders through the real router (utils/background/messaging/router.ts on WXT's fake
 * browser): it never throws, answers every message it handles, and a handler runs only for a sender
 * allowed to send that message and only with data its schema accepts.
 */
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { z } from 'zod';
import type { MessageType } from '@/utils/messaging/protocol';
import { handle } from '@/utils/background/messaging/router';
import { BACKGROUND_MESSAGES } from '@/utils/messaging/schemas';
import { classifySender, isAllowed, type SenderLike } from '@/utils/background/messaging/sender';
import { DEFAULT_SETTINGS, settingsSchema } from '@/utils/settings/schema';
import { HOSTILE_STRINGS } from '@/test/support/arbitraries';

z.config({ jitless: true });

const OUR_ID = 'test-extension-id';
const OUR_ORIGIN = `chrome-extension://${OUR_ID}`;
const TYPES = Object.keys(BACKGROUND_MESSAGES) as MessageType[];
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 1500);

/** Every call a handler received, by type, with the data it was given. */
const received: { type: MessageType; data: unknown }[] = [];

beforeAll(() => {
  for (const type of TYPES) {
    handle(type, ((data: unknown) => {
      received.push({ type, data });
      return { handled: type };
    }) as never);
  }
});
beforeEach(() => {
  received.length = 0;
});

/** Delivers one message as the browser would and waits for the router's answer, if it gives one. */
async function deliver(message: unknown, sender: SenderLike): Promise<unknown> {
  let answer: unknown = 'no answer';
  const answered = new Promise<void>((resolve) => {
    const sendResponse = (value: unknown) => {
      answer = value;
      resolve();
    };
    // The listener returns true when it will answer later, false when the message is not for it.
    const trigger = fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown[]>;
    void trigger(message, sender, sendResponse).then((results: unknown[]) => {
      if (!results.includes(true)) resolve();
    });
  });
  await answered;
  return answer;
}

const url = fc.oneof(
  fc.constantFrom(
    `${OUR_ORIGIN}/popup.html`,
    `${OUR_ORIGIN}/options.html#x`,
    `${OUR_ORIGIN}/sidepanel.html?tab=1`,
    `${OUR_ORIGIN}`,
    `${OUR_ORIGIN}.evil.example/popup.html`,
    `chrome-extension://other-extension-id/popup.html`,
    `https://example.com/${OUR_ORIGIN}/popup.html`,
    'http://127.0.0.1:8080/plain.html',
    'about:blank',
    'data:text/html,hi',
    '',
  ),
  fc.webUrl(),
);
const randomSender: fc.Arbitrary<SenderLike> = fc.record(
  {
    id: fc.constantFrom(OUR_ID, 'other-extension-id', '', `${OUR_ID} `),
    url,
    origin: fc.constantFrom(OUR_ORIGIN, 'https://example.com', 'null', `${OUR_ORIGIN}.evil.example`),
    tab: fc.constantFrom<unknown>({ id: 3 }, { id: 0 }),
  },
  { requiredKeys: [] },
);
/** Our own pages and our content scripts as the browser describes them, and anything else. */
const senderArb: fc.Arbitrary<SenderLike> = fc.oneof(
  fc.record(
    {
      id: fc.constant(OUR_ID),
      url: fc.constantFrom(`${OUR_ORIGIN}/popup.html`, `${OUR_ORIGIN}/options.html`),
      origin: fc.constant(OUR_ORIGIN),
      tab: fc.constant({ id: 2 }),
    },
    { requiredKeys: ['id', 'url'] },
  ),
  fc.record({
    id: fc.constant(OUR_ID),
    url: fc.webUrl(),
    origin: fc.constantFrom('https://example.com', 'null'),
    tab: fc.constant({ id: 4 }),
  }),
  randomSender,
);

/** Data that is valid for some message, so validity is often reached, mixed with anything at all. */
const plausibleData = fc.oneof(
  fc.constant(undefined),
  fc.record(
    { kind: fc.constantFrom('vin', 'tin', 'cac', 'phone', 'VIN', 'x'), value: fc.string() },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      value: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom(...HOSTILE_STRINGS)),
      trigger: fc.constantFrom('popup', 'page', 'history', 'evil'),
      refresh: fc.boolean(),
      acceptWarnings: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.record({
    tabId: fc.integer({ min: -2, max: 5 }),
    request: fc.record({ value: fc.string(), trigger: fc.constant('popup') }),
  }),
  fc.record({
    key: fc.string({ maxLength: 600 }),
    persistence: fc.constantFrom('local', 'session', 'cloud'),
  }),
  fc.record(
    {
      dataSource: fc.constantFrom('demo', 'api', 'evil'),
      baseUrl: fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'x'.repeat(3000))),
      cacheHours: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double()),
      historyLimit: fc.integer({ min: 0, max: 10_000 }),
      __proto__: fc.constant({ dataSource: 'api' }),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

const lookupRequest = fc.record(
  {
    kind: fc.constantFrom('vin', 'tin', 'cac', 'phone'),
    value: fc.string({ minLength: 1, maxLength: 200 }),
    trigger: fc.constantFrom('popup', 'page', 'context-menu', 'side-panel', 'shortcut', 'history'),
    refresh: fc.boolean(),
    acceptWarnings: fc.boolean(),
  },
  { requiredKeys: ['value', 'trigger'] },
);

/** Data each message's schema accepts, so the "allowed" side of the rule is reached often. */
const VALID_DATA: Record<MessageType, fc.Arbitrary<unknown>> = {
  'cs>bg:lookup': fc.record({
    kind: fc.constantFrom('vin', 'tin', 'cac', 'phone'),
    value: fc.string({ minLength: 1, maxLength: 64 }),
    context: fc.record({ text: fc.string({ maxLength: 600 }), hidden: fc.string({ maxLength: 600 }) }),
    extra: fc.anything(),
  }),
  'cs>bg:hello': fc.constant(undefined),
  'cs>bg:listings': fc.array(
    fc.record({
      value: fc.constantFrom('1HGCM82633A004352', '4T1BF1FK5DU276514', 'JH4KA7561PC008269'),
      context: fc.string({ maxLength: 600 }),
    }),
    { maxLength: 5 },
  ),
  'cs>bg:wakePageUi': fc.constant(undefined),
  'cs>bg:wakeListingCheck': fc.constant(undefined),
  'cs>bg:listingFlags': fc.constant(undefined),
  'cs>bg:pageCountry': fc.record({ complete: fc.boolean() }),
  'cs>bg:wakeMoreDetectors': fc.constant(undefined),
  'ui>bg:lookup': lookupRequest,
  'ui>bg:lookupForTab': fc.record({ tabId: fc.nat(), request: lookupRequest }),
  'ui>bg:pageIdentifiers': fc.record({ tabId: fc.nat() }),
  'ui>bg:notScannedReason': fc.record({ tabId: fc.nat() }),
  'ui>bg:pageCountry': fc.record({ tabId: fc.nat() }),
  'ui>bg:setSiteCountry': fc.record({
    tabId: fc.nat(),
    choice: fc.constantFrom('auto', 'nigerian', 'foreign'),
  }),
  'ui>bg:revealIdentifier': fc.record({ tabId: fc.nat(), value: fc.string({ minLength: 1, maxLength: 64 }) }),
  'ui>bg:textBeside': fc.record({ tabId: fc.nat(), value: fc.string({ minLength: 1, maxLength: 64 }) }),
  'ui>bg:getState': fc.constant(undefined),
  'ui>bg:saveSettings': fc.record(
    {
      dataSource: fc.constantFrom('demo', 'api'),
      cacheHours: fc.integer({ min: 0, max: 720 }),
      historyLimit: fc.integer({ min: 10, max: 5000 }),
      sandboxMode: fc.boolean(),
      baseUrl: fc.string({ maxLength: 100 }),
      smuggled: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  'ui>bg:connect': fc.record(
    {
      presetId: fc.constantFrom('prembly', 'prembly-v2', 'identitypass-v1', 'custom'),
      baseUrl: fc.string({ maxLength: 100 }),
      apiKey: fc.record({
        key: fc.string({ minLength: 8, maxLength: 100 }),
        persistence: fc.constantFrom('local', 'session'),
      }),
      smuggled: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  'ui>bg:removeApiKey': fc.constant(undefined),
  'ui>bg:dismissNotices': fc.constant(undefined),
  'ui>bg:listHistory': fc.constant(undefined),
  'ui>bg:getHistoryEntries': fc.record({ ids: fc.array(fc.string({ minLength: 1, maxLength: 100 })) }),
  'ui>bg:clearHistory': fc.constant(undefined),
  'ui>bg:clearCache': fc.constant(undefined),
  'ui>bg:testConnection': fc.record({
    presetId: fc.constantFrom('prembly', 'prembly-v2', 'identitypass-v1', 'custom'),
    baseUrl: fc.string({ maxLength: 100 }),
    appId: fc.string({ maxLength: 50 }),
    customVinPath: fc.string({ maxLength: 50 }),
    customTinPath: fc.string({ maxLength: 50 }),
  }),
  'ui>bg:getBalance': fc.constant(undefined),
  'ui>bg:refreshBalance': fc.constant(undefined),
  'ui>bg:checkStatus': fc.record({
    kind: fc.constantFrom('vin', 'tin', 'cac', 'phone'),
    value: fc.string({ minLength: 1, maxLength: 200 }),
    reference: fc.string({ minLength: 1, maxLength: 200 }),
    trigger: fc.constantFrom('popup', 'side-panel'),
  }),
  'ui>bg:spendSummary': fc.constant(undefined),
  'ui>bg:bulkCreate': fc.record({
    label: fc.string({ maxLength: 50 }),
    headers: fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 4 }),
    rows: fc.array(fc.array(fc.string({ maxLength: 30 }), { maxLength: 4 }), { maxLength: 5 }),
  }),
  'ui>bg:bulkCommand': fc.record({
    jobId: fc.string({ minLength: 1, maxLength: 40 }),
    command: fc.constantFrom('start', 'pause', 'resume', 'cancel'),
  }),
  'ui>bg:bulkProgress': fc.record(
    { jobId: fc.string({ minLength: 1, maxLength: 40 }) },
    { requiredKeys: [] },
  ),
  'ui>bg:bulkItems': fc.record({ jobId: fc.string({ minLength: 1, maxLength: 40 }), sinceSeq: fc.nat() }),
  'ui>bg:bulkRows': fc.record({ jobId: fc.string({ minLength: 1, maxLength: 40 }), offset: fc.nat() }),
  'ui>bg:bulkRecord': fc.record({
    jobId: fc.string({ minLength: 1, maxLength: 40 }),
    key: fc.string({ minLength: 1, maxLength: 40 }),
  }),
  'ui>bg:bulkResendInterrupted': fc.record({ jobId: fc.string({ minLength: 1, maxLength: 40 }) }),
  'ui>bg:openPdfViewer': fc.record({ tabId: fc.nat(), url: fc.webUrl() }),
  'ui>bg:readPdfFromTab': fc.record({ tabId: fc.nat(), url: fc.webUrl() }),
  'ui>bg:readPdfPart': fc.record({
    tabId: fc.nat(),
    token: fc.string({ minLength: 1, maxLength: 64 }),
    offset: fc.nat(),
  }),
  'ui>bg:pdfHandlerState': fc.constant(undefined),
  'ui>bg:setPdfHandler': fc.record({ enabled: fc.boolean() }),
  'ui>bg:bulkRetryFailed': fc.record({ jobId: fc.string({ minLength: 1, maxLength: 40 }) }),
};

const messageArb = fc
  .oneof(
    { weight: 8, arbitrary: fc.constantFrom(...TYPES) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'ui>bg:lookup ',
        'UI:LOOKUP',
        'ui>bg:unknown',
        'constructor',
        'toString',
        '__proto__',
        '',
      ),
    },
  )
  .chain((type) =>
    fc.record({
      id: fc.oneof(fc.integer(), fc.string()),
      type: fc.constant(type),
      data: (TYPES as string[]).includes(type)
        ? fc.oneof(VALID_DATA[type as MessageType], plausibleData)
        : plausibleData,
      timestamp: fc.oneof(
        { weight: 9, arbitrary: fc.constant(Date.now()) },
        { weight: 1, arbitrary: fc.constant('now' as unknown as number) },
      ),
      // A sender cannot be smuggled inside the message: the browser's own sender must win.
      sender: fc.constant({ id: OUR_ID, url: `${OUR_ORIGIN}/popup.html`, origin: OUR_ORIGIN }),
    }),
  );

describe('the message router under random messages and senders', () => {
  it('runs a handler exactly when the sender may send that message and its data is valid', async () => {
    let handled = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(messageArb, senderArb, async (message, sender) => {
        const answer = await deliver(message, sender);
        const known = (TYPES as string[]).includes(message.type) && typeof message.timestamp === 'number';
        const type = message.type as MessageType;
        const role = classifySender(sender, OUR_ID, OUR_ORIGIN);
        const shouldRun =
          known && isAllowed(type, role) && BACKGROUND_MESSAGES[type].safeParse(message.data).success;
        expect(received.map((call) => call.type)).toEqual(shouldRun ? [type] : []);
        if (!known) return;
        // Every message the router owns gets an answer: the handler's, or an error saying why not.
        expect(answer).toEqual(shouldRun ? { res: { handled: type } } : { err: expect.anything() });
        if (!shouldRun)
          expect(JSON.stringify(answer)).toMatch(/not accepted from this sender|content is not valid/);
        if (shouldRun) handled += 1;
        else refused += 1;
        received.length = 0;
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: both sides of the rule were exercised many times.
    expect(handled).toBeGreaterThan(RUNS / 20);
    expect(refused).toBeGreaterThan(RUNS / 20);
  });

  it('never trusts a sender outside our own pages with a ui: message', async () => {
    await fc.assert(
      fc.asyncProperty(messageArb, senderArb, async (message, sender) => {
        const ownPage =
          sender.id === OUR_ID &&
          typeof sender.url === 'string' &&
          sender.url.startsWith(`${OUR_ORIGIN}/`) &&
          (sender.origin === undefined || sender.origin === OUR_ORIGIN);
        await deliver(message, sender);
        if (!ownPage) {
          for (const call of received) expect(call.type.startsWith('cs>bg:')).toBe(true);
        }
        if (sender.id !== OUR_ID) expect(received).toEqual([]);
        received.length = 0;
      }),
      { numRuns: RUNS },
    );
  });

  it('hands handlers only what their schema allows', async () => {
    await fc.assert(
      fc.asyncProperty(messageArb, async (message) => {
        await deliver(message, {
          id: OUR_ID,
          url: `${OUR_ORIGIN}/popup.html`,
          origin: OUR_ORIGIN,
          tab: { id: 1 },
        });
        for (const { type, data } of received) {
          if (type === 'cs>bg:lookup') {
            // The page's text beside it comes along for the name check, within its cap; nothing else.
            expect(['context', 'kind', 'value']).toEqual(expect.arrayContaining(Object.keys(data as object)));
            expect((data as { value: string }).value.length).toBeLessThanOrEqual(64);
            expect((data as { context?: { text: string } }).context?.text.length ?? 0).toBeLessThanOrEqual(
              600,
            );
          }
          if (type === 'ui>bg:lookup')
            expect((data as { value: string }).value.length).toBeLessThanOrEqual(200);
          if (type === 'ui>bg:saveSettings' || type === 'ui>bg:connect') {
            // Whatever arrives merges into settings that still validate as a whole; a key comes trimmed.
            const { apiKey, ...settings } = data as { apiKey?: { key: string } };
            expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...settings }).success).toBe(true);
            expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
            if (apiKey) {
              expect(apiKey.key).toBe(apiKey.key.trim());
              expect(apiKey.key.length).toBeGreaterThanOrEqual(8);
            }
          }
        }
        received.length = 0;
      }),
      { numRuns: RUNS },
    );
  });
});

describe('sender classification and validation on their own', () => {
  it('never throw, whatever they are given', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            id: fc.oneof(fc.constant(OUR_ID), fc.anything()),
            url: fc.oneof(fc.constant(`${OUR_ORIGIN}/popup.html`), fc.anything()),
            origin: fc.oneof(fc.constant(OUR_ORIGIN), fc.anything()),
            tab: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom(...TYPES),
        fc.anything(),
        (sender, type, data) => {
          const role = classifySender(sender as SenderLike, OUR_ID, OUR_ORIGIN);
          expect(['extension-page', 'content-script', 'foreign']).toContain(role);
          expect(typeof isAllowed(type, role)).toBe('boolean');
          expect(typeof BACKGROUND_MESSAGES[type].safeParse(data).success).toBe('boolean');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
