/** Icons' markup by name, as a page hands them to an island (`iconMarkups` in Icon.tsx). */
export type IconMarkups = Record<string, string>;

/**
 * An icon drawn from its markup: how an island shows one. The page renders
 * the SVG and hands it over in the island's props; the island imports only
 * this, not the icon set.
 */
export function IconMarkup({ svg, className }: { svg: string | undefined; className?: string | undefined }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />;
}
