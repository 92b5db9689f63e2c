import { Island } from '../islands/Island.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import type { Content } from '../site/content-files.ts';
import { definePage } from '../site/page.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { bookingAnchor } from './BookingSection.tsx';
import { cityOf } from '../../supabase/functions/_shared/zoned-time.ts';

// Where the booked call's confirmation e-mail sends a visitor who cannot
// come: the secret is in the link's fragment. Not for search engines.
const path = '/rendez-vous/annuler/';
const head = ({ booking }: Content) => ({ title: booking.cancel.title, description: booking.cancel.description, path, noindex: true });
const crumbs = ({ booking }: Content) => breadcrumbTrail({ name: booking.cancel.title, path });

export default definePage({
  routes: () => [{ path, data: undefined }],
  head: ({ content }) => head(content),
  styles: ['booking/booking.css'],
  jsonLd: ({ content }) => innerPageJsonLd(content, head(content), crumbs(content)),
  Component: ({ content }) => {
    const { availability, cancel } = content.booking;
    return (
      <>
        <PageIntro crumbs={crumbs(content)} title={cancel.title} lead={cancel.intro} />
        <section className="container contact-card" aria-label={cancel.title}>
          <Island
            name="BookingCancel"
            props={{
              texts: cancel,
              ownerZone: availability.timeZone,
              ownerCity: cityOf(availability.timeZone),
              email: content.site.email,
              bookingPath: `/#${bookingAnchor}`,
            }}
            wake="load"
          />
        </section>
      </>
    );
  },
});
