import { expect, test } from 'vitest';
import { shippedPackages, thirdPartyNotices } from './bundle-notices.ts';

test('names each package the bundle read, scoped ones included, once', () => {
  expect(
    shippedPackages([
      'src/chrome/chrome.client.ts',
      'node_modules/react/index.js',
      'node_modules/react/cjs/react.production.js',
      'node_modules/@supabase/auth-js/dist/module/index.js',
    ]),
  ).toEqual(['node_modules/@supabase/auth-js', 'node_modules/react']);
});

test("gives each shipped package's name, version and licence text", () => {
  const notices = thirdPartyNotices(process.cwd(), ['node_modules/react/index.js']);
  expect(notices).toMatch(/^react \d+\.\d+\.\d+ \(MIT\)$/m);
  expect(notices).toContain('Permission is hereby granted');
});
