/**
 * The caterer's request form 'Parlons de Votre Réception', placed on
 * /traiteur-evenementiel/. Its fields and sending live in the CatererForm island.
 */
export function CatererForm() {
  return (
    <section id="reception" className="section caterer-form" aria-labelledby="caterer-form-title">
      <div className="container">
        <h2 id="caterer-form-title">Parlons de Votre Réception</h2>
      </div>
    </section>
  );
}
