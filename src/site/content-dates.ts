import { dataFiles, type Content, type DataKey } from './content-files.ts';

/** The newest of some ISO dates ('2025-10-28'); undefined when none is given. */
export function newestDate(dates: Array<string | undefined>): string | undefined {
  return dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
}

/** When the content files a page is made of last changed, for its sitemap entry. */
export function lastChanged(content: Content, ...sources: DataKey[]): string | undefined {
  return newestDate(sources.map((key) => content.fileDates[dataFiles[key].file]));
}
