import type { ReactNode } from 'react';

/**
 * A home section the browser skips rendering until it nears the viewport
 * (content-visibility, 400 px reserved), then fades in 100 ms after it shows
 * (src/home/lazy-sections.ts). Its content is always in the HTML.
 */
export function LazySection({ id, title, lead, soft, children }: { id: string; title: string; lead: string; soft?: boolean; children: ReactNode }) {
  return (
    <section id={id} className={`section lazy-section${soft ? ' section-soft' : ''}`} aria-labelledby={`${id}-title`} data-lazy-section>
      <div className="container lazy-content">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
