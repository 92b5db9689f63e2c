import { prefersReducedMotion } from '../ui/motion.ts';

// The hero's typing effect (spec: starts after 200 ms, one character every
// 50 ms, caret hidden at the end). The whole title stays in the HTML and in
// the accessibility tree: characters not typed yet are only transparent, so
// the heading's layout never changes. Reduced motion shows it at once.

const TYPING_DELAY_MS = 200;
const TYPING_STEP_MS = 50;

type SetTimer = (run: () => void, ms: number) => unknown;

/**
 * Shows characters 1…length at the spec's pace (character k at
 * 200 + 50·k ms), then calls `done` one step after the last one.
 */
export function scheduleTyping(length: number, show: (count: number) => void, done: () => void, setTimer: SetTimer = setTimeout): void {
  let count = 0;
  const tick = () => {
    if (count < length) {
      count += 1;
      show(count);
      setTimer(tick, TYPING_STEP_MS);
    } else {
      done();
    }
  };
  setTimer(() => setTimer(tick, TYPING_STEP_MS), TYPING_DELAY_MS);
}

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
  scheduleTyping(
    characters.length,
    (count) => {
      typed.textContent = characters.slice(0, count).join('');
      rest.textContent = characters.slice(count).join('');
    },
    () => (title.dataset.typingState = 'done'),
  );
}
