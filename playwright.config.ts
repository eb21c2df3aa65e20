import { defineConfig } from '@playwright/test';

/**
 * Specs whose assertions compare the pace of two things in one browser (a flood beside the scanner, the first
 * viewport before the rest of a large page): they run after the rest, one browser at a time, so a neighbour's
 * load cannot tilt what they compare.
 */
const ALONE = [
  'hostile-flood.spec.ts',
  'scan-window.spec.ts',
  'content-large-page.spec.ts',
  'first-screen.spec.ts',
  'first-frame-marks.spec.ts',
];

export default defineConfig({
  testDir: 'test/e2e',
  // Two browsers at once: each test spends most of its ~4 s launch waiting on Chromium (its first policy read),
  // not on the CPU, so two share the two cores well. Files run in parallel; tests inside a file in order.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test's duration as JSON, for test/support/e2e-times.ts (where the wall time goes).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-times.json' }]],
  outputDir: 'test-results',
  projects: [
    { name: 'shared', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['shared'] },
  ],
});
