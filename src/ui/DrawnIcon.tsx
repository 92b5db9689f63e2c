/** One shape of an icon: its element and attributes (`['path', { d: 'M4 9…' }]`). */
export type IconShape = [tag: 'path' | 'circle' | 'rect' | 'line', attributes: Record<string, string>];

/** Icons' shapes by name, as a page hands them to an island (`iconShapeSet` in icon-set.ts). */
export type IconShapeSet = Record<string, IconShape[]>;

/**
 * An icon drawn from its shapes: how every icon is drawn, and how an island
 * shows one. The page hands an island the shapes in its props (plain data,
 * no markup: the security policy lets no HTML string into the page), so
 * the island imports only this, not the icon set. Lucide's frame: a 24-unit
 * box, drawn with the text's colour, sized by CSS (1em by default).
 */
export function DrawnIcon({ shapes, className }: { shapes: IconShape[] | undefined; className?: string | undefined }) {
  return (
    <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {(shapes ?? []).map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    </span>
  );
}
