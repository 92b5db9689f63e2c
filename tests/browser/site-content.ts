import type * as z from 'zod';
import { dataFiles, type DataKey } from '../../src/site/content-files.ts';
// The owner's content as the build reads it: each file of content/ checked
// by its schema (src/site/content-files.ts), so that its texts come typeset
// as the pages show them. Tests of the real site take from here what they
// expect a page to show, and check what holds for any valid content: never
// a count, price, name or sentence of the owner's written in the test.

const projectRoot = new URL('../../', import.meta.url);
const files = Object.fromEntries(
  await Promise.all(
    (Object.keys(dataFiles) as DataKey[]).map(async (key) => [
      key,
      ((await import(new URL(dataFiles[key].file, projectRoot).href)) as { default: unknown }).default,
    ]),
  ),
) as Record<DataKey, unknown>;

type SiteContent = { [K in DataKey]: z.output<(typeof dataFiles)[K]['schema']> };

export const content = Object.fromEntries((Object.keys(dataFiles) as DataKey[]).map((key) => [key, dataFiles[key].schema.parse(files[key])])) as SiteContent;
