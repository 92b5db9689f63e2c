import * as z from 'zod';
import { colour, emoji, euros, gradient, iconName, slug as id, template, text } from '../../site/fields.ts';
import { demoPageHead } from '../shared/demo-parts.schema.ts';

// Static data of the e-commerce demo (/produit/, content/demos/produit.ts).
// Spec section 3 names its fields.

const price = euros.multipleOf(0.01, { message: 'expected at most two decimals' });

const productTypes = ['sweat', 'cap', 'bag', 'hoodie'] as const;

export const shopSchema = z.strictObject({
  hero: z.strictObject({
    /** Its line in the cart: the same id as a line of `cart` adds one more of it. */
    id,
    name: text,
    emoji,
    subtitle: text,
    description: text,
    price,
    oldPrice: price,
    hint: text,
    /** The T-shirt's name for assistive technologies; {name} is the product's. */
    mockupLabel: template('name'),
    perks: z.array(z.strictObject({ icon: iconName, title: text, text: text })).min(1),
  }),
  products: z.array(z.strictObject({ id, name: text, price, type: z.enum(productTypes), emoji, gradient })).min(1),
  colours: z.array(z.strictObject({ name: text, value: colour, gradient, textColor: colour })).min(1),
  logos: z
    .array(
      z.strictObject({
        name: text,
        emoji,
        /** Added to the T-shirt's price, in euros. */ surcharge: z.number().nonnegative().multipleOf(0.01),
        none: z.boolean().default(false),
      }),
    )
    .min(2, { message: "expected a 'Sans logo' option and at least one logo" })
    .refine((logos) => logos.filter((logo) => logo.none).length === 1, { message: "expected exactly one option with none: true ('Sans logo')" }),
  defaults: z.strictObject({ colour: text, logo: text }),
  cart: z.array(z.strictObject({ id, name: text, price, quantity: z.number().int().positive(), emoji })).min(1),
  closing: z.strictObject({ headline: text, text: text }),
  /** The texts of the page around the data above, and the labels its islands show. */
  page: z.strictObject({
    ...demoPageHead,
    /** The demonstration, described to search engines: {brand} is the agency, {product} the hero's name. */
    about: z.strictObject({ name: text, description: template('brand', 'product') }),
    collectionEyebrow: text,
    collectionLead: text,
    customLead: text,
    updatingColour: text,
    updatingLogo: text,
    closingEyebrow: text,
    cartNote: text,
  }),
});

export type ShopInput = z.input<typeof shopSchema>;
export type Shop = z.output<typeof shopSchema>;
