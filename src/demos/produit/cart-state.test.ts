import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartCount, cartReducer, cartTotal, checkoutLabels, initialCart, runCheckout, type CartAction, type CartState } from './cart-state.ts';

const lines = [
  { id: 't-shirt', name: 'T-Shirt Signature', price: 29.99, quantity: 1, emoji: '👕' },
  { id: 'casquette', name: 'Casquette Premium', price: 24.99, quantity: 1, emoji: '🧢' },
];

describe('cart', () => {
  test('counts lines, not items, for the badge', () => {
    expect(cartCount(lines)).toBe(2);
    expect(cartCount([{ ...lines[0]!, quantity: 3 }])).toBe(1);
  });

  test('totals price times quantity to the cent', () => {
    expect(cartTotal(lines)).toBe(54.98);
    expect(cartTotal([{ ...lines[0]!, quantity: 3 }, lines[1]!])).toBe(114.96);
    expect(cartTotal([{ ...lines[0]!, price: 0.1, quantity: 3 }])).toBe(0.3);
  });

  test('starts closed and idle, opens and closes', () => {
    const state = initialCart(lines);
    expect(state).toEqual({ lines, open: false, phase: 'idle' });
    const open = cartReducer(state, { type: 'open' });
    expect(open.open).toBe(true);
    expect(cartReducer(open, { type: 'close' }).open).toBe(false);
  });

  test('has a label for each checkout phase', () => {
    expect(checkoutLabels).toEqual({ idle: 'Passer commande', processing: 'Traitement en cours…', success: 'Commande simulée\u202f!' });
  });

  test('ignores a second checkout while one runs', () => {
    const processing: CartState = { lines, open: true, phase: 'processing' };
    expect(cartReducer(processing, { type: 'checkout' })).toBe(processing);
  });
});

describe('checkout sequence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run() {
    let state: CartState = { ...initialCart(lines), open: true };
    const dispatch = (action: CartAction) => {
      state = cartReducer(state, action);
    };
    const cancel = runCheckout(dispatch);
    return { cancel, get: () => state };
  }

  test('processes for 2 s, shows success for 3 s, then goes idle and closes the drawer', () => {
    const checkout = run();
    expect(checkout.get().phase).toBe('processing');
    vi.advanceTimersByTime(1999);
    expect(checkout.get().phase).toBe('processing');
    vi.advanceTimersByTime(1);
    expect(checkout.get()).toMatchObject({ phase: 'success', open: true });
    vi.advanceTimersByTime(2999);
    expect(checkout.get().phase).toBe('success');
    vi.advanceTimersByTime(1);
    expect(checkout.get()).toMatchObject({ phase: 'idle', open: false });
  });

  test('stops when cancelled', () => {
    const checkout = run();
    checkout.cancel();
    vi.advanceTimersByTime(10_000);
    expect(checkout.get().phase).toBe('processing');
  });
});

test('adding an item opens the cart on it, and the same item again is one more of it', () => {
  const item = { id: 'sweat', name: 'Sweat', price: 49.99, emoji: '🧥' };
  const once = cartReducer(initialCart(lines), { type: 'add', item });
  expect(once.open).toBe(true);
  expect(once.lines.at(-1)).toEqual({ ...item, quantity: 1 });
  const twice = cartReducer(once, { type: 'add', item });
  expect(twice.lines).toHaveLength(once.lines.length);
  expect(twice.lines.at(-1)!.quantity).toBe(2);
});

test('nothing is added while a checkout runs', () => {
  const busy = { ...initialCart(lines), phase: 'processing' as const };
  expect(cartReducer(busy, { type: 'add', item: { id: 'x', name: 'X', price: 1, emoji: '🧢' } })).toBe(busy);
});
