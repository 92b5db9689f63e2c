// The caterer demo's own browser code: the chef's portrait takes its colours
// once 30 % visible, 50 px ahead.

import { setUpReveals } from '../../ui/reveal.ts';

setUpReveals({ threshold: 0.3, rootMargin: '50px' });
