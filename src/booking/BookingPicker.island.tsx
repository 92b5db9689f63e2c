import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Availability, BookingTexts } from './booking.schema.ts';
import { fetchBusy, insertBooking } from './booking-api.ts';
import { checkBookingFields, emptyBookingFields, type BookingFields } from './booking-form.ts';
import { describeSlotLabel, formatDay, labelSlots, type SlotLabel } from './slot-format.ts';
import { freeSlots, nextFreeSlots, type Interval } from './slots.ts';

export type BookingPickerProps = {
  /** content/booking.ts */
  availability: Availability;
  texts: BookingTexts;
  /** The owner's city, shown beside a time when the visitor's clock differs ('Paris'). */
  ownerCity: string;
  /** content/site.ts: where to write when booking is refused. */
  email: string;
};

type Phase = 'waiting' | 'loading' | 'ready' | 'unavailable';
const day = 86_400_000;
const fill = (text: string, name: string, value: string) => text.replace(`{${name}}`, value);

/**
 * The free call's slot picker. Its server HTML (and a browser without
 * JavaScript) says to use the contact form below; once awake it reads the
 * busy ranges, offers the free slots in the visitor's time zone, and books
 * one. The database decides: a slot taken meanwhile is refused there, and
 * the picker then offers the next free ones.
 */
