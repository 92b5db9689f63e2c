import type { BlogInput } from '../src/blog/blog.schema.ts';

// The blog's own texts: its index page (/blog/), the heading of the call to
// action under every article (each article writes the rest), and the page shown for an article that does not exist. The
// articles are the Markdown files of content/blog/.
export default {
  index: {
    title: 'Blog : conseils pour votre site web',
    description:
      'Prix, délais, référencement local, choix du bon format de site : nos conseils concrets pour les indépendants, artisans et petites entreprises.',
    heading: 'Le blog',
    lead: "Des réponses claires aux questions que l'on se pose avant de lancer son site.",
  },
  // The groups of the blog's index, in this order; an article names its
  // own with `pillar:` in its front matter. Add one here to start a group.
  pillars: ['Avant de vous lancer', 'Guides pratiques'],
  article: {
    // Before the date of an article's last revision (`updatedDate:`).
    updated: 'mis à jour le',
  },
  callToAction: {
    title: "Besoin d'aide pour votre projet ?",
  },
  notFound: {
    title: 'Article non trouvé',
    description: "Cet article n'existe pas ou a été déplacé. Retrouvez tous nos conseils sur le blog d'Éclosion Web.",
    text: "Cet article n'existe pas ou a été déplacé.",
  },
} satisfies BlogInput;
