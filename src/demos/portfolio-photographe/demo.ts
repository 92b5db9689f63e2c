import { defineDemo } from '../shared/define-demo.ts';
import { photographerSchema } from './portfolio-photographe.schema.ts';

export default defineDemo({ schema: photographerSchema });
