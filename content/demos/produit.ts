import type { ShopInput } from '../../src/demos/produit/produit.schema.ts';

// Static data of the e-commerce demo (/produit/). Nothing is really sold.
// Prices are numbers in euros; the site formats them ('29,99 €').
export default {
  hero: {
    id: 't-shirt-signature',
    name: 'T-shirt Signature',
    emoji: '👕',
    subtitle: 'Coton bio, coupe ajustée, imprimé à la demande près de chez vous.',
    description: 'T-shirt en coton biologique, coupe ajustée, personnalisable avec votre logo et livré en 24 h.',
    price: 29.99,
    oldPrice: 39.99,
    hint: 'Cliquez et faites glisser pour explorer en 3D',
    mockupLabel: '{name} en coton, violet dégradé : faites-le pivoter avec la souris, le doigt ou les flèches du clavier',
    perks: [
      { icon: 'palette', title: 'Personnalisable', text: 'Votre couleur, votre logo' },
      { icon: 'truck', title: 'Livraison en 24 h', text: 'Expédié le jour même' },
      { icon: 'sparkles', title: 'Qualité premium', text: 'Coton bio 180 g/m²' },
    ],
  },
  products: [
    { id: 'sweat-premium', name: 'Sweat Premium', price: 49.99, type: 'sweat', emoji: '🧥', gradient: 'linear-gradient(135deg, #4c1d95, #7c3aed)' },
    { id: 'casquette-signature', name: 'Casquette Signature', price: 24.99, type: 'cap', emoji: '🧢', gradient: 'linear-gradient(135deg, #9d174d, #e11d48)' },
    { id: 'sac-cabas', name: 'Sac cabas', price: 39.99, type: 'bag', emoji: '👜', gradient: 'linear-gradient(135deg, #115e59, #0d9488)' },
    { id: 'sweat-a-capuche', name: 'Sweat à capuche', price: 59.99, type: 'hoodie', emoji: '👕', gradient: 'linear-gradient(135deg, #1e3a8a, #2563eb)' },
  ],
  colours: [
    { name: 'Noir', value: '#18181b', gradient: 'linear-gradient(145deg, #3f3f46, #09090b)', textColor: '#ffffff' },
    { name: 'Blanc', value: '#f8fafc', gradient: 'linear-gradient(145deg, #ffffff, #e2e8f0)', textColor: '#1c1530' },
    { name: 'Bleu', value: '#1d4ed8', gradient: 'linear-gradient(145deg, #3b82f6, #1e3a8a)', textColor: '#ffffff' },
    { name: 'Rouge', value: '#dc2626', gradient: 'linear-gradient(145deg, #ef4444, #991b1b)', textColor: '#ffffff' },
    { name: 'Vert', value: '#15803d', gradient: 'linear-gradient(145deg, #22c55e, #14532d)', textColor: '#ffffff' },
  ],
  logos: [
    { name: 'Logo étoile', emoji: '⭐', surcharge: 5 },
    { name: 'Logo personnalisé', emoji: '🎨', surcharge: 10 },
    { name: 'Sans logo', emoji: '⭕', surcharge: 0, none: true },
  ],
  defaults: { colour: 'Noir', logo: 'Sans logo' },
  cart: [
    { id: 't-shirt-signature', name: 'T-shirt Signature', price: 29.99, quantity: 1, emoji: '👕' },
    { id: 'casquette-signature', name: 'Casquette Signature', price: 24.99, quantity: 1, emoji: '🧢' },
  ],
  closing: {
    headline: 'Votre boutique mérite de faire vibrer vos clients',
    text: "Fiches produits vivantes, personnalisation en direct, panier fluide : nous créons la boutique qui donne envie d'acheter, sur mobile comme sur ordinateur.",
  },
  page: {
    title: 'Boutique en ligne : démonstration',
    description: "Démonstration interactive d'une boutique en ligne : un t-shirt en 3D, sa personnalisation en direct et un panier flottant.",
    about: {
      name: 'Boutique en ligne de démonstration',
      description:
        'Une fiche produit e-commerce conçue par {brand} pour montrer ce qu’elle sait faire : {product} en 3D, personnalisation en direct et panier flottant. Le produit est fictif : rien n’y est en vente.',
    },
    collectionEyebrow: 'Touchez pour faire tourner',
    collectionLead: 'Chaque article réagit sous vos doigts : un clic et il fait un tour complet sur lui-même.',
    customLead: 'Choisissez une couleur et un logo : l’aperçu se met à jour sous vos yeux.',
    updatingColour: 'Mise à jour de la couleur…',
    updatingLogo: 'Mise à jour du logo…',
    closingEyebrow: 'À vous de jouer',
    cartNote: 'Boutique de démonstration : aucune commande n’est réellement passée.',
  },
} satisfies ShopInput;
