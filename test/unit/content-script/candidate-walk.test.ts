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
