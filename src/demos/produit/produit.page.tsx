import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { defineDemoPage } from '../shared/define-demo-page.tsx';
import { Section } from '../../ui/Section.tsx';
import { fillInText } from '../../text/fill-in.ts';
import { iconShapeSet } from '../../ui/icon-set.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

export default defineDemoPage('produit', {
  crumb: 'Boutique en ligne',
  className: 'shop',
  // A WebPage about the demonstration, not a Product: nothing here is for
  // sale, and a Product without an offer, review or rating is refused by
  // Google's rich-result rules anyway.
  about: (content) => ({
    name: content['produit'].page.about.name,
    description: fillInText(content['produit'].page.about.description, { brand: content.site.brand, product: content['produit'].hero.name }),
  }),
  Body: ({ content, crumbs }) => {
    const shop = content['produit'];
    return (
      <>
        <section className="shop-hero" aria-label="Produit vedette">
          <div className="container">
            <Breadcrumb crumbs={crumbs} />
            {/* Its subtitle types itself in (CSS): the script only tilts the mock-up and adds to the cart, and a tap before it wakes is replayed. */}
            <Island name="produit/ShopHero" props={{ hero: shop.hero, icons: iconShapeSet(shop.hero.perks.map((perk) => perk.icon)) }} wake="idle" />
          </div>
        </section>
        <Section
          className="section shop-section"
          titleId="shop-collection-title"
          eyebrow={shop.page.collectionEyebrow}
          title="Collection interactive"
          lead={shop.page.collectionLead}
        >
          <Island name="produit/ShopCollection" props={{ products: shop.products }} wake="visible" />
        </Section>
        <Section
          className="section section-soft shop-section"
          titleId="shop-custom-title"
          eyebrow="Aperçu en direct"
          title="Personnalisation en direct"
          lead={shop.page.customLead}
        >
          <Island
            name="produit/ShopCustomiser"
            props={{
              colours: shop.colours,
              logos: shop.logos,
              defaults: shop.defaults,
              updating: { colour: shop.page.updatingColour, logo: shop.page.updatingLogo },
              product: { name: shop.hero.name, price: shop.hero.price, emoji: shop.hero.emoji },
            }}
            wake="visible"
          />
        </Section>
        {/* Not a Section: its heading is drawn by the ShopHeadline island, which reveals it word by word. */}
        <section className="section shop-closing" aria-labelledby="shop-closing-title">
          <div className="container">
            <p className="eyebrow">{shop.page.closingEyebrow}</p>
            <Island name="produit/ShopHeadline" props={{ text: shop.closing.headline }} wake="visible" />
            <p className="lead">{shop.closing.text}</p>
            <div className="actions">
              <ButtonLink look="primary" href="/#contact" label="Lancer ma boutique" />
              <ButtonLink look="secondary" href="/realisations/" label="Voir nos réalisations" />
            </div>
          </div>
        </section>
        <Island name="produit/ShopCart" props={{ lines: shop.cart, note: shop.page.cartNote }} wake="idle" />
      </>
    );
  },
});
