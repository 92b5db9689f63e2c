import type { Faq } from './home.schema.ts';

/**
 * The FAQ as native disclosure widgets: sharing `name` makes Chromium (and
 * recent Firefox and Safari) keep one answer open at a time, with no script;
 * the open one closes on a second click, Enter or Space.
 */
export function FaqSection({ faq, lead }: { faq: Faq; lead: string }) {
  return (
    <section id="faq" className="section faq-section" aria-labelledby="faq-title">
      <div className="container faq-container">
        <h2 id="faq-title">Questions fréquentes</h2>
        <p className="lead">{lead}</p>
        <div className="faq-list">
          {faq.map((item) => (
            <details key={item.question} name="faq" className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
