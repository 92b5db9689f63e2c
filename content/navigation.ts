import type { NavigationInput } from '../src/site/site.schema.ts';

// Links of the header (top bar, floating pill bar, mobile menu) and of the
// footer's columns, and the cookie banner every page shows until the visitor
// chooses. `href` is a site path ('/a-propos/', '/#contact') or, with
// `external: true`, a full address.
export default {
  header: [
    { label: 'Services', href: '/#services' },
    { label: 'Réalisations', href: '/realisations/' },
    { label: 'À propos', href: '/a-propos/' },
    { label: 'Blog', href: '/blog/' },
    { label: 'Contact', href: '/#contact' },
  ],
  footer: [
    {
      title: 'Services',
      links: [
        { label: 'Landing page', href: '/#services' },
        { label: 'Site vitrine', href: '/#services' },
        { label: 'Site avec blog et SEO', href: '/#services' },
        { label: 'Voir toutes nos offres', href: '/nos-offres/' },
      ],
    },
    {
      title: 'Ressources',
      links: [
        { label: 'Blog', href: '/blog/' },
        { label: 'Nos réalisations', href: '/realisations/' },
        { label: 'À propos', href: '/a-propos/' },
      ],
    },
    {
      title: 'Aide',
      links: [
        { label: 'FAQ', href: '/#faq' },
        { label: 'Contact', href: '/#contact' },
        { label: 'Mentions légales', href: '/mentions-legales/' },
      ],
    },
  ],
  legal: [
    { label: 'Mentions légales', href: '/mentions-legales/' },
    { label: 'CGU', href: '/cgu/' },
    { label: 'CGV', href: '/cgv/' },
    { label: 'Politique de confidentialité', href: '/politique-confidentialite/' },
    { label: 'Résilier votre contrat', href: '/resiliation/' },
  ],
  callToAction: 'Demander un appel gratuit',
  consent: {
    title: 'Cookies de mesure d’audience',
    text: 'Avec votre accord, nous mesurons la fréquentation du site (Google Analytics) pour l’améliorer. Aucun cookie publicitaire.',
  },
} satisfies NavigationInput;
