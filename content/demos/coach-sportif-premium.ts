import type { CoachInput } from '../../src/demos/coach-sportif-premium/coach-sportif-premium.schema.ts';

// Static data of the sports coach demo (/coach-sportif-premium/).
export default {
  stats: [
    { value: 'Plus de 500', label: 'clients' },
    { value: '95 %', label: 'd’objectifs atteints' },
    { value: '5 ans', label: 'd’expérience' },
    { value: '100 %', label: 'de satisfaction' },
  ],
  dashboard: {
    calories: 1847,
    dailyGoal: 3000,
    weeklyGoal: 67,
    progress: [
      { label: 'Poids', value: '72,4 kg', change: '−3,1 kg en 8 semaines' },
      { label: 'Squat', value: '85 kg', change: '+20 kg depuis le début' },
      { label: '5 km', value: '24 min 10', change: '−2 min 35 depuis mars' },
      { label: 'Séances', value: '34', change: '4 par semaine en moyenne' },
    ],
  },
  planning: [
    { day: 'Lundi', session: 'Force', time: '18h00', icon: 'dumbbell' },
    { day: 'Mardi', session: 'Cardio', time: '18h00', icon: 'footprints' },
    { day: 'Mercredi', session: 'Force', time: '18h00', icon: 'dumbbell' },
    { day: 'Jeudi', session: 'Cardio', time: '18h00', icon: 'footprints' },
    { day: 'Vendredi', session: 'Force', time: '18h00', icon: 'dumbbell' },
    { day: 'Samedi', session: 'Repos', time: null, icon: 'moon' },
    { day: 'Dimanche', session: 'Repos', time: null, icon: 'moon' },
  ],
  playlists: [
    { id: 'hiit', name: 'Fractionné intense', icon: 'zap', songs: 15, duration: '52 min', color: '#dc2626' },
    { id: 'force', name: 'Force brute', icon: 'dumbbell', songs: 12, duration: '45 min', color: '#ea580c' },
    { id: 'cardio', name: 'Cardio longue durée', icon: 'footprints', songs: 20, duration: '1 h 10', color: '#0891b2' },
  ],
  products: [
    { id: 'shaker', name: 'Shaker inox', price: 19, image: '/images/art/coach/shaker.svg', imageAlt: 'Un shaker en inox brossé au bouchon vert citron', badge: 'Nouveau', badgeColor: '#0e7490' },
    { id: 'programme-pdf', name: 'Programme 12 semaines', price: 49, image: '/images/art/coach/programme.svg', imageAlt: 'La couverture du programme : « 12 semaines » et une courbe de progression', badge: 'Le plus vendu', badgeColor: '#b91c1c' },
    { id: 'casquette', name: 'Casquette de course', price: 15, image: '/images/art/coach/casquette.svg', imageAlt: 'Une casquette de course rouge à liseré vert citron', badge: null, badgeColor: null },
    { id: 'corde', name: 'Corde à sauter lestée', price: 29, image: '/images/art/coach/corde.svg', imageAlt: 'Une corde à sauter vert citron aux poignées lestées', badge: 'Promo', badgeColor: '#a16207' },
    { id: 'debardeur', name: 'Débardeur technique', price: 25, image: '/images/art/coach/debardeur.svg', imageAlt: 'Un débardeur technique bleu à bandes vert citron', badge: null, badgeColor: null },
  ],
  programme: [
    { icon: 'stethoscope', title: 'Bilan complet', description: 'Tests de forme, posture et objectifs : on part de vous.', difficulty: 20 },
    { icon: 'brick-wall', title: 'Fondations', description: 'Gainage, mobilité et bons gestes pour progresser sans blessure.', difficulty: 40 },
    { icon: 'flame', title: 'Intensification', description: 'Charges progressives et intervalles pour repousser vos limites.', difficulty: 65 },
    { icon: 'rocket', title: 'Performance', description: 'Des cycles exigeants pour atteindre vos records.', difficulty: 85 },
    { icon: 'trophy', title: 'Autonomie', description: 'Vous repartez avec les clés pour vous entraîner seul, durablement.', difficulty: 50 },
  ],
  page: {
    title: 'Coach sportif premium : démonstration',
    description: "Démonstration d'un site de coach sportif : tableau de bord personnel, playlists d'entraînement, boutique et programme premium.",
    eyebrow: 'Coaching premium, en salle et à distance',
    lead: 'Un programme taillé pour vous, un suivi chaque semaine et la motivation qui ne retombe pas.',
    spaceTitle: 'Mon tableau de bord',
    musicTitle: 'La musique de vos séances',
    programmeTitle: 'Cinq étapes vers votre meilleure forme',
    finalTitle: 'Prêt à passer au niveau supérieur ?',
    finalLead: 'Coachs, salles de sport, préparateurs : nous créons le site qui remplit votre agenda.',
    finalLink: 'Créer mon site de coach',
    weeklyGoalLabel: 'Objectif de la semaine',
    weeklyGoalNote: 'Encore un effort, vous y êtes presque !',
    playLabel: 'Lecture de la playlist {name}',
  },
} satisfies CoachInput;
