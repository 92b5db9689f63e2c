import { ADD_TO_CART_EVENT, type CartLine } from './cart-state.ts';

/** Sends an item to the cart island (ShopCart listens on window). */
export function addToCart(item: Omit<CartLine, 'quantity'>): void {
  window.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: item }));
}
