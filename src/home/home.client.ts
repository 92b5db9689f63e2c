// The home page's own browser code: the hero's typing and the sections
// drawn as they come near.

import { setUpTyping } from './hero-typing.ts';
import { setUpLazySections } from './lazy-sections.ts';

setUpTyping();
setUpLazySections();
