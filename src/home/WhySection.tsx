import { Icon } from '../ui/Icon.tsx';
import type { Home } from './home.schema.ts';
import { Section } from '../ui/Section.tsx';

export function WhySection({ why }: { why: Home['why'] }) {
  return (
    <Section
      id="pourquoi-nous"
      className="section lazy-section"
      titleId="pourquoi-nous-title"
      title={why.title}
      lead={why.lead}
      container="lazy-content"
      data-lazy-section
    >
      <dl className="why-figures">
        {why.figures.map((figure) => (
          <div key={figure.label} className="why-figure">
            <dt>{figure.value}</dt>
            <dd>{figure.label}</dd>
          </div>
        ))}
      </dl>
      <ul className="card-grid why-reasons">
        {why.reasons.map((reason) => (
          <li key={reason.title} className="card why-reason">
            <Icon name={reason.icon} className="service-icon" />
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
