import { useState } from 'react';
import { togglePanel } from './ui-state.ts';
import { Picture } from '../../images/Picture.tsx';
import type { PreparedImage } from '../../images/image-types.ts';
import { useStyles } from '../../ui/style-rules.ts';

/** How wide a photo is drawn, per layout (src/demos/shared/gallery.css). */
const photoSizes = {
  strip: '(min-width: 28rem) 18rem, 78vw',
  grid: '(min-width: 72rem) 17rem, (min-width: 40rem) 30vw, 45vw',
};

export type PhotoGalleryProps = {
  photos: Array<{
    id: string;
    title: string;
    background: string;
    series?: string;
    /** The picture, prepared by the build, with its text alternative. */
    picture: PreparedImage;
    imageAlt: string;
    /** Already formatted for display. */
    exif: { camera: string; lens: string; settings: string; location: string; date: string };
  }>;
  /** Filter buttons by series (photographer page); none on the creative demo. */
  series?: Array<{ id: string; title: string }>;
  layout: 'strip' | 'grid';
};

/** Photos with their technical data: one panel open at a time, a second click closes it. */
export default function PhotoGallery({ photos, series, layout }: PhotoGalleryProps) {
  const styled = useStyles();
  const [open, setOpen] = useState<string | null>(null);
  const [filter, setFilter] = useState<string | null>(null);
  const shown = filter ? photos.filter((photo) => photo.series === filter) : photos;

  return (
    <div className="gallery" data-layout={layout}>
      {series && (
        <div className="gallery-filters" role="group" aria-label="Filtrer par série">
          {[{ id: null, title: 'Toutes' }, ...series].map((item) => (
            <button
              key={item.id ?? 'all'}
              type="button"
              className="chip"
              aria-pressed={filter === item.id}
              onClick={() => {
                setFilter(item.id);
                setOpen(null);
              }}
            >
              {item.title}
            </button>
          ))}
        </div>
      )}
      <ul className="gallery-list">
        {shown.map((photo) => {
          const isOpen = open === photo.id;
          return (
            <li key={photo.id} className="gallery-item" data-open={isOpen}>
              <button
                type="button"
                className="gallery-photo"
                aria-expanded={isOpen}
                aria-controls={`exif-${photo.id}`}
                onClick={() => setOpen((current) => togglePanel(current, photo.id))}
              >
                <span {...styled({ background: photo.background }, 'gallery-art')}>
                  <Picture image={photo.picture} alt={photo.imageAlt} sizes={photoSizes[layout]} />
                </span>
                <span className="gallery-title">{photo.title}</span>
                <span className="gallery-hint">{isOpen ? 'Masquer les réglages' : 'Voir les réglages'}</span>
              </button>
              <div className="exif" id={`exif-${photo.id}`} hidden={!isOpen}>
                <p className="exif-heading">Données techniques</p>
                <dl>
                  <div>
                    <dt>Appareil</dt>
                    <dd>{photo.exif.camera}</dd>
                  </div>
                  <div>
                    <dt>Objectif</dt>
                    <dd>{photo.exif.lens}</dd>
                  </div>
                  <div>
                    <dt>Réglages</dt>
                    <dd>{photo.exif.settings}</dd>
                  </div>
                  <div>
                    <dt>Lieu</dt>
                    <dd>{photo.exif.location}</dd>
                  </div>
                  <div>
                    <dt>Date</dt>
                    <dd>{photo.exif.date}</dd>
                  </div>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
