import { runSequence, type Cancel, type Timers } from '../../timers/timers.ts';

// The demo cart drawer and its fake checkout (spec sections 3 and 4).

export interface CartLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  emoji: string;
}

export type CheckoutPhase = 'idle' | 'processing' | 'success';

export const checkoutLabels: Record<CheckoutPhase, string> = {
  idle: 'Passer commande',
  processing: 'Traitement en cours…',
  success: 'Commande validée\u202f!',
};

const PROCESSING_MS = 2000;
const SUCCESS_MS = 3000;

export interface CartState {
  lines: CartLine[];
  open: boolean;
  phase: CheckoutPhase;
}

export type CartAction = { type: 'open' } | { type: 'close' } | { type: 'checkout' } | { type: 'processed' } | { type: 'finished' };

export function initialCart(lines: CartLine[]): CartState {
  return { lines, open: false, phase: 'idle' };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false };
    case 'checkout':
      return state.phase === 'idle' && state.lines.length > 0 ? { ...state, phase: 'processing' } : state;
    case 'processed':
      return state.phase === 'processing' ? { ...state, phase: 'success' } : state;
    case 'finished':
      return state.phase === 'success' ? { ...state, phase: 'idle', open: false } : state;
  }
}

/** The badge shows the number of lines, not of items. */
export function cartCount(lines: CartLine[]): number {
  return lines.length;
}

/** Sum of price × quantity, rounded to the cent. */
export function cartTotal(lines: CartLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.price * line.quantity * 100, 0)) / 100;
}

/** 'Passer commande' → 2 s 'Traitement en cours…' → 3 s 'Commande validée !' → idle, drawer closed. */
export function runCheckout(dispatch: (action: CartAction) => void, timers?: Timers): Cancel {
  dispatch({ type: 'checkout' });
  return runSequence(
    [
      { after: PROCESSING_MS, run: () => dispatch({ type: 'processed' }) },
      { after: SUCCESS_MS, run: () => dispatch({ type: 'finished' }) },
    ],
    timers,
  );
}
