import type { ReactNode } from 'react';
import type { RevealEffect } from './reveal.ts';

/**
 * A section of a page introduced by its heading: an eyebrow above it and a
 * lead below when given, then the content, in the page container (with the
 * `container` classes added: `narrow`…). The heading (`titleId`) names the
 * section for assistive technologies. `reveal` brings the section in as it
 * is first seen (src/ui/reveal.ts; the page's script sets it up).
 */
export function Section({
  id,
  className,
  titleId,
  eyebrow,
  title,
  lead,
  container,
  reveal,
  children,
}: {
  id?: string;
  className: string;
  titleId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  container?: string;
  reveal?: RevealEffect;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId} data-reveal={reveal}>
      <div className={container ? `container ${container}` : 'container'}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={titleId}>{title}</h2>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
