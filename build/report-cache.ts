import { createHash } from 'node:crypto';
import { hashKey, type Cache } from './cache.ts';
import { gzipSize } from './report.ts';

/**
 * gzipSize through the build cache, by a hash of the bytes: hashing is
 * about twenty times cheaper than compressing, and most pages and assets
 * are the bytes of the previous build (the blog index of a large blog, a
 * few megabytes, took 60 ms to compress at every build).
 */
export function createCachedGzipSize(cache: Cache): (data: Uint8Array) => number {
  return (data) => {
    const key = hashKey('gzip-size', createHash('sha1').update(data).digest('hex'));
    const known = Number(cache.get(key));
    if (Number.isInteger(known) && known > 0) return known;
    const size = gzipSize(data);
    cache.set(key, String(size));
    return size;
  };
}
