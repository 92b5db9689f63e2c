import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'supabase/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // Browser tests live beside their feature too, named *.browser.test.ts.
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Some tests run whole builds in a child process.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/global.ts'],
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
