import type { Content } from '../site/content-files.ts';
import { Island } from '../islands/Island.tsx';

/** Where every "Planifier mon appel gratuit" leads (/#rendez-vous): the slot picker, above the contact form, which stays the way without JavaScript. */
export const bookingAnchor = 'rendez-vous';

/** The free call's slot picker, in the contact section. */
export function BookingSection({ content }: { content: Content }) {
  const { availability, texts } = content.booking;
  const ownerCity = (availability.timeZone.split('/').at(-1) ?? availability.timeZone).replace(/_/g, ' ');
  return (
    <div id={bookingAnchor} className="contact-card booking-card">
      <Island name="BookingPicker" props={{ availability, texts, ownerCity, email: content.site.email }} wake="visible" />
    </div>
  );
}
