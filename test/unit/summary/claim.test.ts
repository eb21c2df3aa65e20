import { describe, expect, it } from 'vitest';
import { resultPageHref } from '@/utils/summary/claim';

describe("the address of a result's summary and report", () => {
  it('names the answer by its id alone: its claims travel with the answer, never in the address', () => {
    const href = resultPageHref('summary', 'abc 1');
    expect(href).toBe('/summary.html?id=abc+1');
    expect(resultPageHref('report', 'id1')).toBe('/report.html?id=id1');
  });
});
