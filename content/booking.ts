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
  },
} satisfies BookingContentInput;
