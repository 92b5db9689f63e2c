import { describe, expect, test } from 'vitest';
import contact from '../../content/contact.ts';
import { checkContent } from '../site/content-errors.ts';
import { contactContentSchema } from './contact.schema.ts';
import { findUnknownProjects, homeProjects, projectLabels } from './projects.ts';

const projects = [
  { key: 'vitrine', label: 'Vitrine' },
  { key: 'boutique-en-ligne', label: 'Boutique en ligne' },
  { key: 'reception', label: 'Réception' },
];
// One key may file several forms' requests: the fixture keeps to three projects.
const fixture = { ...contact, projects, catererProject: 'reception', cancellationProject: 'reception', bookingProject: 'reception' };

const errorsOf = (value: unknown) => {
  const checked = checkContent('content/contact.ts', contactContentSchema, value);
  return checked.ok ? [] : checked.errors.map((e) => `${e.file}: ${e.field}: ${e.reason}`);
};

describe('the projects of content/contact.ts', () => {
  test('the real file is valid, and each project of the home form has its own key', () => {
    expect(errorsOf(contact)).toEqual([]);
    const keys = homeProjects(contact).map((project) => project.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(contact.catererProject);
    expect(keys).not.toContain(contact.cancellationProject);
    expect(keys).not.toContain(contact.bookingProject);
  });

  test('the home form offers every project but the caterer form’s, and every key has its label', () => {
    expect(homeProjects(fixture).map((project) => project.key)).toEqual(['vitrine', 'boutique-en-ligne']);
    expect(projectLabels(fixture)).toEqual({ vitrine: 'Vitrine', 'boutique-en-ligne': 'Boutique en ligne', reception: 'Réception' });
  });

  test('a key is lower-case ASCII words joined by hyphens, short enough for the table', () => {
    expect(errorsOf({ ...fixture, projects: [...projects, { key: 'Blog & SEO', label: 'Blog' }] })).toEqual([
      "content/contact.ts: projects[3].key: expected lower-case ASCII letters or digits joined by hyphens, such as 'site-vitrine': each request stores this key (write accents and capitals in the label)",
    ]);
    expect(errorsOf({ ...fixture, projects: [...projects, { key: 'a'.repeat(51), label: 'Long' }] })).toEqual([
      'content/contact.ts: projects[3].key: too long (50 characters at most): the key only files requests, the label is what people read',
    ]);
  });

  test('two projects may not share a key', () => {
    expect(errorsOf({ ...fixture, projects: [...projects, { key: 'vitrine', label: 'Site vitrine' }] })).toEqual([
      "content/contact.ts: projects[3].key: 'vitrine' is already the key of projects[0]: give each project its own key (a request stores only the key, so two projects sharing one could not be told apart)",
    ]);
  });

  test('the caterer form names one of the projects', () => {
    expect(errorsOf({ ...fixture, catererProject: 'traiteur' })).toEqual([
      "content/contact.ts: catererProject: 'traiteur' is the key of none of projects: write one of vitrine, boutique-en-ligne, reception, or add a project with this key",
    ]);
  });
});

describe('projects named by other content', () => {
  const validated = contactContentSchema.parse(fixture);
  const content = (ctaProject: string, project: string) => ({
    contact: validated,
    articles: [{ file: 'content/blog/x.md', ctaProject }],
    offers: { services: [{ project }], termsOfSale: [{ project: 'vitrine' }] },
  });

  test('an article and an offer that name a project of the home form pass', () => {
    expect(findUnknownProjects(content('vitrine', 'boutique-en-ligne'))).toEqual([]);
  });

  test('a project the home form does not offer is a content error naming file, field and the keys to choose from', () => {
    expect(findUnknownProjects(content('blog', 'reception'))).toEqual([
      {
        file: 'content/blog/x.md',
        field: 'ctaProject',
        reason:
          "'blog' is not a project of the contact form: write one of vitrine, boutique-en-ligne (the keys of content/contact.ts's projects), or add it there",
      },
      {
        file: 'content/offers.ts',
        field: 'services[0].project',
        reason:
          "'reception' is not a project of the contact form: write one of vitrine, boutique-en-ligne (the keys of content/contact.ts's projects), or add it there",
      },
    ]);
  });
});
