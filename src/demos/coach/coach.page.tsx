import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import type { CSSProperties } from 'react';
import { Island } from '../../islands/Island.tsx';
import { formatPrice } from '../../text/format.ts';
import { breadcrumbTrail } from '../../seo/jsonld.ts';
import { innerPageJsonLd } from '../../seo/inner-page.ts';
import { definePage, single } from '../../site/page.ts';
import { BackLink } from '../shared/BackLink.tsx';

const path = '/coach-sportif-premium/';
const title = 'Coach sportif premium';
const description =
  "Démonstration d'un site de coach sportif : tableau de bord personnel, playlists d'entraînement, boutique et programme premium.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Coach sportif', path });

export default definePage({
  routes: single(path, 'coach'),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  styles: ['demos/coach/coach.css'],
  Component: ({ content }) => {
    const { stats, dashboard, planning, playlists, products, programme } = content.coach;
    return (
      <div className="co">
        <BackLink label="Retour à l'accueil" />
        <section className="co-hero" aria-labelledby="co-title">
          <div className="container">
            <Breadcrumb crumbs={crumbs} />
            <p className="eyebrow">Coaching premium, en salle et à distance</p>
            <h1 id="co-title" className="co-title">
              COACH FITNESS
            </h1>
            <p className="co-lead">Un programme taillé pour vous, un suivi chaque semaine et la motivation qui ne retombe pas.</p>
            <ul className="co-stats">
              {stats.map((stat) => (
                <li key={stat.label}>
                  <span className="co-stat-value">{stat.value}</span>
                  <span className="co-stat-label">{stat.label}</span>
                </li>
              ))}
            </ul>
            <div className="actions">
              <a className="btn co-btn" href="#espace">
                Découvrir mon espace
              </a>
              <a className="btn btn-ghost" href="#programme">
                Le programme premium
              </a>
            </div>
          </div>
        </section>

        <section id="espace" className="section co-space" aria-labelledby="space-title">
          <div className="container">
            <p className="eyebrow">Espace membre</p>
            <h2 id="space-title">Mon tableau de bord</h2>
            <Island
              name="CoachDashboard"
              props={{ calories: dashboard.calories, dailyGoal: dashboard.dailyGoal, weeklyGoal: dashboard.weeklyGoal, progress: dashboard.progress, planning }}
              wake="visible"
            />
          </div>
        </section>

        <section className="section co-music" aria-labelledby="music-title">
          <div className="container">
            <p className="eyebrow">Playlists</p>
            <h2 id="music-title">La musique de vos séances</h2>
            <Island name="WorkoutPlayer" props={{ playlists }} wake="visible" />
          </div>
        </section>

        <section className="section co-shop" aria-labelledby="shop-title">
          <div className="container">
            <p className="eyebrow">Boutique</p>
            <h2 id="shop-title">L'équipement du coach</h2>
            <ul className="co-products">
              {products.map((product) => (
                <li key={product.id}>
                  <div className="co-product-art" aria-hidden="true">
                    <span>{product.image}</span>
                  </div>
                  {product.badge && (
                    <span className="co-badge" style={{ background: product.badgeColor ?? undefined }}>
                      {product.badge}
                    </span>
                  )}
                  <h3>{product.name}</h3>
                  <p className="co-price">{formatPrice(product.price)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="programme" className="section co-programme" aria-labelledby="programme-title">
          <div className="container">
            <p className="eyebrow">Programme premium</p>
            <h2 id="programme-title">Cinq étapes vers votre meilleure forme</h2>
            <ol className="co-steps">
              {programme.map((step) => (
                <li key={step.title} style={{ '--difficulty': `${step.difficulty}%` } as CSSProperties}>
                  <span className="co-step-icon" aria-hidden="true">
                    {step.icon}
                  </span>
                  <div>
                    <h3>{step.title}</h3>
                    <p>{step.description}</p>
                    <p className="co-difficulty">
                      Difficulté&nbsp;: <strong>{step.difficulty}&nbsp;%</strong>
                    </p>
                    <div className="co-difficulty-bar" aria-hidden="true" />
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section co-final" aria-labelledby="final-title">
          <div className="container">
            <h2 id="final-title">Prêt à passer au niveau supérieur&#8239;?</h2>
            <p className="co-lead">Coachs, salles de sport, préparateurs&nbsp;: nous créons le site qui remplit votre agenda.</p>
            <a className="btn co-btn" href="/#contact">
              Créer mon site de coach
            </a>
          </div>
        </section>
      </div>
    );
  },
});
