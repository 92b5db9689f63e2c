// The home page's own browser code: the hero's typing, and the sections
// drawn as they come near (shown 100 ms after they are 10 % visible,
// 100 px ahead).

import { setUpReveals } from '../ui/reveal.ts';
import { setUpTyping } from './hero-typing.ts';
import { setUpLazySections } from '../ui/lazy-sections.ts';

setUpTyping();
setUpLazySections();
setUpReveals({ threshold: 0.1, rootMargin: '100px', delayMs: 100 });
