import type { Content } from '../site/content-files.ts';
import { Island } from '../islands/Island.tsx';
import { cityOf } from '../../supabase/functions/_shared/zoned-time.ts';

/** Where every "Planifier mon appel gratuit" leads (/#rendez-vous): the slot picker, above the contact form, which stays the way without JavaScript. */
export const bookingAnchor = 'rendez-vous';

/** The free call's slot picker, in the contact section. */
export function BookingSection({ content }: { content: Content }) {
  const { availability, texts } = content.booking;
  return (
    <div id={bookingAnchor} className="contact-card booking-card">
      <Island name="BookingPicker" props={{ availability, texts, ownerCity: cityOf(availability.timeZone), email: content.site.email }} wake="visible" />
    </div>
  );
}
