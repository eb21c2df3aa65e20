/**
 * Hostile API values (markup, javascript: URLs as image, email and phone, tracking URLs, RTL overrides,
 * emoji, very long strings) rendered by the popup, the side panel's history and the printable report:
 * they stay inert text, nothing runs, no dangerous link or element appears, and no request goes anywhere
 * but the configured API host and the vehicle image host.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { scenarioTin, scenarioVin } from '@/test/mock-api/scenarios';
import { configureMockApi, expect, test } from './fixtures';
import { verifyTaxpayer } from '@/test/support/extension-ui';
import { visibleText } from '@/utils/format/visible-text';

const IMAGE_ORIGIN = 'https://images.example.test';
const MARKUP = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';
const RTL = '\u202Egnp.exe\u202C';
const EMOJI = '🚗🔥👨‍👩‍👧‍👦';
const LONG = `LONG${'W'.repeat(20_000)}END`;
/** A 1x1 PNG for the image host. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function vehiclePayload(image: string): Record<string, unknown> {
  return {
    status: true,
    response_code: '00',
    detail: `${MARKUP} javascript:alert(1)`,
    data: {
      vehicle_name: `${MARKUP}${SCRIPT} ${EMOJI}`,
      vehicle_age: 'javascript:alert(1)',
      vehicle_made_in: RTL,
      vehicle_image: image,
      market_analysis: { time_period: LONG, certainty: '<b onmouseover=alert(1)>92%</b>' },
      vehicle_specification: [
        { make: '<a href="javascript:alert(1)">click</a>' },
        { model: 'https://evil.example/pixel.png' },
        { '<img src=x onerror=alert(1)>': 'key with markup' },
        { year: '=HYPERLINK("https://evil.example")' },
        { trim: `url(https://evil.example/css.png) ${RTL}` },
      ],
      vehicle_equipments: [
        {
          section: `<style>*{background:url(https://evil.example/bg.png)}</style>`,
          details: [{ abs: SCRIPT }],
        },
      ],
      fuel_details: { fuel_type: '<iframe src="https://evil.example/frame"></iframe>' },
      vehicle_warranty: [{ type: MARKUP, warranty: 'javascript:void(0)', estimated_remainings: EMOJI }],
    },
  };
}

const TAXPAYER = {
  status: true,
  response_code: '00',
  data: {
    taxpayer_name: `${MARKUP} ${RTL} ${EMOJI}`,
    cac_reg_number: LONG,
    // About the number asked: an answer about another number is no record at all (answer-identity.ts).
    firstin: scenarioTin('custom'),
    jittin: SCRIPT,
    tax_office: '<a href="https://evil.example/">Office</a>',
    email: 'javascript:alert(1)//@evil.example',
    phone_number: 'javascript:alert(1)',
  },
};

/** Everything that would show a value was treated as markup or as a link it should not be. */
async function expectInert(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      pwned: (globalThis as { __pwned?: unknown }).__pwned ?? null,
      handlers: all.flatMap((element) =>
        [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((a) => a.name),
      ),
      badLinks: [...document.querySelectorAll('a[href]')]
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !/^(\/|mailto:|tel:|https:\/\/)/.test(href) || /javascript:/i.test(href)),
      embedded: document.querySelectorAll(
        'iframe, object, embed, script:not([src]), style:not([data-vite-dev-id])',
      ).length,
      images: [...document.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? ''),
    };
  });
  expect(found.pwned, where).toBeNull();
  expect(found.handlers, where).toEqual([]);
  expect(found.badLinks, where).toEqual([]);
  expect(found.embedded, where).toBe(0);
  // The answer's picture, or the extension's own icon in the page header (components/AppIcon.tsx).
  for (const src of found.images)
    expect(
      src.startsWith(`${IMAGE_ORIGIN}/`) || src.startsWith('data:image/') || src === '/icon/48.png',
      where,
    ).toBe(true);
}

