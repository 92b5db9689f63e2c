import { defineDemo } from '../shared/define-demo.ts';
import { creativePortfolioSchema } from './portfolio-creatif.schema.ts';

export default defineDemo({ schema: creativePortfolioSchema });
