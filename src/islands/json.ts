/** What island props may hold: values that survive JSON.stringify unchanged. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Refuses, at compile time, props that are not plain JSON (functions, Dates, children). */
export type JsonProps<P> = P extends Json ? P : never;
