import { describe, expect, test } from 'vitest';
import { contactMessageSchema, countCharacters, parseContactMessageWithField, projectLabels } from './contact-message.ts';
import { projectTypes } from './contact-message.ts';

const valid = { name: 'Ana', email: 'ana@exemple.fr', phone: '', company: '', message: 'Bonjour', source_page: '/' };
const firstError = (patch: Record<string, unknown>) => {
  const result = parseContactMessageWithField({ ...valid, ...patch });
  return result.ok ? undefined : result.error;
};

describe('contact message schema', () => {
  test('trims every text and leaves empty optional fields out of the row', () => {
    const result = parseContactMessageWithField({ ...valid, name: '  Ana  ', email: ' ana@exemple.fr ', phone: '  ', message: '\n Bonjour \n' });
    expect(result).toEqual({ ok: true, row: { name: 'Ana', email: 'ana@exemple.fr', message: 'Bonjour', source_page: '/' } });
  });

  test('gives the spec’s messages for a missing name, a bad e-mail and a missing message', () => {
    expect(firstError({ name: '   ' })).toBe('Le nom est requis');
    expect(firstError({ email: 'ana@' })).toBe('Adresse e-mail invalide');
    expect(firstError({ email: '' })).toBe('Adresse e-mail invalide');
    expect(firstError({ message: ' \n ' })).toBe('Le message est requis');
  });

  test('shows the first problem in the order of the fields', () => {
    const result = parseContactMessageWithField({ ...valid, name: '', email: 'x', message: '' });
    expect(result).toEqual({ ok: false, error: 'Le nom est requis', field: 'name' });
  });

  test('gives a clear message for each length limit, one past it', () => {
    expect(firstError({ name: 'a'.repeat(101) })).toBe('Le nom ne doit pas dépasser 100 caractères');
    expect(firstError({ email: `${'a'.repeat(245)}@exemple.fr` })).toBe('L’adresse e-mail ne doit pas dépasser 255 caractères');
    expect(firstError({ phone: '0'.repeat(21) })).toBe('Le téléphone ne doit pas dépasser 20 caractères');
    expect(firstError({ company: 'c'.repeat(101) })).toBe('Le nom de l’entreprise ne doit pas dépasser 100 caractères');
    expect(firstError({ message: 'm'.repeat(2001) })).toBe('Le message ne doit pas dépasser 2\u202f000 caractères');
  });

  test('accepts each limit exactly, counting an emoji as one character', () => {
    expect(countCharacters('🌸🌸')).toBe(2);
    expect(firstError({ name: '🌸'.repeat(100), phone: '0'.repeat(20), company: 'c'.repeat(100), message: '🌸'.repeat(2000) })).toBeUndefined();
  });

  test('refuses control characters, but lets a message keep tabs and line breaks', () => {
    expect(firstError({ name: 'A\u0007na' })).toBe('Le nom contient des caractères non autorisés');
    expect(firstError({ message: 'a\u0000b' })).toBe('Le message contient des caractères non autorisés');
    expect(firstError({ message: 'ligne 1\r\n\tligne 2' })).toBeUndefined();
  });

  test('refuses an unknown project, extra fields and wrong types', () => {
    expect(firstError({ project: 'Boutique' })).toBe('Type de projet inconnu');
    expect(parseContactMessageWithField({ ...valid, admin: true }).ok).toBe(false);
    expect(parseContactMessageWithField({ ...valid, name: 42 }).ok).toBe(false);
  });

  test('has a label for every project type of the content schemas', () => {
    expect(Object.keys(projectLabels)).toEqual([...projectTypes]);
    // The form sends the label, and the schema must take each one.
    for (const project of Object.values(projectLabels)) {
      expect(contactMessageSchema.safeParse({ ...valid, project }).success, project).toBe(true);
    }
  });
});
