import type { Site } from '../../site/site.schema.ts';
import { Island } from '../../islands/Island.tsx';

/**
 * The caterer's request form 'Parlons de Votre Réception', placed on
 * /traiteur-evenementiel/. Its fields and sending live in the CatererForm
 * island, which falls back to the agency's e-mail and phone from `site`.
 */
export function CatererForm({ site }: { site: Pick<Site, 'email' | 'phone'> }) {
  return (
    <section id="reception" className="section caterer-form" aria-labelledby="caterer-form-title">
      <div className="container contact-layout">
        <div className="contact-intro">
          <h2 id="caterer-form-title">Parlons de Votre Réception</h2>
          <p>Mariage, anniversaire ou réception d'entreprise : dites-nous la date, le nombre d'invités et vos envies, nous vous répondons sous 24&nbsp;h avec une proposition.</p>
        </div>
        <div className="contact-card">
          <Island name="CatererForm" props={{ email: site.email, phone: site.phone }} wake="visible" />
        </div>
      </div>
    </section>
  );
}
