// The privacy policy speaks of audience measurement only when the site
// measures it (a GA_ID is set): its Markdown may hold parts for either case,
// between lines that any Markdown preview hides:
//
//   <!-- avec mesure d'audience -->
//   Avec votre accord uniquement, nous mesurons la fréquentation…
//   <!-- fin -->
//   <!-- sans mesure d'audience -->
//   Ce site ne mesure pas son audience.
//   <!-- fin -->
//
// Any legal page may use them. The build keeps the parts of its case.

const opening = /^<!--\s*(avec|sans) mesure d['’]audience\s*-->\s*$/;
const closing = /^<!--\s*fin\s*-->\s*$/;

/** The Markdown with the parts of the other case removed, or why it cannot be read. */
export function keepAudienceParts(markdown: string, analytics: boolean): { text: string } | { error: string } {
  const kept: string[] = [];
  let open: { kind: string; line: number } | undefined;
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const start = opening.exec(line.trim());
    if (start) {
      if (open) return { error: `line ${index + 1}: « ${line.trim()} » inside the part opened on line ${open.line}: close that one first with <!-- fin -->` };
      open = { kind: start[1]!, line: index + 1 };
      continue;
    }
    if (closing.test(line.trim())) {
      if (!open)
        return { error: `line ${index + 1}: <!-- fin --> closes no part (open one with <!-- avec mesure d'audience --> or <!-- sans mesure d'audience -->)` };
      open = undefined;
      continue;
    }
    if (!open || (open.kind === 'avec') === analytics) kept.push(line);
  }
  if (open) return { error: `line ${open.line}: the part opened here has no <!-- fin --> line` };
  return { text: kept.join('\n') };
}
