import type { FaqInput } from '../src/home/home.schema.ts';

// The ten questions of the home page's FAQ (#faq), also published as FAQPage
// structured data. The offers' numbers are read from content/offers.ts:
// {offers.siteVitrine.price}, {offers.terms.supportDays}… (src/offers/offer-values.ts). Write plain spaces before « ? : ! »: the site sets the
// French non-breaking spaces itself (thousands take a narrow no-break
// space, as in '1 990 €').
export default [
  {
    question: 'Combien coûte un site internet avec Éclosion Web ?',
    answer:
      `Une landing page démarre à {offers.landingPage.price}, un site vitrine de {offers.siteVitrine.pages} pages à {offers.siteVitrine.price} et un site avec blog et SEO à {offers.blogSeo.price}, textes écrits avec vous et accompagnement compris. Si vos textes et vos visuels sont déjà prêts, nos formules express démarrent à {offers.landingPageExpress.price} pour une landing page et à {offers.siteVitrineExpress.price} pour un site vitrine de {offers.siteVitrineExpress.pages} pages. Le devis est gratuit et détaillé : vous savez exactement ce que vous payez avant de vous engager. Nos prix sont nets : TVA non applicable, art. 293 B du CGI.`,
  },
  {
    question: 'En combien de temps mon site sera-t-il en ligne ?',
    answer:
      `Au plus {offers.landingPage.days} jours ouvrés pour une landing page, {offers.siteVitrine.days} pour un site vitrine et {offers.blogSeo.days} pour un site avec blog, à compter du brief de projet. Si vos textes et vos visuels sont déjà prêts, nos formules express sont livrées en {offers.landingPageExpress.days} jours ouvrés pour une landing page et {offers.siteVitrineExpress.days} pour un site vitrine. Le délai de votre devis nous engage. Si vous commandez en tant que particulier, vous disposez de 14 jours pour vous rétracter après la signature du devis : nous ne commençons, brief compris, qu’à la fin de ce délai, sauf si vous nous demandez par écrit de commencer plus tôt.`,
  },
  {
    question: 'Puis-je payer en plusieurs fois ?',
    answer:
      `Vous versez un acompte de {offers.terms.depositPercent} % à la commande et le solde de {offers.terms.balancePercent} % à la livraison. Si vous le demandez au moment du devis, ce solde se règle en deux fois sans frais : {offers.terms.instalmentPercent} % à la livraison et {offers.terms.instalmentPercent} % {offers.terms.secondInstalmentDays} jours plus tard. Chaque facture se règle dans les {offers.terms.invoiceDays} jours. L’échéancier figure sur le devis.`,
  },
  {
    question: 'Que se passe-t-il après la mise en ligne ?',
    answer:
      `Vous bénéficiez de {offers.terms.supportDays} jours de support inclus : nous corrigeons les anomalies, répondons à vos questions et faisons les petits ajustements de vos textes et de vos images (une nouvelle page ou une nouvelle fonction fait l’objet d’un devis). Ensuite, la maintenance est là si vous le souhaitez.`,
  },
  {
    question: 'Je ne suis pas à l’aise avec l’informatique, est-ce un problème ?',
    answer:
      'Pas du tout : un site n’exige pas d’être technicien. Nous parlons simplement, sans jargon, et nous nous occupons de tout, du nom de domaine à la mise en ligne.',
  },
  {
    question: 'Pourrai-je modifier mon site moi-même ?',
    answer:
      `Oui. À la livraison, un appel de prise en main en visioconférence ({offers.terms.handOverMinutes} minutes, {offers.terms.expressHandOverMinutes} pour les formules express) vous montre comment changer vos textes, vos photos et, si votre site a un blog, publier un article. Si vous le souhaitez, nous l’enregistrons et vous envoyons la vidéo, pour la revoir quand vous le voulez ; sans votre accord, rien n’est enregistré.`,
  },
  {
    question: 'Proposez-vous la maintenance de mon site ?',
    answer:
      `Oui, dès {offers.maintenanceOnly.yearlyMonthly} par mois : c’est la maintenance seule (mises à jour, sauvegardes, jusqu’à {offers.terms.monthlyChanges} modifications mineures par mois) réglée à l’année, soit {offers.maintenanceOnly.yearly} par an ; réglée au mois, elle coûte {offers.maintenanceOnly.monthly}. Avec l’hébergement du site et le renouvellement de votre nom de domaine (refacturé à son prix, sans marge), comptez {offers.hosted.monthly} par mois. Elle est sans engagement, résiliable en ligne à tout moment avec un préavis de {offers.terms.noticeDays} jours, et reste facultative : une fois payé, votre site vous appartient, avec ou sans maintenance.`,
  },
  {
    question: 'Quand verrai-je les résultats du référencement ?',
    answer:
      'Le référencement naturel (SEO) est un travail de fond : les premiers résultats sur Google apparaissent en général au bout de 3 à 6 mois. Votre site est optimisé dès sa mise en ligne pour que ce délai joue en votre faveur.',
  },
  {
    question: 'Quelle différence entre une landing page et un site vitrine ?',
    answer:
      `Une landing page est une seule page pensée pour un objectif précis : obtenir des demandes de devis, des inscriptions ou des ventes. Un site vitrine présente votre activité sur {offers.siteVitrine.pages} pages : accueil, services, réalisations, à propos, contact.`,
  },
  {
    question: 'Comment se déroule un projet avec vous ?',
    answer:
      `Tout commence par un appel gratuit pour comprendre votre activité et vos objectifs. Nous vous présentons ensuite des maquettes détaillées, que nous ajustons avec vous ({offers.terms.revisionRounds} séries de retours sont comprises), puis livrons le site lors d’un appel de prise en main.`,
  },
] satisfies FaqInput;
