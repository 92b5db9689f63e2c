import { useTabs } from '../shared/use-tabs.ts';

export type PaintingTabsProps = {
  categories: Array<{ id: string; title: string; description: string; images: Array<{ title: string; icon: string; background: string }> }>;
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
                  <div className="artwork-canvas" style={{ background: image.background }} role="img" aria-label={`Toile «\u00a0${image.title}\u00a0»`}>
                    <span aria-hidden="true">{image.icon}</span>
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
