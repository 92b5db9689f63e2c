/**
 * The '← Retour' pill of every demo, back to the home page (back-link.css).
 * A demo gives it its colours through --back-ink, --back-surface and
 * --back-surface-hover on its root element.
 */
export function BackLink({ label = 'Retour' }: { label?: string }) {
  return (
    <a className="demo-back" href="/">
      <span aria-hidden="true">←</span>
      {` ${label}`}
    </a>
  );
}
