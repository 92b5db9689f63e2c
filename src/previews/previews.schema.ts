import * as z from 'zod';
import { demoSources } from '../demos/demo-sources.ts';

const demoPaths = demoSources.map((demo) => demo.path);

/** The path of a demo that has a preview ('/produit/'). */
export const demoPathSchema = z.string().refine((path) => demoPaths.includes(path), {
  message: `expected the path of a demo: ${demoPaths.join(', ')}`,
});
