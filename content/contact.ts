import type { ContactContentInput } from '../src/contact/contact.schema.ts';

// Around and under both contact forms (the home page's #contact and the caterer
// demonstration's): what the law asks to tell visitors where their data are
// collected. Markdown; {site.brand}, {site.email} and the like are
// filled in from content/site.ts. Keep the retention in step with the
// privacy policy (content/legal/politique-confidentialite.md).
export default {
  privacyNotice:
    'Les informations de ce formulaire sont traitées par {site.legal.owner} EI ({site.brand}) pour répondre à votre demande et, si vous le souhaitez, établir un devis. Sans suite, elles sont supprimées 3 ans après notre dernier échange. Vous pouvez y accéder, les faire rectifier ou effacer et vous opposer à leur traitement en écrivant à [{site.email}](mailto:{site.email}). Pour en savoir plus, lisez notre [politique de confidentialité](/politique-confidentialite/).',
  bloctelNotice:
    'Votre numéro de téléphone, facultatif, ne sert qu’à vous rappeler au sujet de votre demande. Vous pouvez vous inscrire gratuitement sur la liste d’opposition au démarchage téléphonique [Bloctel](https://www.bloctel.gouv.fr).',
  section: {
    title: 'Parlons de votre projet',
    intro: 'Le premier appel est gratuit. Décrivez-nous votre activité et votre idée : nous vous rappelons rapidement pour en parler de vive voix.',
    writeDirectly: 'Vous préférez écrire directement ? Écrivez-nous à {email} ou appelez le {phone}.',
  },
  // What a request is about. A stored request keeps the key (lower-case
  // words joined by hyphens); the form, the owner's e-mail and
  // `npm run messages` show the label. Rename a label at will; keep a key
  // once requests are filed under it (they would keep the old one). Blog
  // articles (ctaProject) and offers (project) name a project by its key.
  projects: [
    { key: 'landing-page', label: 'Landing page' },
    { key: 'site-vitrine', label: 'Site vitrine' },
    { key: 'blog-seo', label: 'Site avec blog et SEO' },
    { key: 'refonte', label: 'Refonte' },
    { key: 'autre', label: 'Autre' },
    { key: 'traiteur', label: 'Traiteur' },
    { key: 'resiliation', label: 'Résiliation d’une maintenance' },
    { key: 'appel-gratuit', label: 'Appel gratuit réservé' },
  ],
  // The caterer demonstration's form asks no project: its requests are filed
  // under this key, which the home form's list leaves out.
  catererProject: 'traiteur',
  // The cancellation form of /resiliation/ files its notices under this key.
  cancellationProject: 'resiliation',
  // A booked free call (content/booking.ts) reaches the owner as a request
  // filed under this key; `npm run booking:availability` gives it to the database.
  bookingProject: 'appel-gratuit',
  cancellation: {
    notice: 'Je résilie mon option de maintenance, avec un préavis de {days} jours.',
    received:
      'Votre résiliation est bien reçue et enregistrée à la date d’aujourd’hui. Nous vous envoyons par e-mail, sans délai, sa confirmation et la date à laquelle elle prend effet.',
  },
  form: {
    requiredNote: "Les champs suivis d'un astérisque (*) sont obligatoires : sans eux, nous ne pouvons pas vous répondre.",
    fallbackNote:
      'Si votre navigateur ne peut pas envoyer le formulaire directement, le bouton ouvre votre messagerie avec votre message. Vous pouvez aussi nous écrire à {email} ou appeler le {phone}.',
    unsureProject: 'Je ne sais pas encore',
  },
} satisfies ContactContentInput;
