// Imported first by build/index.ts, before React loads: React's development
// build renders about a quarter slower and warns about nothing useful here.
process.env.NODE_ENV ??= 'production';
