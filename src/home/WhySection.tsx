import { Icon } from '../ui/Icon.tsx';
import type { Home } from './home.schema.ts';
import { LazySection } from './LazySection.tsx';

export function WhySection({ why }: { why: Home['why'] }) {
  return (
    <LazySection id="pourquoi-nous" title={why.title} lead={why.lead}>
      {why.figures.length > 0 && (
        <dl className="why-figures">
          {why.figures.map((figure) => (
            <div key={figure.label} className="why-figure">
              <dt>{figure.value}</dt>
              <dd>{figure.label}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="card-grid why-reasons">
        {why.reasons.map((reason) => (
          <li key={reason.title} className="card why-reason">
            <Icon name={reason.icon} className="service-icon" />
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </LazySection>
  );
}
