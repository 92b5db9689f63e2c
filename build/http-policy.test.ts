import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, hashSource, headerRules, maxHeaderLine, renderHeadersFile } from './http-policy.ts';

// Cloudflare Pages keeps 2,000 characters of a _headers line: a longer
// policy must stop the build rather than ship cut.

const hashes = (count: number) => Array.from({ length: count }, (_, index) => hashSource(`.page-${index} { color: red }`));

describe('the _headers file', () => {
  test('a policy with Supabase, analytics and a few pages of their own styles fits in one line', () => {
    const input = { styleHashes: hashes(10), supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co', analytics: true };
    const text = renderHeadersFile(headerRules(input));
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(maxHeaderLine);
    expect(text).toContain(contentSecurityPolicy(input));
  });

  test('a policy over 2,000 characters stops the build with the header, its length and the fix', () => {
    const input = { styleHashes: hashes(40), supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co', analytics: true };
    const length = `  Content-Security-Policy: ${contentSecurityPolicy(input)}`.length;
    expect(length).toBeGreaterThan(maxHeaderLine);
    expect(() => renderHeadersFile(headerRules(input))).toThrow(
      `_headers: the Content-Security-Policy line of /* is ${length.toLocaleString('en')} characters, over the 2,000 Cloudflare Pages keeps (it would cut the rest silently). It holds 40 style hashes`,
    );
  });
});
