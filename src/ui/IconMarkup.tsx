/**
 * An icon drawn from its markup (`iconMarkup` in Icon.tsx): how an island
 * shows one. The page renders the SVG and hands it over in the island's
 * props; the island imports only this, not the icon set.
 */
export function IconMarkup({ svg, className }: { svg: string; className?: string | undefined }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
