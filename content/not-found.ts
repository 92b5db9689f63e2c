import type { NotFoundInput } from '../src/not-found/not-found.schema.ts';

// The page shown, with status 404, for an address the site does not have.
export default {
  title: 'Page introuvable',
  description: "Cette page n'existe pas ou a été déplacée. Retournez à l'accueil d'Éclosion Web.",
  heading: 'Oups ! Page introuvable',
  text: "La page demandée n'existe pas ou a été déplacée.",
} satisfies NotFoundInput;
