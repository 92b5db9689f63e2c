import { useEffect, useState } from 'react';
import { activeSection } from './scroll-spy.ts';

export type SectionNavProps = {
  sections: Array<{ id: string; label: string }>;
};

/** Right-side dots: follow the scroll and jump to a section. */
export default function SectionNav({ sections }: SectionNavProps) {
  const [active, setActive] = useState(sections[0]?.id);

  useEffect(() => {
    let queued = false;
    const update = () => {
      queued = false;
      const boxes = sections.flatMap(({ id }) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? [{ id, top: rect.top, bottom: rect.bottom }] : [];
      });
      setActive(activeSection(boxes, window.innerHeight));
    };
    const onScroll = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [sections]);

  return (
    <nav className="dot-nav" aria-label="Sections de la page">
      <ul>
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={id === active ? 'location' : undefined} data-label={label}>
              <span className="visually-hidden">{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
