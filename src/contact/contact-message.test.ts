import { describe, expect, test } from 'vitest';
import { countCharacters, parseContactMessageWithField, projectKeyPattern } from './contact-message.ts';

const valid = { name: 'Ana', email: 'ana@exemple.fr', phone: '', details: { company: '' }, message: 'Bonjour', source_page: '/' };
const projects = ['vitrine', 'boutique-en-ligne'];
const parse = (input: unknown) => parseContactMessageWithField(input, projects);
const firstError = (patch: Record<string, unknown>) => {
  const result = parse({ ...valid, ...patch });
  return result.ok ? undefined : result.error;
};

describe('contact message schema', () => {
  test('trims every text and leaves empty optional fields out of the row', () => {
    const result = parse({ ...valid, name: '  Ana  ', email: ' ana@exemple.fr ', phone: '  ', message: '\n Bonjour \n' });
    expect(result).toEqual({ ok: true, row: { name: 'Ana', email: 'ana@exemple.fr', message: 'Bonjour', source_page: '/' } });
  });

  test('gives the messages for a missing name, a bad e-mail and a missing message', () => {
    expect(firstError({ name: '   ' })).toBe('Indiquez votre nom.');
    expect(firstError({ email: 'ana@' })).toBe('Vérifiez votre adresse e-mail, elle semble incomplète.');
    expect(firstError({ email: '' })).toBe('Vérifiez votre adresse e-mail, elle semble incomplète.');
    expect(firstError({ message: ' \n ' })).toBe('Écrivez votre message.');
  });

  test('shows the first problem in the order of the fields', () => {
    const result = parse({ ...valid, name: '', email: 'x', message: '' });
    expect(result).toEqual({ ok: false, error: 'Indiquez votre nom.', field: 'name' });
  });

  test('gives a clear message for each length limit, one past it', () => {
    expect(firstError({ name: 'a'.repeat(101) })).toBe('Le nom ne doit pas dépasser 100 caractères');
    expect(firstError({ email: `${'a'.repeat(245)}@exemple.fr` })).toBe('L’adresse e-mail ne doit pas dépasser 255 caractères');
    expect(firstError({ phone: '0'.repeat(21) })).toBe('Le téléphone ne doit pas dépasser 20 caractères');
    expect(firstError({ details: { company: 'c'.repeat(101) } })).toBe('Le nom de l’entreprise ne doit pas dépasser 100 caractères');
    expect(firstError({ message: 'm'.repeat(2001) })).toBe('Le message ne doit pas dépasser 2\u202f000 caractères');
  });

  test('accepts each limit exactly, counting an emoji as one character', () => {
    expect(countCharacters('🌸🌸')).toBe(2);
    expect(firstError({ name: '🌸'.repeat(100), phone: '0'.repeat(20), details: { company: 'c'.repeat(100) }, message: '🌸'.repeat(2000) })).toBeUndefined();
  });

  test('refuses control characters, but lets a message keep tabs and line breaks', () => {
    expect(firstError({ name: 'A\u0007na' })).toBe('Le nom contient des caractères non autorisés');
    expect(firstError({ message: 'a\u0000b' })).toBe('Le message contient des caractères non autorisés');
    expect(firstError({ message: 'ligne 1\r\n\tligne 2' })).toBeUndefined();
  });

  test('sends a project as its key, and refuses a key the form does not offer', () => {
    expect(parse({ ...valid, project: 'boutique-en-ligne' })).toMatchObject({ ok: true, row: { project: 'boutique-en-ligne' } });
    expect(parse({ ...valid, project: 'atelier' })).toEqual({ ok: false, error: 'Choisissez un type de projet dans la liste.', field: 'project' });
    expect(firstError({ project: 'Vitrine' })).toBe('Choisissez un type de projet dans la liste.');
  });

  test('writes the answers of the form’s own questions as lines above the text, in one order, leaving out the empty ones', () => {
    const result = parse({ ...valid, details: { guests: ' 80 ', date: '12 juin 2027', company: '  ' }, message: ' Un cocktail. ' });
    expect(result).toEqual({
      ok: true,
      row: {
        name: 'Ana',
        email: 'ana@exemple.fr',
        message: 'Date souhaitée\u202f: 12 juin 2027\nNombre d’invités\u202f: 80\n\nUn cocktail.',
        source_page: '/',
      },
    });
    expect(parse({ ...valid, details: { company: 'Atelier' } })).toMatchObject({ ok: true, row: { message: 'Entreprise\u202f: Atelier\n\nBonjour' } });
    expect(parse({ ...valid, details: {} })).toMatchObject({ ok: true, row: { message: 'Bonjour' } });
  });

  test('still requires the visitor’s text, and counts its length alone', () => {
    expect(parse({ ...valid, details: { company: 'Atelier' }, message: ' ' })).toEqual({ ok: false, error: 'Écrivez votre message.', field: 'message' });
    expect(firstError({ details: { company: 'c'.repeat(100) }, message: 'm'.repeat(2000) })).toBeUndefined();
  });

  test('names the field of a question with a problem, in the order of the fields', () => {
    expect(parse({ ...valid, details: { guests: '8\u00070' }, message: '' })).toEqual({
      ok: false,
      error: 'Le nombre d’invités contient des caractères non autorisés',
      field: 'guests',
    });
    expect(parse({ ...valid, details: { date: 'd'.repeat(101) } })).toEqual({
      ok: false,
      error: 'La date souhaitée ne doit pas dépasser 100 caractères',
      field: 'date',
    });
  });

  test('refuses extra fields and wrong types', () => {
    expect(parse({ ...valid, company: 'Atelier' }).ok).toBe(false);
    expect(parse({ ...valid, details: { budget: '1000' } }).ok).toBe(false);
    expect(parse({ ...valid, admin: true }).ok).toBe(false);
    expect(parse({ ...valid, name: 42 }).ok).toBe(false);
  });

  test('a project key is lower-case ASCII words joined by hyphens', () => {
    for (const key of ['site-vitrine', 'seo', 'offre-2027']) expect(projectKeyPattern.test(key), key).toBe(true);
    for (const key of ['Site vitrine', 'site--vitrine', '-seo', 'seo-', 'référencement', 'blog_seo', '']) expect(projectKeyPattern.test(key), key).toBe(false);
  });
});
