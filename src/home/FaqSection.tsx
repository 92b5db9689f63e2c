import type { Faq } from './home.schema.ts';
import { Section } from '../ui/Section.tsx';

/**
 * The FAQ as native disclosure widgets: sharing `name` makes Chromium (and
 * recent Firefox and Safari) keep one answer open at a time, with no script;
 * the open one closes on a second click, Enter or Space.
 */
export function FaqSection({ faq, lead }: { faq: Faq; lead: string }) {
  return (
    <Section id="faq" className="section faq-section" titleId="faq-title" title="Questions fréquentes" lead={lead} container="faq-container">
      <div className="faq-list">
        {faq.map((item) => (
          <details key={item.question} name="faq" className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
