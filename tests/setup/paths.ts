import { createHash } from 'node:crypto';
import { projectRoot } from '../../scripts/project-root.ts';

/**
 * Test builds go to memory (/dev/shm): this machine's disk slows down when
 * thousands of files are deleted and recreated again and again. One folder
 * per checkout, so two checkouts can test at once.
 */
export const testRoot = `/dev/shm/eclosion-test-${createHash('sha1').update(projectRoot).digest('hex').slice(0, 8)}`;
