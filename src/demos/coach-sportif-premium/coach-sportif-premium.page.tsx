import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { formatPrice } from '../../text/format.ts';
import { defineDemoPage } from '../shared/define-demo-page.tsx';
import { Section } from '../../ui/Section.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { iconShapeSet } from '../../ui/icon-set.ts';
import { Picture } from '../../images/Picture.tsx';
import { CoachTodayCard } from './CoachTodayCard.tsx';
import { useStyles } from '../../ui/style-rules.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

export default defineDemoPage('coach-sportif-premium', {
  crumb: 'Coach sportif premium',
  className: 'co',
  backLabel: "Retour à l'accueil",
  Body: ({ content, crumbs }) => {
    const { stats, dashboard, planning, playlists, products, programme, page } = content['coach-sportif-premium'];
    const styled = useStyles();
    return (
      <>
        <section className="co-hero" aria-labelledby="co-title">
          <div className="container split co-hero-grid">
            <div>
              <Breadcrumb crumbs={crumbs} />
              <p className="eyebrow">{page.eyebrow}</p>
              <h1 id="co-title" className="co-title">
                Coach sportif
              </h1>
              <p className="co-lead">{page.lead}</p>
              <ul className="co-stats">
                {stats.map((stat) => (
                  <li key={stat.label}>
                    <span className="co-stat-value">{stat.value}</span>
                    <span className="co-stat-label">{stat.label}</span>
                  </li>
                ))}
              </ul>
              <div className="actions">
                <ButtonLink className="co-btn" href="#espace" label="Découvrir mon espace" />
                <ButtonLink look="ghost" href="#programme" label="Le programme premium" />
              </div>
            </div>
            <CoachTodayCard calories={dashboard.calories} dailyGoal={dashboard.dailyGoal} weeklyGoal={dashboard.weeklyGoal} planning={planning} />
          </div>
        </section>

        <Section id="espace" className="section co-space" titleId="space-title" eyebrow="Espace membre" title={page.spaceTitle}>
          <Island
            name="coach-sportif-premium/CoachDashboard"
            props={{
              ...dashboard,
              planning,
              icons: iconShapeSet(planning.map((day) => day.icon)),
              labels: { weeklyGoal: page.weeklyGoalLabel, weeklyGoalNote: page.weeklyGoalNote },
            }}
            wake="visible"
          />
        </Section>

        <Section className="section co-music" titleId="music-title" eyebrow="Playlists" title={page.musicTitle}>
          <Island
            name="coach-sportif-premium/WorkoutPlayer"
            props={{ playlists, icons: iconShapeSet(playlists.map((playlist) => playlist.icon)), playLabel: page.playLabel }}
            wake="visible"
          />
        </Section>

        <Section className="section co-shop" titleId="shop-title" eyebrow="Boutique" title="L'équipement du coach">
          <ul className="co-products">
            {products.map((product) => (
              <li key={product.id}>
                <Picture
                  src={product.image}
                  alt={product.imageAlt}
                  sizes="(min-width: 64rem) 14rem, (min-width: 40rem) 30vw, 45vw"
                  className="co-product-art"
                />
                {product.badge && <span {...styled({ background: product.badgeColor ?? undefined }, 'co-badge')}>{product.badge}</span>}
                <h3>{product.name}</h3>
                <p className="co-price">{formatPrice(product.price)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="programme" className="section co-programme" titleId="programme-title" eyebrow="Programme premium" title={page.programmeTitle}>
          <ol className="co-steps">
            {programme.map((step) => (
              <li key={step.title} {...styled({ '--difficulty': `${step.difficulty}%` })}>
                <Icon name={step.icon} className="co-step-icon" />
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                  <p className="co-difficulty">
                    Difficulté : <strong>{step.difficulty} %</strong>
                  </p>
                  <div className="co-difficulty-bar" aria-hidden="true" />
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section className="section co-final" titleId="final-title" title={page.finalTitle}>
          <p className="co-lead">{page.finalLead}</p>
          <ButtonLink className="co-btn" href="/#contact" label={page.finalLink} />
        </Section>
      </>
    );
  },
});
