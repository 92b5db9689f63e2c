// A moment as French text reads it, on a given clock: 'mardi 1er décembre
// 2026' (the day and its month held together), '14 h 30'. Web APIs only.

/** 'mardi 8 décembre 2026' and '14 h 30', on the clock of `timeZone`. */
export function frenchClock(date: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = parts.day === '1' ? '1er' : parts.day;
  return { day: `${parts.weekday} ${day}\u00a0${parts.month} ${parts.year}`, time: `${Number(parts.hour)}\u00a0h\u00a0${parts.minute}` };
}
