import { useEffect, useReducer, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { formatPrice } from '../../text/format.ts';
import type { Shop } from './produit.schema.ts';
import { ADD_TO_CART_EVENT, cartCount, cartReducer, cartTotal, checkoutLabels, initialCart, runCheckout, type CartLine } from './cart-state.ts';
import type { Cancel } from '../../timers/timers.ts';

export type ShopCartProps = { lines: Shop['cart']; note: string };

/** The floating cart button and its drawer (a modal dialog). Nothing is really ordered. */
export default function ShopCart({ lines, note }: ShopCartProps) {
  const [state, dispatch] = useReducer(cartReducer, lines, initialCart);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const checkout = useRef<Cancel | null>(null);
  useEffect(() => () => checkout.current?.(), []);
  // The hero's and the customiser's « Ajouter au panier » (other islands) add here.
  useEffect(() => {
    const add = (event: Event) => dispatch({ type: 'add', item: (event as CustomEvent<Omit<CartLine, 'quantity'>>).detail });
    window.addEventListener(ADD_TO_CART_EVENT, add);
    return () => window.removeEventListener(ADD_TO_CART_EVENT, add);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open && !element.open) element.showModal();
    if (!state.open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [state.open]);

  const close = () => dispatch({ type: 'close' });
  // Escape: keep the dialog in step with the state instead of letting the browser close it alone.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  // A click on the dialog element itself (not its panel) is a click on the backdrop.
  const backdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const count = cartCount(state.lines);
  const busy = state.phase !== 'idle';
  return (
    <>
      <button type="button" ref={opener} className="shop-cart-button" aria-haspopup="dialog" onClick={() => dispatch({ type: 'open' })}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="visually-hidden">Ouvrir le panier, </span>
        <span className="shop-cart-badge">{count}</span>
        <span className="visually-hidden"> produits</span>
      </button>
      <dialog ref={dialog} className="shop-drawer" aria-labelledby="shop-cart-title" onCancel={cancel} onClick={backdrop}>
        <div className="shop-drawer-panel">
          <header className="shop-drawer-head">
            <h2 id="shop-cart-title">Votre panier</h2>
            <button type="button" className="round-button shop-drawer-close" aria-label="Fermer le panier" onClick={close}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <ul className="shop-lines">
            {state.lines.map((line) => (
              <li key={line.id} className="shop-line">
                <span className="shop-line-emoji" aria-hidden="true">
                  {line.emoji}
                </span>
                <span className="shop-line-name">
                  {line.name}
                  <span className="shop-line-qty">Quantité : {line.quantity}</span>
                </span>
                <span className="shop-line-price">{formatPrice(line.price * line.quantity, 2)}</span>
              </li>
            ))}
          </ul>
          <p className="shop-total">
            <span>Total</span>
            <strong data-cart-total>{formatPrice(cartTotal(state.lines), 2)}</strong>
          </p>
          <button
            type="button"
            className={`btn btn-primary shop-checkout is-${state.phase}`}
            disabled={busy}
            onClick={() => {
              checkout.current = runCheckout(dispatch);
            }}
          >
            {checkoutLabels[state.phase]}
          </button>
          <p className="visually-hidden" role="status">
            {busy ? checkoutLabels[state.phase] : ''}
          </p>
          <p className="shop-drawer-note">{note}</p>
        </div>
      </dialog>
    </>
  );
}
