import type { FaqInput } from '../src/home/home.schema.ts';

// The ten questions of the home page's FAQ (#faq), also published as FAQPage
// structured data. Write plain spaces before « ? : ! »: the site sets the
// French non-breaking spaces itself (thousands take a narrow no-break
// space, as in '1 990 €').
export default [
  {
    question: 'Combien coûte un site internet avec Éclosion Web ?',
    answer:
      'Une landing page démarre à 990 €, un site vitrine de 5 à 7 pages à 1 990 € et un site avec blog et référencement (SEO) à 2 990 €, textes écrits avec vous et accompagnement compris. Si vos textes et vos visuels sont déjà prêts, nos formules express démarrent à 500 € pour une landing page et à 900 € pour un site vitrine de 5 pages. Le devis est gratuit et détaillé : vous savez exactement ce que vous payez avant de vous engager. Nos prix sont nets : TVA non applicable, art. 293 B du CGI.',
  },
  {
    question: 'En combien de temps mon site sera-t-il en ligne ?',
    answer:
      'Comptez 7 à 15 jours selon le projet, à compter du brief de projet (une fois le devis signé, l’acompte versé et vos photos et votre logo reçus) : environ 7 jours pour une landing page, 7 à 15 jours pour un site vitrine et 15 jours pour un site avec blog. Si vos textes et vos visuels sont déjà prêts, nos formules express sont livrées en 3 à 7 jours ouvrés. Le délai figure sur votre devis et nous engage. Si vous commandez en tant que particulier, vous disposez de 14 jours pour vous rétracter après la signature du devis : nous ne commençons, brief compris, qu’à la fin de ce délai, sauf si vous nous demandez par écrit de commencer plus tôt.',
  },
  {
    question: 'Puis-je payer en plusieurs fois ?',
    answer:
      'Oui, en 2 ou 3 fois sans frais : 30 % à la commande et 70 % à la livraison, ou, si vous le demandez au moment du devis, 30 % à la commande, 35 % à la livraison et 35 % trente jours plus tard. L’échéancier figure sur le devis, pour qu’il reste confortable pour votre trésorerie.',
  },
  {
    question: 'Que se passe-t-il après la mise en ligne ?',
    answer:
      'Vous bénéficiez de 30 jours de support inclus : nous corrigeons les anomalies, répondons à vos questions et faisons les petits ajustements de vos textes et de vos images (une nouvelle page ou une nouvelle fonction fait l’objet d’un devis). Ensuite, la maintenance est là si vous le souhaitez.',
  },
  {
    question: 'Je ne suis pas à l’aise avec l’informatique, est-ce un problème ?',
    answer:
      'Pas du tout : la plupart de nos clients ne sont pas techniciens. Nous parlons simplement, sans jargon, et nous nous occupons de tout, du nom de domaine à la mise en ligne.',
  },
  {
    question: 'Pourrai-je modifier mon site moi-même ?',
    answer:
      'Oui. À la livraison, un appel de prise en main en visioconférence (une heure, 30 minutes pour les formules express) vous montre comment changer vos textes, vos photos et, si votre site a un blog, publier un article. Avec votre accord, nous l’enregistrons et vous envoyons la vidéo, pour la revoir quand vous le souhaitez.',
  },
  {
    question: 'Proposez-vous la maintenance de mon site ?',
    answer:
      'Oui, dès 49 € par mois : c’est la maintenance seule (mises à jour, sauvegardes, jusqu’à 3 modifications mineures par mois) réglée à l’année, soit 588 € par an ; réglée au mois, elle coûte 50 €. Avec l’hébergement du site en plus, comptez 80 € par mois. Elle est sans engagement, résiliable en ligne à tout moment avec un préavis de 30 jours, et reste facultative : une fois payé, votre site vous appartient, avec ou sans maintenance.',
  },
  {
    question: 'Quand verrai-je les résultats du référencement ?',
    answer:
      'Le référencement naturel (SEO) est un travail de fond : les premiers résultats sur Google apparaissent en général au bout de 3 à 6 mois. Votre site est optimisé dès sa mise en ligne pour que ce délai joue en votre faveur.',
  },
  {
    question: 'Quelle différence entre une landing page et un site vitrine ?',
    answer:
      'Une landing page est une seule page pensée pour un objectif précis : obtenir des demandes de devis, des inscriptions ou des ventes. Un site vitrine présente votre activité sur 5 à 7 pages : services, réalisations, à propos, contact.',
  },
  {
    question: 'Comment se déroule un projet avec vous ?',
    answer:
      'Tout commence par un appel gratuit pour comprendre votre activité et vos objectifs. Nous vous présentons ensuite des maquettes détaillées, que nous ajustons avec vous (deux séries de retours sont comprises), puis livrons le site lors d’un appel de prise en main.',
  },
] satisfies FaqInput;
