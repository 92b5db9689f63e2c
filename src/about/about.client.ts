// The about page's own browser code: its blocks rise into view as they come near.

import { setUpReveal } from './reveal.ts';

setUpReveal();
