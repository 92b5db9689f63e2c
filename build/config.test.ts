import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { build } from './build.ts';
import { findConfigErrors } from './config.ts';

// SUPABASE_ANON_KEY ships to every visitor: the build takes the public key only.

const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature';
const supabaseUrl = 'https://ref.supabase.co';

describe('the Supabase key the build ships', () => {
  test('refuses a secret key, naming the variable and the fix, and writes nothing', async () => {
    const out = `/dev/shm/eclosion-config-${randomUUID().slice(0, 8)}`;
    const result = await build({ out, config: { supabaseUrl, supabaseAnonKey: 'sb_secret_abc123' } });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^SUPABASE_ANON_KEY: this is a secret key \(sb_secret_…\)/);
    expect(result.message).toContain('Project Settings → API');
    expect(result.message).toMatch(/1 setting error; nothing was built\.$/);
    expect(existsSync(out)).toBe(false);
  });

  test.each([
    ['service_role', jwt({ iss: 'supabase', role: 'service_role' }), 'its role is "service_role"'],
    ['authenticated', jwt({ role: 'authenticated' }), 'its role is "authenticated"'],
    ['no role', jwt({ iss: 'supabase' }), 'it names no role'],
  ])('refuses a JWT whose role is %s', (_, key, reason) => {
    expect(findConfigErrors({ supabaseUrl, supabaseAnonKey: key })).toEqual([
      expect.stringContaining(`SUPABASE_ANON_KEY: this JWT is not the anon key (${reason})`),
    ]);
  });

  test.each([
    ['an anon JWT', jwt({ iss: 'supabase', ref: 'ref', role: 'anon' })],
    ['a publishable key', 'sb_publishable_abc123'],
    ['no key (the local stand-in)', undefined],
  ])('takes %s', (_, key) => {
    expect(findConfigErrors({ supabaseUrl, supabaseAnonKey: key })).toEqual([]);
  });
});
