import { defineDemo } from '../shared/define-demo.ts';
import { catererSchema } from './traiteur-evenementiel.schema.ts';

export default defineDemo({ schema: catererSchema });
