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
