import { defineDemo } from '../shared/define-demo.ts';
import { shopSchema } from './produit.schema.ts';

export default defineDemo({ schema: shopSchema });
