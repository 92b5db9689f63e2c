import type { ContentError } from '../site/content-errors.ts';
import type { LegalPage } from '../site/content-files.ts';

// A legal page's « Dernière mise à jour » is the date its text last changed:
// a consumer relies on it to know which terms applied when they ordered.
// Given the date each file last changed (its last commit, or today when it
// has changes not yet committed), this names the pages whose `updated` date
// is older than their text. Pages dated later than their last change are
// fine: the owner may date a change the day it takes effect.

/** One warning per legal page whose text changed after the date it states. */
export function findStaleLegalDates(pages: Pick<LegalPage, 'file' | 'updated'>[], changed: Record<string, string | undefined>): ContentError[] {
  return pages.flatMap((page) => {
    const last = changed[page.file];
    if (!last || last <= page.updated) return [];
    return [
      {
        file: page.file,
        field: 'updated',
        reason: `says ${page.updated}, but the text changed on ${last}: write the date of the last change (the page shows it as « Dernière mise à jour »)`,
      },
    ];
  });
}
