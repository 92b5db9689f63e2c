/** Build-time settings, from environment variables (README, "Configuration"). */
export interface BuildConfig {
  /** Public origin for canonical URLs; content/site.ts's when unset. */
  siteUrl?: string;
  /** Supabase project; unset means the local stand-in on the serving origin. */
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** Google Analytics 4 measurement ID; unset means no analytics code at all. */
  gaId?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    siteUrl: value('SITE_URL'),
    supabaseUrl: value('SUPABASE_URL'),
    supabaseAnonKey: value('SUPABASE_ANON_KEY'),
    gaId: value('GA_ID'),
  };
}

/** What the role claim of a JSON Web Token says, or undefined when `key` is not one. */
function jwtRole(key: string): { role?: unknown } | undefined {
  const parts = key.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? { role: (payload as { role?: unknown }).role } : {};
  } catch {
    return {};
  }
}

/**
 * Settings that must not ship: SUPABASE_ANON_KEY ends up in every visitor's
 * browser, so it must be the public key (a `sb_publishable_` key, or a JWT
 * whose role is `anon`), never a secret or service_role key, which bypasses
 * row-level security and reads every request. One English line each.
 */
export function findConfigErrors(config: BuildConfig): string[] {
  const key = config.supabaseAnonKey;
  if (!key) return [];
  const fix = 'use the "anon" / "publishable" key of Project Settings → API (docs/supabase.md), never the service_role or secret one';
  if (key.startsWith('sb_secret_'))
    return [`SUPABASE_ANON_KEY: this is a secret key (sb_secret_…), which would ship to every visitor and bypass row-level security: ${fix}.`];
  const claims = jwtRole(key);
  if (claims && claims.role !== 'anon') {
    const role = typeof claims.role === 'string' ? `its role is "${claims.role.slice(0, 40)}"` : 'it names no role';
    return [`SUPABASE_ANON_KEY: this JWT is not the anon key (${role}); it would ship to every visitor: ${fix}.`];
  }
  return [];
}
