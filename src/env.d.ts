// Values the build writes into the browser bundles (build/bundle.ts, `define`).
declare const __SUPABASE_URL__: string;
declare const __SUPABASE_ANON_KEY__: string;
declare const __GA_ID__: string;

declare module 'virtual:islands' {
  import type { ComponentType } from 'react';
  export const islands: Record<string, () => Promise<{ default: ComponentType<Record<string, unknown>> }>>;
}
