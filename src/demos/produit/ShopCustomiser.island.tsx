import { useEffect, useReducer, useState } from 'react';
import type { Shop } from './produit.schema.ts';
import { customiserReducer, scheduleSettle } from './customiser-state.ts';
import { useStyles } from '../../ui/style-rules.ts';
import { formatPrice } from '../../text/format.ts';
import { addToCart } from './add-to-cart.ts';

export type ShopCustomiserProps = {
  colours: Shop['colours'];
  logos: Shop['logos'];
  defaults: Shop['defaults'];
  /** What the status line says while the preview changes (content/demos/produit.ts). */
  updating: { colour: string; logo: string };
  /** The customised product, as the cart lists it: the hero's name and price. */
  product: { name: string; price: number; emoji: string };
};

/** 'Personnalisation en direct': colour and logo of a T-shirt, previewed at once. */
export default function ShopCustomiser({ colours, logos, defaults, updating, product }: ShopCustomiserProps) {
  const styled = useStyles();
  const [state, dispatch] = useReducer(customiserReducer, { colour: defaults.colour, logo: defaults.logo, updating: null });
  // Each choice gets its own token so that the same choice twice restarts the indicator.
  const [choice, setChoice] = useState(0);
  useEffect(() => (state.updating ? scheduleSettle(state.updating, dispatch) : undefined), [choice]); // eslint-disable-line react-hooks/exhaustive-deps

  const colour = colours.find((c) => c.name === state.colour) ?? colours[0]!;
  const logo = logos.find((l) => l.name === state.logo) ?? logos[0]!;
  const choose = (action: { type: 'colour' | 'logo'; name: string }) => {
    dispatch(action);
    setChoice((n) => n + 1);
  };

  return (
    <div className="shop-custom">
      <div className={`shop-preview${state.updating ? ' is-updating' : ''}`} data-updating={state.updating ?? undefined}>
        {state.updating === 'colour' && <span className="shop-flash" key={choice} aria-hidden="true" />}
        <div
          {...styled({ background: colour.gradient }, 'shirt')}
          role="img"
          aria-label={`Aperçu : t-shirt ${colour.name.toLowerCase()}, ${logo.none ? 'sans logo' : logo.name.toLocaleLowerCase('fr-FR')}`}
        >
          {!logo.none && (
            <span className={`shirt-logo${state.updating === 'logo' ? ' is-bouncing' : ''}`} key={`logo-${choice}`} aria-hidden="true">
              {logo.emoji}
            </span>
          )}
        </div>
        <p {...styled({ background: colour.value, color: colour.textColor }, 'shop-preview-caption')}>
          {colour.name} · {logo.name}
        </p>
      </div>
      <div className="shop-options">
        <p className="shop-updating" role="status">
          {state.updating ? updating[state.updating] : ''}
        </p>
        <fieldset>
          <legend>Couleur</legend>
          <div className="shop-swatches">
            {colours.map((c) => (
              <label key={c.name} className="shop-swatch">
                <input
                  type="radio"
                  name="shop-colour"
                  value={c.name}
                  checked={state.colour === c.name}
                  onChange={() => choose({ type: 'colour', name: c.name })}
                />
                <span {...styled({ background: c.gradient }, 'shop-swatch-dot')} aria-hidden="true" />
                <span>{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Logo</legend>
          <div className="shop-logos">
            {logos.map((l) => (
              <label key={l.name} className="shop-logo-option">
                <input type="radio" name="shop-logo" value={l.name} checked={state.logo === l.name} onChange={() => choose({ type: 'logo', name: l.name })} />
                <span className="shop-logo-emoji" aria-hidden="true">
                  {l.emoji}
                </span>
                <span className="shop-logo-name">{l.name}</span>
                <span className="shop-logo-price">{l.surcharge > 0 ? `+${formatPrice(l.surcharge)}` : 'Gratuit'}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() =>
            addToCart({
              id: `custom-${colour.name}-${logo.name}`,
              name: `${product.name} ${colour.name.toLocaleLowerCase('fr-FR')}, ${logo.none ? 'sans logo' : logo.name.toLocaleLowerCase('fr-FR')}`,
              price: Math.round((product.price + logo.surcharge) * 100) / 100,
              emoji: product.emoji,
            })
          }
        >
          Ajouter ma création
        </button>
      </div>
    </div>
  );
}
