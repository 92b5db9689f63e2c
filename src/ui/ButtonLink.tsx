/**
 * The looks of `.btn`: `primary` and `secondary` on any page
 * (src/ui/components.css); `light` and `ghost` on the demos' dark grounds
 * (src/demos/shared/demo-page.css). A page may instead give a look of its own
 * in `className` (`co-btn`).
 */
type ButtonLook = 'primary' | 'secondary' | 'light' | 'ghost';

/** A link drawn as a button: where it goes, how it looks and what it says, in one line. */
export function ButtonLink({ look, className, href, label }: { look?: ButtonLook; className?: string; href: string; label: string }) {
  const classes = ['btn', look && `btn-${look}`, className].filter(Boolean).join(' ');
  return (
    <a className={classes} href={href}>
      {label}
    </a>
  );
}
