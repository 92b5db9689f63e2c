import type { ReactNode } from 'react';
import type { Crumb } from '../seo/jsonld.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

/** The opening block of an inner page: breadcrumb, title, lead paragraph, optional actions, and an optional visual beside them. */
export function PageIntro({
  crumbs,
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  crumbs?: Crumb[];
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const text = (
    <>
      {crumbs && <Breadcrumb crumbs={crumbs} />}
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children && <div className="actions">{children}</div>}
    </>
  );
  return (
    <section className="page-intro">
      {aside ? (
        <div className="container split page-intro-split">
          <div>{text}</div>
          {aside}
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}
