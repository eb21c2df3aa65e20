/**
 * The sample a frame gives for its country: the title, the first and the last of what it prints (footers
 * hold addresses and phone numbers), never scripts, styles or text hidden from readers, and bounded on any page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { readPageSample } from '@/utils/content-script/read/page-sample';

function documentOf(html: string): Document {
  const { document, window } = parseHTML(html);
  const own = window as unknown as Record<string, unknown>;
  vi.stubGlobal('Node', own.Node);
  vi.stubGlobal('NodeFilter', own.NodeFilter ?? { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  return document as unknown as Document;
}

afterEach(() => vi.unstubAllGlobals());

describe('readPageSample', () => {
  it('reads the title, the text and the language, skipping scripts, styles and hidden text', () => {
    const document = documentOf(
      '<html lang="en-ZW"><head><title>Quotation</title></head><body><h1>Harare Motors</h1>' +
        '<script>var lagos = "Lagos";</script><style>.naira{}</style><p aria-hidden="true">Abuja</p>' +
        '<p>Tel +263 242 700 123</p></body></html>',
    );
    const sample = readPageSample(document, 8192);
    expect(sample.lang).toBe('en-ZW');
    expect(sample.text).toContain('Quotation');
    expect(sample.text).toContain('Harare Motors');
    expect(sample.text).toContain('+263 242 700 123');
    expect(sample.text).not.toMatch(/Lagos|naira|Abuja/);
  });

  it('reads the language from a content-language meta when the root has none', () => {
    const document = documentOf(
      '<html><head><meta http-equiv="Content-Language" content="ja"></head><body><p>お問い合わせ</p></body></html>',
    );
    expect(readPageSample(document, 8192).lang).toBe('ja');
  });

  it('on a long page, takes its first and its last text and stays within the limit', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `<p>Row ${index} of the register</p>`).join('');
    const document = documentOf(
      `<html><body><header>Kigali Auto Traders</header>${rows}<footer>KG 7 Ave, Kigali · RRA TIN 102345678 · +250 788 000 000</footer></body></html>`,
    );
    const sample = readPageSample(document, 2000);
    expect(sample.text.length).toBeLessThanOrEqual(2000);
    expect(sample.text).toContain('Kigali Auto Traders');
    expect(sample.text).toContain('+250 788 000 000');
    expect(sample.text).not.toContain('Row 2500 ');
  });

  it('on a short page, reads each text once', () => {
    const document = documentOf('<html><body><p>Lagos</p><p>₦ 4,500,000</p></body></html>');
    const { text } = readPageSample(document, 8192);
    expect(text.match(/Lagos/g)).toHaveLength(1);
    expect(text.match(/₦/g)).toHaveLength(1);
  });

  it('visits a bounded number of nodes on a page of empty text nodes', () => {
    const blanks = '<i> </i>'.repeat(20_000);
    const document = documentOf(
      `<html><body><p>Start</p>${blanks}<p>Middle</p>${blanks}<p>End of page</p></body></html>`,
    );
    const { text } = readPageSample(document, 8192);
    expect(text).toContain('Start');
    expect(text).toContain('End of page');
    expect(text).not.toContain('Middle');
  });
});
