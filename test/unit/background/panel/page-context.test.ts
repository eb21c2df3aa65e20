import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CONTEXT_CHARS, readTextsAround } from '@/utils/background/panel/page-context';

/** Where the test installs the seen rule, as the injection before the reader does (no layout here). */
const SEEN_KEY = 'seenForTest';
const readTextAround = async (value: string, limit: number, enough: number) =>
  (await readTextsAround([value], limit, enough, SEEN_KEY))[0]?.text ?? '';

function onPage(html: string, isSeen: ((element: Element) => boolean) | null = () => true): void {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  Object.assign(globalThis, { document, NodeFilter: { SHOW_ELEMENT: 1, SHOW_TEXT: 4 } });
  if (isSeen) Object.assign(globalThis, { [SEEN_KEY]: isSeen });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
  Reflect.deleteProperty(globalThis, 'NodeFilter');
  Reflect.deleteProperty(globalThis, SEEN_KEY);
});

// The shape of a Nigerian VAT invoice's header: the supplier's name, RC and TIN in one block.
const INVOICE = `
  <header><h1>TAX INVOICE</h1><p>Invoice No. INV-2026-0412</p></header>
  <section class="supplier">
    <div>Supplier: <strong>ADEWALE AUTOS NIG. LTD</strong></div>
    <div>14 Allen Avenue, Ikeja, Lagos</div>
    <div>RC 1632943</div>
    <div>TIN: <span>15234913</span>-<span>6623</span></div>
  </section>
  <table><tr><td>Toyota Camry 2013</td><td>₦12,500,000.00</td></tr></table>`;

describe('readTextsAround', () => {
  it('climbs from the identifier to the block that names the supplier', async () => {
    onPage(INVOICE);
    const text = await readTextAround('15234913-6623', PAGE_CONTEXT_CHARS, 80);
    expect(text).toContain('ADEWALE AUTOS NIG. LTD');
    expect(text).toContain('RC 1632943');
    expect(text).not.toContain('TAX INVOICE');
  });

  it('finds an identifier split across inline elements and printed with other separators', async () => {
    onPage('<p>Dealer Okafor Motors Limited, RC: 0123456, TIN <b>1523 4913</b> 6623 on file</p>');
    expect(await readTextAround('15234913-6623', PAGE_CONTEXT_CHARS, 20)).toContain('Okafor Motors Limited');
  });

  it('keeps at most the limit, centred on the identifier', async () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(100);
    onPage(`<p>${filler} Supplier BALOGUN HAULAGE LTD RC 7654321 ${filler}</p>`);
    const text = await readTextAround('RC7654321', 200, 80);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toContain('BALOGUN HAULAGE LTD RC 7654321');
  });

  it('reads every identifier asked for in one walk, each from its own card', async () => {
    onPage(`
      <article><h3>2019 Toyota Camry SE</h3><p>Lagos, ₦14,500,000 · clean title, one owner</p>
        <dl><dt>VIN</dt><dd>1HGCM82633A004352</dd></dl></article>
      <article><h3>2013 Toyota Camry LE</h3><p>Abuja, ₦9,800,000 · foreign used, Belgium papers</p>
        <dl><dt>VIN</dt><dd>4T1BF1FK5DU276514</dd></dl></article>`);
    const [lying, honest] = await readTextsAround(
      ['1HGCM82633A004352', '4T1BF1FK5DU276514'],
      PAGE_CONTEXT_CHARS,
      80,
      SEEN_KEY,
    );
    expect(lying?.text).toContain('2019 Toyota Camry SE');
    expect(lying?.text).not.toContain('2013');
    expect(honest?.text).toContain('2013 Toyota Camry LE');
  });

  it('stops at the table row: the next supplier is never read as this one', async () => {
    onPage(`<table>
      <tr><td>ADEWALE AUTOS NIG LTD</td><td>RC 1632943</td></tr>
      <tr><td>BALOGUN HAULAGE LTD</td><td>RC 7654321</td></tr></table>`);
    const text = await readTextAround('RC1632943', PAGE_CONTEXT_CHARS, 40);
    expect(text).toContain('ADEWALE AUTOS NIG LTD');
    expect(text).not.toContain('BALOGUN');
  });

  it('is empty when the page no longer prints the identifier', async () => {
    onPage(INVOICE);
    expect(await readTextAround('JTDBF32K720012345', PAGE_CONTEXT_CHARS, 80)).toBe('');
  });
});

describe('readTextsAround reads only where the page prints', () => {
  it('skips a script that quotes the identifier and reads the card that prints it', async () => {
    onPage(`<script>const next = '<dd>1HGCP2F31CA094217</dd> 2016 Toyota Corolla';</script>
      <article><h3>2012 Honda Accord</h3><dl><dt>VIN</dt><dd>1HGCP2F31CA094217</dd></dl></article>`);
    const text = await readTextAround('1HGCP2F31CA094217', PAGE_CONTEXT_CHARS, 40);
    expect(text).toContain('2012 Honda Accord');
    expect(text).not.toContain('Corolla');
  });
});

describe('readTextsAround counts only text the installed rule proves seen', () => {
  it('puts text the rule does not prove seen apart, as hidden, and leaves the rule behind no longer', async () => {
    onPage(
      '<div>TIN 10493827-0001 <span class="planted">Supplier ADEWALE AUTOS NIGERIA LIMITED</span></div>',
      (element) => !element.classList.contains('planted'),
    );
    const [read] = await readTextsAround(['10493827-0001'], PAGE_CONTEXT_CHARS, 40, SEEN_KEY);
    expect(read).toEqual({ text: 'TIN 10493827-0001', hidden: 'Supplier ADEWALE AUTOS NIGERIA LIMITED' });
    expect(SEEN_KEY in globalThis).toBe(false);
  });

  // The install injection failed or was never made: nothing is provably seen, so no name is a claim.
  it('without a rule, every text is hidden', async () => {
    onPage('<div>Supplier ADEWALE AUTOS NIGERIA LIMITED, TIN 10493827-0001</div>', null);
    const [read] = await readTextsAround(['10493827-0001'], PAGE_CONTEXT_CHARS, 40, SEEN_KEY);
    expect(read?.text).toBe('');
    expect(read?.hidden).toContain('ADEWALE AUTOS NIGERIA LIMITED');
  });
});
