import type { ReactNode } from 'react';

/**
 * A section of a page introduced by its heading: an eyebrow above it and a
 * lead below when given, then the content, in the page container (with the
 * `container` classes added: `narrow`…). The heading (`titleId`) names the
 * section for assistive technologies. Data attributes go on the section:
 * `data-reveal` (src/about/reveal.ts), `data-lazy-section`
 * (src/home/lazy-sections.ts).
 */
export function Section({
  id,
  className,
  titleId,
  eyebrow,
  title,
  lead,
  container,
  children,
  ...data
}: {
  id?: string;
  className: string;
  titleId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  container?: string;
  children: ReactNode;
  [attribute: `data-${string}`]: true;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId} {...data}>
      <div className={container ? `container ${container}` : 'container'}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={titleId}>{title}</h2>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
