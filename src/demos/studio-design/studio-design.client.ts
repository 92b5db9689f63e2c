// The studio demo's own browser code: the intro's phrase changes every 3 s
// until the visitor pauses it; with reduced motion it stays on the first.

import { prefersReducedMotion } from '../../ui/motion.ts';
import { runIntro } from './studio-state.ts';

const intro = document.querySelector<HTMLElement>('[data-studio-intro]');
const pause = intro?.querySelector<HTMLButtonElement>('.studio-pause');
// Still, the phrase needs no button; this runs as the page is first drawn.
if (pause && prefersReducedMotion()) pause.remove();
else if (intro && pause) {
  const phrases = JSON.parse(intro.dataset.phrases ?? '[]') as string[];
  const labels = { pause: pause.textContent ?? '', resume: pause.dataset.resumeLabel ?? '' };
  let index = 0;
  const show = (next: number) => {
    index = next;
    // A new element, so that its entrance animation plays again.
    const current = intro.querySelector<HTMLElement>('.studio-phrase')!;
    const phrase = current.cloneNode() as HTMLElement;
    phrase.dataset.phraseIndex = String(next);
    phrase.textContent = phrases[next] ?? '';
    current.replaceWith(phrase);
  };
  let stop: (() => void) | undefined = runIntro(phrases.length, show);
  pause.dataset.ready = '';
  pause.addEventListener('click', () => {
    const paused = stop !== undefined;
    if (stop) {
      stop();
      stop = undefined;
    } else {
      stop = runIntro(phrases.length, show, index);
    }
    pause.setAttribute('aria-pressed', String(paused));
    pause.textContent = paused ? labels.resume : labels.pause;
  });
}
