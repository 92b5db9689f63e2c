import type { Link } from '../site/site.schema.ts';

/** Whether a navigation link points at the page being rendered (or a page below it). */
function isActive(href: string, path: string): boolean {
  if (href.includes('#') || href === '/') return false;
  return path === href || path.startsWith(href);
}

/**
 * aria-current: "page" on the link to this very page, "true" on the link to
 * the section it belongs to (the blog, on an article); both are highlighted.
 */
function currentOf(href: string, path: string): 'page' | 'true' | undefined {
  if (!isActive(href, path)) return undefined;
  return path === href ? 'page' : 'true';
}

export function NavLinks({ links, path, className }: { links: Link[]; path: string; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = currentOf(link.href, path);
        return (
          <li key={link.label}>
            <a href={link.href} aria-current={current} className={current ? 'is-active' : undefined}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
