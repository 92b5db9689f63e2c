import { runSequence, type Cancel, type Timers } from '../../timers/timers.ts';

// The demo cart drawer and its fake checkout.

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
  success: 'Commande simulée\u202f!',
};

const PROCESSING_MS = 2000;
const SUCCESS_MS = 3000;

export interface CartState {
  lines: CartLine[];
  open: boolean;
  phase: CheckoutPhase;
}

export type CartAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'add'; item: Omit<CartLine, 'quantity'> }
  | { type: 'checkout' }
  | { type: 'processed' }
  | { type: 'finished' };

/**
 * The event the hero's and the customiser's buttons send the cart, which is
 * another island: its detail is the item added (`Omit<CartLine, 'quantity'>`).
 */
export const ADD_TO_CART_EVENT = 'eclosion:shop-add';

export function initialCart(lines: CartLine[]): CartState {
  return { lines, open: false, phase: 'idle' };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false };
    case 'add': {
      // The same item again is one more of it; the drawer opens on what was added.
      const known = state.lines.some((line) => line.id === action.item.id);
      const lines = known
        ? state.lines.map((line) => (line.id === action.item.id ? { ...line, quantity: line.quantity + 1 } : line))
        : [...state.lines, { ...action.item, quantity: 1 }];
      return state.phase === 'idle' ? { ...state, lines, open: true } : state;
    }
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

/** 'Passer commande' → 2 s 'Traitement en cours…' → 3 s 'Commande simulée !' → idle, drawer closed. */
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
