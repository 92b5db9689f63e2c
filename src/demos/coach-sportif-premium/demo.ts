import { defineDemo } from '../shared/define-demo.ts';
import { coachSchema } from './coach-sportif-premium.schema.ts';

export default defineDemo({ schema: coachSchema });
