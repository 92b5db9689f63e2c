import type { ReactNode } from 'react';
import type { Crumb } from '../seo/jsonld.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

/** The opening block of an inner page: breadcrumb, title, lead paragraph, optional actions. */
export function PageIntro({ crumbs, eyebrow, title, lead, children }: { crumbs?: Crumb[]; eyebrow?: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        {crumbs && <Breadcrumb crumbs={crumbs} />}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children && <div className="actions">{children}</div>}
      </div>
    </section>
  );
}
