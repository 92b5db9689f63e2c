import { useEffect, useState } from 'react';
import { cancelBooking } from './booking-api.ts';
import type { CancelTexts } from './booking.schema.ts';
import { describeSlotLabel, labelSlots } from './slot-format.ts';

export type BookingCancelProps = {
  texts: CancelTexts;
  /** content/booking.ts's time zone, and its city, shown beside a time when the visitor's clock differs. */
  ownerZone: string;
  ownerCity: string;
  /** content/site.ts: where to write when the link cannot cancel. */
  email: string;
  /** Where the slot picker is (/#rendez-vous). */
  bookingPath: string;
};

type State = { phase: 'waiting' | 'ready' | 'sending' } | { phase: 'cancelled'; slot: string } | { phase: 'unknown' | 'failed' };

// The secret of a cancel link: a UUID, after the '#' so that no server and no log receives it.
const tokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fill = (text: string, name: string, value: string) => text.replace(`{${name}}`, value);

/**
 * Where the confirmation e-mail's cancel link leads. Its server HTML (and a
 * browser without JavaScript) says to answer the e-mail instead; awake, it
 * reads the secret from the address and cancels on one press. The database
 * frees the slot once and tells both by e-mail.
 */
export default function BookingCancel({ texts, ownerZone, ownerCity, email, bookingPath }: BookingCancelProps) {
  const [state, setState] = useState<State>({ phase: 'waiting' });
  const [token, setToken] = useState('');

  useEffect(() => {
    const secret = decodeURIComponent(location.hash.slice(1)).trim();
    setToken(secret);
    setState({ phase: tokenPattern.test(secret) ? 'ready' : 'unknown' });
  }, []);

  const cancel = async () => {
    if (state.phase === 'sending') return;
    setState({ phase: 'sending' });
    const answer = await cancelBooking(token);
    if (typeof answer === 'object') {
      const start = Date.parse(answer.cancelled);
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ownerZone;
      const [day] = labelSlots([{ start, end: start }], zone, ownerZone, ownerCity);
      setState({ phase: 'cancelled', slot: describeSlotLabel(day!.slots[0]!, String(new Date().getUTCFullYear())) });
    } else setState({ phase: answer });
  };

  const canPress = state.phase === 'ready' || state.phase === 'sending' || state.phase === 'failed';
  return (
    <div className="booking booking-cancel" data-phase={state.phase}>
      {state.phase === 'waiting' ? <p className="booking-fallback">{fill(texts.withoutScript, 'email', email)}</p> : null}
      {canPress ? (
        <button type="button" className="btn btn-primary" onClick={() => void cancel()} aria-disabled={state.phase === 'sending' ? true : undefined}>
          {state.phase === 'sending' ? 'Annulation en cours…' : texts.button}
        </button>
      ) : null}
      <div className="booking-status" role="status" aria-live="polite">
        {state.phase === 'cancelled' ? (
          <>
            <p className="booking-done">{fill(texts.cancelled, 'slot', state.slot)}</p>
            <p>
              <a className="btn btn-secondary" href={bookingPath}>
                {texts.rebook}
              </a>
            </p>
          </>
        ) : null}
        {state.phase === 'unknown' ? <p className="booking-refused">{fill(texts.unknown, 'email', email)}</p> : null}
        {state.phase === 'failed' ? <p className="booking-refused">{fill(texts.failed, 'email', email)}</p> : null}
      </div>
    </div>
  );
}
