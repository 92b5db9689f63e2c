// The creative portfolio's own browser code: its section menu follows the
// reading, and its jumps land on the sections below, laid out in full.

import { setUpLazySections } from '../../ui/lazy-sections.ts';
import { setUpSectionNav } from './section-nav.ts';

setUpLazySections();
setUpSectionNav();
