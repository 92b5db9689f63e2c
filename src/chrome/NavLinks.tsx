import type { Link } from '../site/site.schema.ts';

/** Whether a navigation link points at the page being rendered (or a page below it). */
export function isActive(href: string, path: string): boolean {
  if (href.includes('#') || href === '/') return false;
  return path === href || path.startsWith(href);
}

export function NavLinks({ links, path, className }: { links: Link[]; path: string; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActive(link.href, path);
        return (
          <li key={link.label}>
            <a href={link.href} aria-current={active ? 'page' : undefined} className={active ? 'is-active' : undefined}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
