import type { StudioDesignInput } from '../../src/demos/studio-design/studio-design.schema.ts';

// Static data of the design studio demo (/studio-design/).
export default {
  // Four phrases: creative team, free designers, visual spirit,
  // then the first again.
  phrases: ['Une équipe créative', 'Des designers passionnés', 'Un esprit visuel', 'Une équipe créative'],
  projects: [
    {
      id: 'maison-lumen',
      title: 'Maison Lumen',
      description: "Identité complète d'une bougie artisanale : logo, étiquettes et boutique en ligne.",
      image: '/images/art/studio/maison-lumen.svg',
      imageAlt: "Une bougie en pot allumée, à l’étiquette « Lumen » couleur chocolat",
      gradient: 'linear-gradient(135deg, #f59e0b, #b45309)',
    },
    {
      id: 'atelier-ondes',
      title: 'Atelier Ondes',
      description: "Affiches et programme d'un festival de musique en plein air, déclinés sur les réseaux.",
      image: '/images/art/studio/atelier-ondes.svg',
      imageAlt: "L’affiche du festival « Ondes » : un soleil rose et des ondes sonores, et son programme",
      gradient: 'linear-gradient(135deg, #7c3aed, #db2777)',
    },
    {
      id: 'verger-vif',
      title: 'Verger Vif',
      description: "Emballages colorés pour une gamme de jus pressés à froid d'un producteur local.",
      image: '/images/art/studio/verger-vif.svg',
      imageAlt: "Trois bouteilles de jus aux étiquettes pomme, orange et cerise",
      gradient: 'linear-gradient(135deg, #16a34a, #0f766e)',
    },
    {
      id: 'studio-nord',
      title: 'Studio Nord',
      description: "Site portfolio et charte graphique d'un cabinet d'architectes à Lille.",
      image: '/images/art/studio/studio-nord.svg',
      imageAlt: "Le site du cabinet d’architectes : un bâtiment à colonnes dessiné au trait",
      gradient: 'linear-gradient(135deg, #1e3a8a, #0891b2)',
    },
  ],
  posters: [
    { text: 'CRÉATIVITÉ', subtitle: "L'audace au service de vos idées", background: 'linear-gradient(135deg, #7c3aed, #db2777)' },
    { text: 'INNOVATION', subtitle: 'Des formes neuves pour des marques vivantes', background: 'linear-gradient(135deg, #0f766e, #2563eb)' },
    { text: 'DESIGN', subtitle: 'Chaque détail compte, chaque pixel raconte votre histoire', background: 'linear-gradient(135deg, #b45309, #be123c)' },
    { text: 'VISION', subtitle: "Voir plus loin que l'écran", background: 'linear-gradient(135deg, #1e293b, #6d28d9)' },
  ],
  process: [
    { icon: 'notebook-pen', title: 'Brief', text: 'Nous écoutons votre histoire, vos clients et vos envies.' },
    { icon: 'pencil', title: 'Croquis', text: 'Des pistes dessinées à la main, sans se censurer.' },
    { icon: 'palette', title: 'Palette', text: 'Couleurs, typographies et textures prennent forme.' },
    { icon: 'rocket', title: 'Finalisation', text: "Des fichiers prêts pour le web, l'impression et les réseaux." },
  ],
  testimonials: [
    { text: 'Ils ont compris notre univers en une seule réunion. Notre nouveau logo fait sourire nos clients.', author: 'Camille R.', role: 'fleuriste à Nantes' },
    { text: 'Des idées folles, mais toujours justes. Nos affiches ont rempli la salle deux soirs de suite.', author: 'Yanis B.', role: 'programmateur culturel' },
    { text: 'Un travail soigné, des délais tenus et une vraie écoute. Je le recommande les yeux fermés.', author: 'Inès D.', role: 'créatrice de bijoux' },
  ],
  statement: {
    title: 'Le design n’est pas une décoration, c’est une conversation.',
    text: 'Nous dessinons des marques qui parlent juste : simples à reconnaître, agréables à utiliser, fidèles à ceux qui les portent.',
  },
  page: {
    title: 'Studio de design : démonstration',
    description: "Démonstration d'un portfolio de studio de design : projets phares, bac à sable créatif, processus en quatre étapes et témoignages.",
    lead: 'Identités visuelles, affiches, emballages et sites : nous donnons une forme à ce que vous avez envie de dire.',
    pauseLabel: 'Mettre l’animation en pause',
    resumeLabel: 'Reprendre l’animation',
    sandboxEyebrow: 'À vous de jouer',
    sandboxLead: 'Trois outils pour sentir comment nous travaillons : générez, déformez, écrivez.',
    notesTitle: 'Ils nous ont fait confiance',
    closingTitle: 'Un projet qui vous trotte dans la tête ?',
    closingLink: 'Parlons de votre projet',
  },
} satisfies StudioDesignInput;