/** Records every request that leaves the browser; anything outside the allowed hosts is refused. */
function watchNetwork(context: BrowserContext, apiOrigin: string): Promise<string[]> {
  const outside: string[] = [];
  void context.route(`${IMAGE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'chrome-extension:' || url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin === apiOrigin || url.origin === IMAGE_ORIGIN) return;
    outside.push(request.url());
  });
  return Promise.resolve(outside);
}

test('hostile vehicle and taxpayer values render as inert text everywhere, and nothing calls out', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  test.setTimeout(90_000);
  const outside = await watchNetwork(context, mockApi.url);
  const dialogs: string[] = [];
  context.on('page', (page) =>
    page.on('dialog', (dialog) => (dialogs.push(dialog.message()), dialog.dismiss())),
  );
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  popup.on('dialog', (dialog) => (dialogs.push(dialog.message()), void dialog.dismiss()));

  const rounds: [string, string][] = [
    ['javascript:alert(1)', scenarioVin('custom')],
    [`${IMAGE_ORIGIN}/car.png?"><script>alert(1)</script>`, scenarioVin('success')],
    [
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      scenarioVin('quirks'),
    ],
    ['http://evil.example/not-https.png', scenarioVin('wrong_types')],
  ];
  for (const [image, vin] of rounds) {
    mockApi.setScenario('custom', { answer: { body: vehiclePayload(image) } });
    await popup.getByLabel('Identifier', { exact: true }).fill(vin);
    await popup.getByRole('button', { name: 'Look up' }).click();
    const report = popup.getByRole('region', { name: 'Vehicle report' });
    await expect(report.getByRole('heading', { level: 2 })).toContainText(MARKUP);
    await expect(report).toContainText('<a href="javascript:alert(1)">click</a>');
    await expect(report).toContainText('https://evil.example/pixel.png');
    // Bidi overrides are shown, not obeyed, so the value cannot display reversed.
    await expect(report).toContainText(visibleText(RTL));
    expect(await report.innerText()).not.toContain('\u202E');
    await expect(report).toContainText('LONGWWW');
    await expectInert(popup, `popup, image ${image}`);
  }
  await expect(popup.locator(`img[src^="${IMAGE_ORIGIN}/"]`)).toHaveCount(0);

  mockApi.setScenario('custom', { answer: { body: TAXPAYER } });
  await verifyTaxpayer(popup, 'TIN', scenarioTin('custom'));
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record.getByRole('heading', { level: 2 })).toContainText(MARKUP);
  await expect(record).toContainText('javascript:alert(1)//@evil.example');
  // Neither the email nor the phone became a link (the only link is our own Printable report).
  await expect(record.getByRole('link', { name: /javascript|evil/ })).toHaveCount(0);
  await expect(record.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  await expectInert(popup, 'popup, taxpayer');

  // A failure whose provider message is markup.
  mockApi.setScenario('custom', { answer: { body: { status: false, response_code: '01', detail: MARKUP } } });
  await verifyTaxpayer(popup, 'TIN', '20304753-0001');
  // Response code 01 is "not found": information, not an alert.
  await expect(popup.getByRole('status').filter({ hasText: 'Provider says' })).toContainText(
    `Provider says: “${MARKUP}”`,
  );
  await expectInert(popup, 'popup, failure');

  // The same answers reopened from history in the side panel, and as a printable report.
  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('button', { name: 'History' }).click();
  for (const row of await panel.locator('.history__row').all()) {
    await row.click();
    // The full answer is fetched when a row opens: check it once it is shown.
    await expect(panel.locator('.history__item .result')).toHaveCount(1);
    await expectInert(panel, 'side panel history');
    await row.click();
  }
  await panel
    .locator('.history__row')
    .filter({ hasText: scenarioVin('success') })
    .click();
  // A picture on another host than the API's is loaded only on the user's click.
  await expect(panel.locator(`img[src^="${IMAGE_ORIGIN}/"]`)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show picture from images.example.test' }).click();
  await expect(panel.locator(`img[src^="${IMAGE_ORIGIN}/"]`)).toHaveCount(1);
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('link', { name: 'Printable report' }).click(),
  ]);
  await expect(report.getByRole('region', { name: 'Vehicle report' })).toContainText(MARKUP);
  await expectInert(report, 'printable report');

  expect(dialogs).toEqual([]);
  expect(outside).toEqual([]);
});
