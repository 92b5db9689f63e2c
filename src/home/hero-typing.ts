import { prefersReducedMotion } from '../ui/motion.ts';
import { runTyping } from '../ui/typing.ts';

// The hero's typing effect (it starts after 200 ms, one character every
// 50 ms, caret hidden at the end). The whole title stays in the HTML and in
// the accessibility tree: characters not typed yet are only transparent, so
// the heading's layout never changes. Reduced motion shows it at once.

const TYPING_PACE = { delayMs: 200, stepMs: 50 };

export function setUpTyping(): void {
  const title = document.querySelector<HTMLElement>('[data-typing]');
  if (!title) return;
  if (prefersReducedMotion()) {
    title.dataset.typingState = 'done';
    return;
  }
  const characters = Array.from(title.textContent ?? '');
  // The caret is the typed part's right border (CSS): it follows the text
  // without being a box of its own that would shift.
  const typed = document.createElement('span');
  const rest = document.createElement('span');
  typed.className = 'typing-typed';
  rest.className = 'typing-rest';
  rest.textContent = characters.join('');
  title.replaceChildren(typed, rest);
  title.dataset.typingState = 'typing';
  const show = (count: number) => {
    typed.textContent = characters.slice(0, count).join('');
    rest.textContent = characters.slice(count).join('');
  };
  runTyping(characters.length, show, { ...TYPING_PACE, onDone: () => (title.dataset.typingState = 'done') });
}
