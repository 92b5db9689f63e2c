import { fileURLToPath } from 'node:url';

/** The repository's folder, wherever a command or a test runs from. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
