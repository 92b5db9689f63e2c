import type { ReactNode } from 'react';
import { Section } from '../ui/Section.tsx';

/**
 * A home section the browser skips rendering until it nears the viewport
 * (content-visibility, 400 px reserved; src/ui/lazy-sections.ts), whose
 * content then fades in (the `fade` reveal, set up by home.client.ts). Its
 * content is always in the HTML.
 */
export function LazySection({ id, title, lead, soft, children }: { id: string; title: ReactNode; lead: ReactNode; soft?: boolean; children: ReactNode }) {
  return (
    <Section
      id={id}
      className={soft ? 'section lazy-section section-soft' : 'section lazy-section'}
      titleId={`${id}-title`}
      title={title}
      lead={lead}
      container="lazy-content"
      reveal="fade"
    >
      {children}
    </Section>
  );
}
