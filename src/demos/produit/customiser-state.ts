import { globalTimers, type Cancel, type Timers } from '../../timers/timers.ts';

// 'Personnalisation en direct': a colour choice shows the updating indicator for
// 1.2 s with a flash, a logo choice for 1.5 s with a bounce.

const COLOUR_UPDATE_MS = 1200;
const LOGO_UPDATE_MS = 1500;

export type Updating = 'colour' | 'logo' | null;

export interface CustomiserState {
  colour: string;
  logo: string;
  updating: Updating;
}

export type CustomiserAction = { type: 'colour'; name: string } | { type: 'logo'; name: string } | { type: 'settled' };

export function customiserReducer(state: CustomiserState, action: CustomiserAction): CustomiserState {
  switch (action.type) {
    case 'colour':
      return { ...state, colour: action.name, updating: 'colour' };
    case 'logo':
      return { ...state, logo: action.name, updating: 'logo' };
    case 'settled':
      return { ...state, updating: null };
  }
}

function updateDuration(updating: Exclude<Updating, null>): number {
  return updating === 'colour' ? COLOUR_UPDATE_MS : LOGO_UPDATE_MS;
}

/** Ends the indicator after its duration; a new choice cancels the previous timer (the caller calls Cancel). */
export function scheduleSettle(updating: Exclude<Updating, null>, dispatch: (action: CustomiserAction) => void, timers: Timers = globalTimers): Cancel {
  const handle = timers.setTimeout(() => dispatch({ type: 'settled' }), updateDuration(updating));
  return () => timers.clearTimeout(handle);
}
