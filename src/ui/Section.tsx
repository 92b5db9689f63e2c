import type { ReactNode } from 'react';

/**
 * A section of a page introduced by its heading: an eyebrow above it and a
 * lead below when given, then the content, in the page container. The
 * heading (`titleId`) names the section for assistive technologies.
 */
export function Section({
  id,
  className,
  titleId,
  eyebrow,
  title,
  lead,
  children,
}: {
  id?: string;
  className: string;
  titleId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={titleId}>{title}</h2>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
