import { defineDemo } from '../shared/define-demo.ts';
import { studioDesignSchema } from './studio-design.schema.ts';

export default defineDemo({ schema: studioDesignSchema });
