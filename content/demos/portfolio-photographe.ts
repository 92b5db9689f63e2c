import type { PhotographerInput } from '../../src/demos/photographer/photographer.schema.ts';

// Static data of the photographer demo (/portfolio-photographe/). Emojis stand
// in for the pictures, as in the spec's Photo entity.
export default {
  name: 'Léa Moreau',
  tagline: 'Photographe à Lyon : portraits, mariages et paysages',
  intro:
    'Une lumière naturelle, des moments vrais et des images qui vieillissent bien. Touchez une photo pour découvrir ses réglages, puis réservez votre séance.',
  series: [
    { id: 'portraits', title: 'Portraits', description: 'Des séances sans pose forcée, en studio ou dans les rues de Lyon.' },
    { id: 'mariages', title: 'Mariages', description: 'Des préparatifs à la première danse, toute la journée racontée en images.' },
    { id: 'paysages', title: 'Paysages', description: "Des Alpes aux monts du Lyonnais, la nature à l'heure dorée." },
  ],
  photos: [
    {
      id: 'regard-atelier',
      series: 'portraits',
      title: "Regard d'atelier",
      url: '🧑‍🎨',
      background: 'linear-gradient(160deg, #475569, #0f172a)',
      exif: { camera: 'Sony A7 IV', lens: 'FE 85 mm f/1.8', settings: 'f/2 · 1/160 s · ISO 400', location: 'Lyon, Croix-Rousse', date: '2025-02-03' },
    },
    {
      id: 'rire-en-terrasse',
      series: 'portraits',
      title: 'Rire en terrasse',
      url: '🌞',
      background: 'linear-gradient(160deg, #fde68a, #ea580c)',
      exif: { camera: 'Fujifilm X-T5', lens: 'XF 56 mm f/1.2', settings: 'f/1.4 · 1/500 s · ISO 160', location: 'Lyon, Vieux Lyon', date: '2025-05-24' },
    },
    {
      id: 'musicien',
      series: 'portraits',
      title: 'Le musicien',
      url: '🎷',
      background: 'linear-gradient(160deg, #7c2d12, #1c1917)',
      exif: { camera: 'Sony A7 IV', lens: 'FE 35 mm f/1.4', settings: 'f/1.8 · 1/125 s · ISO 1600', location: 'Lyon, Presqu’île', date: '2024-11-08' },
    },
    {
      id: 'premiere-danse',
      series: 'mariages',
      title: 'Première danse',
      url: '💃',
      background: 'linear-gradient(160deg, #fbcfe8, #be185d 60%, #4a044e)',
      exif: { camera: 'Nikon Z6 II', lens: 'Z 50 mm f/1.2', settings: 'f/1.8 · 1/200 s · ISO 2500', location: 'Domaine des Saules, Beaujolais', date: '2025-06-14' },
    },
    {
      id: 'alliances',
      series: 'mariages',
      title: 'Les alliances',
      url: '💍',
      background: 'linear-gradient(160deg, #fef3c7, #d97706)',
      exif: { camera: 'Nikon Z6 II', lens: 'Z MC 105 mm f/2.8', settings: 'f/4 · 1/250 s · ISO 400', location: 'Lyon, Parc de la Tête d’Or', date: '2025-09-06' },
    },
    {
      id: 'lacher-de-petales',
      series: 'mariages',
      title: 'Lâcher de pétales',
      url: '🌸',
      background: 'linear-gradient(160deg, #ffe4e6, #f43f5e)',
      exif: { camera: 'Sony A7 IV', lens: 'FE 24-70 mm f/2.8', settings: 'f/4 · 1/1000 s · ISO 200', location: 'Pérouges', date: '2025-07-19' },
    },
    {
      id: 'brume-alpine',
      series: 'paysages',
      title: 'Brume alpine',
      url: '🏔️',
      background: 'linear-gradient(180deg, #e0f2fe, #7dd3fc 50%, #1e3a8a)',
      exif: { camera: 'Nikon Z6 II', lens: 'Z 24-70 mm f/4', settings: 'f/11 · 1/125 s · ISO 100', location: 'Annecy', date: '2024-10-20' },
    },
    {
      id: 'aube-fourviere',
      series: 'paysages',
      title: 'Aube sur Fourvière',
      url: '🌅',
      background: 'linear-gradient(160deg, #fbbf24, #f97316 45%, #7c2d12)',
      exif: { camera: 'Fujifilm X-T5', lens: 'XF 16-55 mm f/2.8', settings: 'f/8 · 1/250 s · ISO 160', location: 'Lyon, Fourvière', date: '2025-04-12' },
    },
    {
      id: 'champ-lavande',
      series: 'paysages',
      title: 'Champ de lavande',
      url: '🪻',
      background: 'linear-gradient(160deg, #c4b5fd, #7c3aed 55%, #365314)',
      exif: { camera: 'Fujifilm X-T5', lens: 'XF 56 mm f/1.2', settings: 'f/2.8 · 1/1000 s · ISO 200', location: 'Drôme provençale', date: '2024-07-06' },
    },
  ],
  sessions: [
    { icon: '🙂', title: 'Séance portrait', description: "Une heure en studio ou en extérieur, 15 photos retouchées livrées en galerie privée.", priceFrom: 180 },
    { icon: '💒', title: 'Mariage', description: 'Des préparatifs à la soirée, un album et une galerie à partager avec vos invités.', priceFrom: 1490 },
    { icon: '🏢', title: 'Entreprise', description: 'Portraits d’équipe et photos de vos locaux pour votre site et vos réseaux.', priceFrom: 390 },
  ],
} satisfies PhotographerInput;
