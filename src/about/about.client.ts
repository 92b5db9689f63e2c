// The about page's own browser code: its blocks rise into view once 20 % visible.

import { setUpReveals } from '../ui/reveal.ts';

setUpReveals({ threshold: 0.2 });
