// A legal page's « Dernière mise à jour » is the date its text last changed:
// a consumer relies on it to know which terms applied when they ordered.
// It follows the file's history (its last commit, or the day of an edit not
// yet committed), so the owner never has to remember it. A page may state
// a later date (`updated:`), the day a change takes effect. A copy of the
// site without its history knows only its files' times, as new as the
// copy: there the date the page states wins.

/** The date a legal page shows, or undefined when nothing dates it. */
export function legalPageDate(stated: string | undefined, changed: string | undefined, fromHistory: boolean): string | undefined {
  if (!fromHistory) return stated ?? changed;
  if (!stated) return changed;
  if (!changed) return stated;
  return stated > changed ? stated : changed;
}