export default function BookingPicker({ availability, texts, ownerCity, email }: BookingPickerProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [busy, setBusy] = useState<Interval[]>([]);
  const [now, setNow] = useState(0);
  const [zone, setZone] = useState(availability.timeZone);
  const [chosenDay, setChosenDay] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [fields, setFields] = useState<BookingFields>(emptyBookingFields);
  const [error, setError] = useState<{ field: keyof BookingFields; message: string }>();
  const [status, setStatus] = useState<{ text: string; next?: SlotLabel[]; booked?: boolean }>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const load = async (): Promise<Interval[] | undefined> => {
    const at = Date.now();
    try {
      const ranges = await fetchBusy(at, at + (availability.horizonDays + 2) * day);
      setBusy(ranges);
      setNow(at);
      return ranges;
    } catch {
      setPhase('unavailable');
      return undefined;
    }
  };
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || availability.timeZone);
    setPhase('loading');
    void load().then((ranges) => ranges && setPhase('ready'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the island wakes
  }, []);

  const days = phase === 'ready' ? labelSlots(freeSlots(availability, busy, now), zone, availability.timeZone, ownerCity) : [];
  const shownDay = days.find((entry) => entry.day === chosenDay) ?? days[0];
  const slot = shownDay?.slots.find((entry) => entry.start === chosen);
  const thisYear = now ? String(new Date(now).getUTCFullYear()) : undefined;
  const describe = (label: SlotLabel) => describeSlotLabel(label, thisYear);

  const choose = (label: SlotLabel) => {
    setChosenDay(label.day);
    setChosen(label.start);
  };
  const update = (field: keyof BookingFields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !slot) return;
    const problem = checkBookingFields(fields);
    setError(problem);
    if (problem) {
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setSending(true);
    const phone = fields.phone.trim();
    const answer = await insertBooking({
      starts_at: slot.start,
      name: fields.name.trim(),
      email: fields.email.trim(),
      ...(phone ? { phone } : {}),
      message: fields.message.trim(),
      source_page: location.pathname,
    });
    setSending(false);
    if (answer === 'booked') {
      setStatus({ booked: true, text: fill(texts.booked, 'slot', describe(slot)) });
      setFields(emptyBookingFields);
      setChosen(undefined);
      // Busy from now on, not once the database has been asked again: until
      // then the slot was still offered beside the message that it is booked.
      const start = Date.parse(slot.start);
      setBusy((ranges) => [...ranges, { start, end: start + availability.callMinutes * 60_000 }]);
      await load();
    } else if (answer === 'taken') {
      const ranges = (await load()) ?? busy;
      const after = Date.parse(slot.start);
      const next = labelSlots(nextFreeSlots(availability, ranges, Date.now(), after), zone, availability.timeZone, ownerCity).flatMap((entry) => entry.slots);
      setChosen(undefined);
      setStatus({
        text: next.length ? texts.taken : fill(texts.takenNoOther, 'email', email),
        next,
      });
    } else if (answer === 'limited') {
      setStatus({ text: fill(texts.limited, 'email', email) });
    } else {
      setStatus({ text: texts.failed });
    }
  };

  const field = (name: keyof BookingFields, label: string, props: Record<string, unknown>) => (
    <div className="form-field">
      <label htmlFor={`${id}${name}`}>
        {label}
        {props.required ? (
          <span className="form-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={`${id}${name}`}
        name={name}
        value={fields[name]}
        onChange={update(name)}
        aria-invalid={error?.field === name ? true : undefined}
        aria-describedby={error?.field === name ? `${id}error` : undefined}
        {...props}
      />
      {error?.field === name ? (
        <p id={`${id}error`} className="form-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="booking" data-phase={phase}>
      <h3 className="booking-title">{texts.title}</h3>
      <p>{texts.intro}</p>
      {phase === 'waiting' ? <p className="booking-fallback">{texts.withoutScript}</p> : null}
      {phase === 'loading' ? <p className="booking-loading">{texts.loading}</p> : null}
      {phase === 'unavailable' ? <p className="booking-fallback">{texts.unavailable}</p> : null}
      {phase === 'ready' && days.length === 0 ? <p>{texts.noSlot}</p> : null}
      {phase === 'ready' && shownDay ? (
        <form ref={formRef} className="booking-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Réserver un appel">
          {zone !== availability.timeZone ? <p className="booking-zone">{fill(texts.visitorZone, 'zone', zone.replace(/_/g, ' '))}</p> : null}
          <fieldset className="booking-days">
            <legend>Jour</legend>
            <div className="booking-options">
              {days.map((entry) => (
                <label key={entry.day} className="booking-option">
                  <input type="radio" name="day" value={entry.day} checked={entry.day === shownDay.day} onChange={() => setChosenDay(entry.day)} />
                  <span>{formatDay(entry.day, thisYear)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="booking-times">
            <legend>Heure, {formatDay(shownDay.day, thisYear)}</legend>
            <div className="booking-options">
              {shownDay.slots.map((entry) => (
                <label key={entry.start} className="booking-option">
                  <input type="radio" name="slot" value={entry.start} checked={entry.start === chosen} onChange={() => choose(entry)} />
                  <span>{entry.time}</span>
                  {entry.ownerTime ? <span className="booking-owner-time">{entry.ownerTime}</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
          {slot ? (
            <div className="booking-details">
              <p className="booking-chosen">Créneau choisi : {describe(slot)}</p>
              <div className="form-grid">
                {field('name', 'Nom', { type: 'text', autoComplete: 'name', required: true })}
                {field('email', 'E-mail', { type: 'email', autoComplete: 'email', required: true })}
                {field('phone', 'Téléphone', { type: 'tel', autoComplete: 'tel' })}
                {field('message', 'Votre projet', { type: 'text', required: true, placeholder: texts.projectPlaceholder })}
              </div>
              <button type="submit" className="btn btn-primary" aria-disabled={sending ? true : undefined}>
                {sending ? 'Réservation en cours…' : 'Réserver ce créneau'}
              </button>
            </div>
          ) : null}
        </form>
      ) : null}
      <div className="booking-status" role="status" aria-live="polite">
        {status ? <p className={status.booked ? 'booking-done' : 'booking-refused'}>{status.text}</p> : null}
        {status?.next?.length ? (
          <ul className="booking-next">
            {status.next.map((entry) => (
              <li key={entry.start}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    choose(entry);
                    setStatus(undefined);
                  }}
                >
                  {describe(entry)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
