// The creative portfolio's own browser code: its section menu follows the reading.

import { setUpSectionNav } from './section-nav.ts';

setUpSectionNav();
