/**
 * Where the e2e wall time goes: per spec and the slowest tests, from the JSON report playwright.config.ts
 * writes (test-results/e2e-times.json). Run after an e2e run: `npx tsx test/support/e2e-times.ts [file]`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface JsonSuite {
  file?: string;
  title: string;
  specs?: { title: string; file: string; tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: JsonSuite[];
}

export interface TestTime {
  file: string;
  title: string;
  ms: number;
  status: string;
}

/** Every test's duration (its last try), in report order. */
export function testTimes(report: { suites: JsonSuite[] }): TestTime[] {
  const times: TestTime[] = [];
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (last) times.push({ file: spec.file, title: spec.title, ms: last.duration, status: last.status });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return times;
}

/** Seconds per spec file, slowest first. */
export function specTotals(times: readonly TestTime[]): { file: string; tests: number; seconds: number }[] {
  const totals = new Map<string, { tests: number; ms: number }>();
  for (const { file, ms } of times) {
    const total = totals.get(file) ?? { tests: 0, ms: 0 };
    total.tests++;
    total.ms += ms;
    totals.set(file, total);
  }
  return [...totals]
    .map(([file, { tests, ms }]) => ({ file, tests, seconds: Math.round(ms / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const path = process.argv[2] ?? 'test-results/e2e-times.json';
  const times = testTimes(JSON.parse(readFileSync(path, 'utf8')) as { suites: JsonSuite[] });
  const total = times.reduce((sum, time) => sum + time.ms, 0);
  console.log(`${times.length} tests, ${(total / 60_000).toFixed(1)} min of test time`);
  for (const spec of specTotals(times))
    console.log(`${spec.seconds.toFixed(1).padStart(7)} s  ${spec.tests}  ${spec.file}`);
  console.log('slowest tests:');
  for (const time of [...times].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(time.ms / 1000).toFixed(1).padStart(7)} s  ${time.file} › ${time.title}`);
  }
}
