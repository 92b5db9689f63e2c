import type { Home } from '../../home/home.schema.ts';
import type { Site } from '../../site/site.schema.ts';
import { fillIn } from '../../text/fill-in.ts';

/**
 * What every demo starts with (demo-header.css): a line saying that the
 * page is a demonstration made by the agency, with a link to its offers,
 * then the '← Retour' pill back to the home page. A demo gives the pill its
 * colours through --back-ink, --back-surface and --back-surface-hover on its
 * root element.
 */
export function DemoHeader({ site, notice, backLabel = 'Retour' }: { site: Site; notice: Home['portfolio']['notice']; backLabel?: string }) {
  return (
    <>
      <p className="demo-notice">
        {fillIn(notice.text, { brand: site.brand })} <a href="/nos-offres/">{notice.offersLink}</a>
      </p>
      <a className="demo-back" href="/">
        <span aria-hidden="true">←</span>
        {` ${backLabel}`}
      </a>
    </>
  );
}
