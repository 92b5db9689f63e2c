import { Picture } from '../images/Picture.tsx';
import { previewAlt, previewPath } from './preview-images.ts';

export interface ShowcaseDemo {
  path: string;
  title: string;
}

/**
 * Screenshots of two demos in device frames: a desktop window, and a phone
 * overlapping its corner. `priority` marks the desktop screenshot as the
 * page's one image above the fold (preloaded, fetched first).
 */
export function DeviceShowcase({
  desktop,
  phone,
  priority = false,
  compact = false,
}: {
  desktop: ShowcaseDemo;
  phone: ShowcaseDemo;
  priority?: boolean;
  compact?: boolean;
}) {
  return (
    <div className={`showcase${compact ? ' showcase-compact' : ''}`}>
      <div className="showcase-desktop">
        <span className="showcase-bar" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <Picture
          src={previewPath(desktop.path, 'desktop')}
          alt={previewAlt(desktop.title, 'desktop')}
          sizes={compact ? '(min-width: 75rem) 460px, (min-width: 48rem) 42vw, 80vw' : '(min-width: 75rem) 500px, (min-width: 60rem) 40vw, 74vw'}
          priority={priority}
        />
      </div>
      <div className="showcase-phone">
        <Picture
          src={previewPath(phone.path, 'phone')}
          alt={previewAlt(phone.title, 'phone')}
          sizes={compact ? '(min-width: 75rem) 150px, (min-width: 48rem) 13vw, 24vw' : '(min-width: 75rem) 160px, (min-width: 60rem) 13vw, 26vw'}
        />
      </div>
    </div>
  );
}
