import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three tiers, each a project: `npm run test:unit` is the inner loop;
// `npm test` runs them all.
//   unit         pure functions and components: no process, no build, no server
//   integration  builds, processes, databases, servers, the real content
//   browser      the built site in Chromium
// A test that checked nothing fails: a loop over content that filtered
// everything out would otherwise pass.
const checked = { requireAssertions: true };
// Each tier's files run one after another in shared worker processes
// (`isolate: false` below): a process per file cost a whole run here 80 s
// of CPU. A file sets up what it needs in its own hooks (docs/testing.md).

export default defineConfig({
  test: {
    // Two test files at a time even on two cores (vitest's default would be
    // one): the browser and server tests spend most of their time waiting.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The generated lists of src/ are current whichever way the tests start.
    globalSetup: ['tests/setup/registry.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          expect: checked,
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/_shared/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          expect: checked,
          isolate: false,
          include: [
            '**/*.integration.test.ts',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'supabase/functions/notify-contact/**/*.test.ts',
            'supabase/functions/sync-busy/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          environment: 'node',
          // The real site, built once per run for the tests that read it.
          globalSetup: ['tests/setup/real-site.ts'],
          // Whole builds, databases and servers.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          isolate: false,
          include: ['src/**/*.browser.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/global.ts'],
          // Concurrent tests of a file (pages, journeys) two at a time: a page
          // left open costs CPU while its animations run, so on two cores a
          // third at a time only stretches the others (whole run here: 706 s
          // with two, 718 s with one; 791 s with three, with one more file's
          // journeys).
          maxConcurrency: 2,
          // A condition a test waits for may take a few seconds on a busy
          // machine (two test files and Chromium share two cores).
          expect: { ...checked, poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // In CI, a browser test that fails is run once more before the run
          // fails (as Playwright's own runner does there): with the whole
          // suite on two cores, a page's load or frame can stall for tens of
          // seconds. The report says "(retry x1)" beside a retried test it
          // lists (those over 300 ms: a browser test nearly always is); one
          // that fails twice fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
