/** What island props may hold: values that survive JSON.stringify unchanged. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
