import type { StudioDesignInput } from '../../src/content/schemas.ts';

// Static data of the design studio demo (/studio-design/).
export default {
  posters: [
    { text: 'CRÉATIVITÉ', subtitle: "L'audace au service de vos idées", background: 'linear-gradient(135deg, #7c3aed, #db2777)' },
    { text: 'INNOVATION', subtitle: 'Des formes neuves pour des marques vivantes', background: 'linear-gradient(135deg, #0f766e, #2563eb)' },
    { text: 'DESIGN', subtitle: 'Chaque détail compte, chaque pixel raconte', background: 'linear-gradient(135deg, #b45309, #be123c)' },
    { text: 'VISION', subtitle: "Voir plus loin que l'écran", background: 'linear-gradient(135deg, #1e293b, #6d28d9)' },
  ],
} satisfies StudioDesignInput;
