import type { BookingContentInput } from '../src/booking/booking.schema.ts';

// The free call: when it can be booked. Times are the owner's wall clock in
// `timeZone`; visitors see them in their own time zone. After a change, run
// `npm run booking:availability` so that the database (which refuses any
// other slot) knows it too (docs/booking.md). The owner's own calendar is
// not here: its private address is a secret (BOOKING_CALENDAR_URL).
export default {
  availability: {
    timeZone: 'Europe/Paris',
    callMinutes: 30,
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 21,
    weeklyHours: {
      monday: [
        { from: '09:30', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
      tuesday: [
        { from: '09:30', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
      wednesday: [{ from: '09:30', to: '12:00' }],
      thursday: [
        { from: '09:30', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
      friday: [{ from: '09:30', to: '12:00' }],
    },
    daysOff: ['2026-12-25', '2027-01-01'],
  },
  texts: {
    title: 'Planifier mon appel gratuit',
    intro: 'Choisissez un créneau : nous vous appelons à l’heure dite pour parler de votre projet, sans engagement.',
    noSlot: 'Aucun créneau n’est libre pour le moment. Écrivez-nous avec le formulaire ci-dessous : nous vous proposerons une date.',
    withoutScript: 'La réservation en ligne a besoin de JavaScript. Écrivez-nous avec le formulaire ci-dessous : nous vous proposerons un créneau.',
    loading: 'Chargement des créneaux libres…',
    unavailable: 'Les créneaux ne peuvent pas être chargés pour le moment. Écrivez-nous avec le formulaire ci-dessous : nous vous proposerons un créneau.',
    visitorZone: 'Heures de votre fuseau horaire ({zone}).',
    projectPlaceholder: 'Un site vitrine pour ma boutique',
    booked: 'Votre appel est réservé : {slot}. Nous vous appelons à l’heure dite.',
    taken: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Vos informations sont gardées : choisissez l’un des prochains créneaux libres.',
    takenNoOther: 'Ce créneau vient d’être réservé par quelqu’un d’autre, et aucun autre n’est libre. Écrivez-nous à {email} : nous vous proposerons une date.',
    limited: 'Trop de demandes en peu de temps. Réessayez dans une heure, ou écrivez-nous à {email}.',
    failed: 'La réservation n’a pas abouti. Vos informations sont gardées : veuillez réessayer.',
  },
  // The page the confirmation e-mail's cancel link opens.
  cancel: {
    title: 'Annuler mon appel gratuit',
    description: 'Annulez l’appel gratuit que vous avez réservé : le créneau est libéré et vous en recevez la confirmation par e-mail.',
    intro: 'Un empêchement ? Annulez votre appel : le créneau est libéré, et un e-mail vous le confirme.',
    withoutScript: 'L’annulation en ligne a besoin de JavaScript. Pour annuler, répondez simplement à l’e-mail de confirmation ou écrivez-nous à {email}.',
    button: 'Annuler mon appel',
    cancelled: 'Votre appel du {slot} est annulé. Un e-mail vous le confirme.',
    unknown: 'Ce lien d’annulation a déjà servi, ou l’appel a déjà commencé. Pour toute question, écrivez-nous à {email}.',
    failed: 'L’annulation n’a pas abouti. Veuillez réessayer dans un instant, ou écrivez-nous à {email}.',
    rebook: 'Choisir un autre créneau',
  },
} satisfies BookingContentInput;
