/**
 * Right-side dots that jump to each section; src/demos/portfolio-creatif/section-nav.ts marks
 * the one under the middle of the screen. Plain HTML: no React to load for it.
 */
export function SectionNav({ sections, label }: { sections: Array<{ id: string; label: string }>; label: string }) {
  return (
    <nav className="dot-nav" aria-label={label} data-section-nav>
      <ul>
        {sections.map(({ id, label }, index) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={index === 0 ? 'location' : undefined} data-label={label}>
              <span className="visually-hidden">{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
