import type { NotFoundInput } from '../src/not-found/not-found.schema.ts';

// The page shown, with status 404, for an address the site does not have.
// The heading is the spec's, in English.
export default {
  title: 'Page introuvable',
  description: "Cette page n'existe pas ou a été déplacée. Retournez à l'accueil d'Éclosion Web.",
  heading: 'Oops! Page not found',
  text: "La page demandée n'existe pas ou a été déplacée.",
} satisfies NotFoundInput;
