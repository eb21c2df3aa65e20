/**
 * The candidate walk (linkedom) and its chunks (issue 43): a block is walked only when inside the root, which
 * only an inline root can leave (its text's block is above it); the chunks' cursor finds every node a match
 * touches, empty nodes and nodes shared by two matches included, in document order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { CandidateChunks } from '@/utils/content-script/scan/candidate-chunks';
import { CandidateWalk } from '@/utils/content-script/scan/candidate-walk';
import { candidatePatterns } from '@/utils/detect/candidate-shapes';

const VIN = '1HGCM82633A004352';
const PATTERNS = candidatePatterns(['vin', 'tin', 'cac']);

function blocksRead(html: string, root: (document: Document) => Element): string[] {
  const { document, window } = parseHTML(html);
  vi.stubGlobal(
    'NodeFilter',
    (window as unknown as { NodeFilter?: unknown }).NodeFilter ?? { SHOW_ELEMENT: 1, SHOW_TEXT: 4 },
  );
  vi.stubGlobal('Node', (window as unknown as { Node: unknown }).Node);
  const read: string[] = [];
  const walk = new CandidateWalk(root(document as unknown as Document), PATTERNS, {
    run: ({ block, nodes }) => read.push(`${block.localName}:${nodes.map((node) => node.data).join('')}`),
  });
  walk.step(() => false);
  return read;
}

afterEach(() => vi.unstubAllGlobals());

describe('CandidateWalk', () => {
  it('reads every candidate block of the document, in order', () => {
    const html = `<html><body><p>VIN ${VIN}</p><div>nothing here</div><li>RC 1234567</li></body></html>`;
    expect(blocksRead(html, (document) => document.documentElement)).toEqual([
      `p:VIN ${VIN}`,
      'li:RC 1234567',
    ]);
  });

  it('leaves the block above an inline root to that block, and reads the blocks inside a block root', () => {
    const html = `<html><body><p>Car <span id="s">${VIN}</span> <b>RC 1234567</b></p><div id="d"><p>${VIN}</p></div></body></html>`;
    expect(blocksRead(html, (document) => document.getElementById('s')!)).toEqual([]);
    expect(blocksRead(html, (document) => document.getElementById('d')!)).toEqual([`p:${VIN}`]);
  });
});

describe('CandidateWalk: skipped ancestors', () => {
  function parse(html: string): Document {
    const { document, window } = parseHTML(html);
    vi.stubGlobal('NodeFilter', { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
    vi.stubGlobal('Node', (window as unknown as { Node: unknown }).Node);
    return document as unknown as Document;
  }

  it('leaves out every row under a skipped ancestor, however deep, and reads the rows beside it', () => {
    const rows = (text: string) => Array.from({ length: 5 }, () => `<li>${text}</li>`).join('');
    const html = `<html><body><div><div aria-hidden="true"><section><ul>${rows(`VIN ${VIN}`)}</ul></section></div>
      <section><ul>${rows('RC 1234567')}</ul></section><div contenteditable><p>${VIN}</p></div></div></body></html>`;
    expect(blocksRead(html, (document) => document.documentElement)).toEqual(
      Array.from({ length: 5 }, () => 'li:RC 1234567'),
    );
  });

  it('asks an ancestor shared by many rows again after a pause: a page may hide it between slices', () => {
    // Over one chunk of rows, so the rows after the pause are found in a later chunk, under the same ancestors.
    const first = Array.from({ length: 1000 }, () => `<p>VIN ${VIN}</p>`).join('');
    const html = `<html><body><main><div id="outer"><section>${first}</section><section>${Array.from(
      { length: 3 },
      () => '<p>RC 1234567</p>',
    ).join('')}</section></div></main></body></html>`;
    const document = parse(html);
    const read: string[] = [];
    const walk = new CandidateWalk(document.documentElement, PATTERNS, {
      run: ({ nodes }) => read.push(nodes.map((node) => node.data).join('')),
    });
    expect(walk.step(() => true)).toBe(false);
    expect(read.length).toBeGreaterThan(0);
    document.getElementById('outer')!.setAttribute('hidden', '');
    while (!walk.step(() => false));
    expect(read).not.toContain('RC 1234567');
    // Asked again, not dropped: with the attribute gone, a new walk reads them.
    document.getElementById('outer')!.removeAttribute('hidden');
    const again: string[] = [];
    const fresh = new CandidateWalk(document.documentElement, PATTERNS, {
      run: ({ nodes }) => again.push(nodes.map((node) => node.data).join('')),
    });
    fresh.step(() => false);
    expect(again.filter((text) => text === 'RC 1234567')).toHaveLength(3);
  });
});

describe('CandidateChunks', () => {
  function touched(texts: readonly string[], size: number): number[] {
    const chunks = new CandidateChunks<number>(size);
    const out: number[] = [];
    texts.forEach((text, index) => {
      if (chunks.add(index, text)) chunks.read(PATTERNS, (node) => out.push(node));
    });
    chunks.read(PATTERNS, (node) => out.push(node));
    return [...new Set(out)];
  }

  it('reports each node a match touches: across nodes, after empty ones, two matches in one chunk', () => {
    const texts = [
      '',
      '',
      '1HGCM8',
      '',
      '2633A004352',
      ' and ',
      'RC 12',
      '34567',
      '',
      'plain',
      'TIN 12345678-0001',
    ];
    expect(touched(texts, 16_384)).toEqual([2, 3, 4, 6, 7, 10]);
  });

  it('wants its first read after 2 KB, then twice as much each time, up to 16 KB', () => {
    const chunks = new CandidateChunks<number>();
    const filled: number[] = [];
    let chars = 0;
    for (let node = 0; filled.length < 6; node++) {
      chars += 256;
      if (!chunks.add(node, 'x'.repeat(256))) continue;
      filled.push(chars);
      chars = 0;
      chunks.read(PATTERNS, () => {});
    }
    // A few seam characters are kept in each chunk after the first, so each later one fills a node sooner.
    expect(filled[0]).toBe(2048);
    expect(filled.slice(1).map((size) => Math.ceil(size / 1024) * 1024)).toEqual([
      4096, 8192, 16_384, 16_384, 16_384,
    ]);
  });

  it('finds the same nodes whatever the chunk size, the seam carrying a match across two chunks', () => {
    const texts = Array.from({ length: 60 }, (_, index) =>
      index % 7 === 3
        ? VIN.slice(0, 9)
        : index % 7 === 4
          ? VIN.slice(9)
          : index % 5 === 0
            ? ''
            : 'words and more words ',
    );
    const whole = touched(texts, 1_000_000);
    expect(whole.length).toBeGreaterThan(10);
    for (const size of [16, 64, 100, 333]) expect(touched(texts, size)).toEqual(whole);
  });
});
