import type { Content } from '../site/content-files.ts';
import { renderSiteText } from '../legal/site-text.ts';

/**
 * Under a contact form, server-rendered so that it is there before any
 * script: who receives the data and why, for how long, the visitor's rights
 * and the privacy policy, then the Bloctel notice, since both forms ask for
 * a phone number (texts in content/contact.ts).
 */
export function FormNotice({ content }: { content: Pick<Content, 'site' | 'contact'> }) {
  const { privacyNotice, bloctelNotice } = content.contact;
  const html = [privacyNotice, bloctelNotice].map((text) => renderSiteText(text, content.site)).join('');
  return <div className="form-privacy" dangerouslySetInnerHTML={{ __html: html }} />;
}
