import { useTabs } from '../shared/use-tabs.ts';
import { Picture } from '../../images/Picture.tsx';
import type { PreparedImage } from '../../images/image-types.ts';

/** How wide a painting is drawn: a third of the container, less the gaps and the frame (creative-portfolio.css). */
const artworkSizes = '(min-width: 74.5rem) 22rem, 29vw';

export type PaintingTabsProps = {
  categories: Array<{
    id: string;
    title: string;
    description: string;
    /** Each painting prepared by the build, with its text alternative. */
    images: Array<{ title: string; picture: PreparedImage; imageAlt: string }>;
  }>;
};

/** Portraits, Paysages, Abstractions: one active tab, Portraits first. */
export default function PaintingTabs({ categories }: PaintingTabsProps) {
  const { tabProps, panelProps } = useTabs('peinture', categories.length);
  return (
    <div className="tabs painting">
      <div role="tablist" aria-label="Thèmes des œuvres" className="tablist">
        {categories.map((category, index) => (
          <button key={category.id} className="tab" {...tabProps(index)}>
            {category.title}
          </button>
        ))}
      </div>
      {categories.map((category, index) => (
        <div key={category.id} className="tabpanel" {...panelProps(index)}>
          <p>{category.description}</p>
          <ul className="artworks">
            {category.images.map((image) => (
              <li key={image.title}>
                <figure className="artwork">
                  <div className="artwork-canvas">
                    <Picture image={image.picture} alt={image.imageAlt} sizes={artworkSizes} />
                  </div>
                  <figcaption>{image.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
