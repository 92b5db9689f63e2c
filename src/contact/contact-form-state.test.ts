import { describe, expect, test, vi } from 'vitest';
import {
  acceptContactDraft,
  cancellationInput,
  catererInput,
  clearDraft,
  contactInput,
  createSubmitGuard,
  emptyContactFields,
  failureMessage,
  failureText,
  loadDraft,
  projectFromSearch,
  saveDraft,
  sourcePage,
  submitMessage,
  checkSubmission,
} from './contact-form-state.ts';
import { parseContactMessageWithField } from './contact-message.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const projects = ['vitrine', 'boutique-en-ligne'];

describe('home form fields', () => {
  test('reads the preselected project from ?projet= and ignores unknown values', () => {
    expect(projectFromSearch('?projet=boutique-en-ligne', projects)).toBe('boutique-en-ligne');
    expect(projectFromSearch('?projet=atelier', projects)).toBeUndefined();
    expect(projectFromSearch('', projects)).toBeUndefined();
  });

  test('asks the company as a line of the message', () => {
    const fields = { ...emptyContactFields, name: 'Ana', email: 'ana@exemple.fr', company: 'Atelier', message: 'Bonjour' };
    expect(parseContactMessageWithField(contactInput(fields, '/'), projects)).toMatchObject({
      ok: true,
      row: { message: 'Entreprise\u202f: Atelier\n\nBonjour' },
    });
  });

  test('sends the project as its key, and no project when none is chosen', () => {
    const fields = { ...emptyContactFields, name: 'Ana', project: 'vitrine' };
    expect(contactInput(fields, '/')).toMatchObject({ name: 'Ana', project: 'vitrine', source_page: '/' });
    expect(contactInput(emptyContactFields, '/')).not.toHaveProperty('project');
  });
});

test('keeps the page path the database accepts, and falls back to / otherwise', () => {
  expect(sourcePage('/traiteur-evenementiel/')).toBe('/traiteur-evenementiel/');
  expect(sourcePage(`/${'x'.repeat(200)}`)).toBe('/');
  expect(sourcePage('/caf%C3%A9/')).toBe('/caf%C3%A9/');
});

describe('caterer message', () => {
  const caterer = { name: 'A', email: 'a@exemple.fr', phone: '', date: '', guests: '', message: '' };
  const stored = (fields: Partial<typeof caterer>) => parseContactMessageWithField(catererInput({ ...caterer, ...fields }, '/', 'reception'), ['reception']);

  test('has the wished date, in words, and the guest count as lines above the free text', () => {
    expect(stored({ date: '2027-06-12', guests: '80', message: ' Un cocktail. ' })).toMatchObject({
      ok: true,
      row: { message: 'Date souhaitée\u202f: 12 juin 2027\nNombre d’invités\u202f: 80\n\nUn cocktail.' },
    });
  });

  test('leaves out what is not given, and still requires the free text', () => {
    expect(stored({ message: 'Bonjour' })).toMatchObject({ ok: true, row: { message: 'Bonjour' } });
    expect(stored({ date: '2027-06-12', guests: '80', message: '  ' })).toEqual({ ok: false, error: 'Écrivez votre message.', field: 'message' });
  });

  test('is always filed under the project the caterer form names', () => {
    expect(catererInput({ name: 'A', email: 'a@b.fr', phone: '', date: '', guests: '', message: 'x' }, '/traiteur-evenementiel/', 'reception')).toMatchObject({
      project: 'reception',
      source_page: '/traiteur-evenementiel/',
    });
  });
});

describe('drafts', () => {
  test('survive a save and a load, and are forgotten when cleared', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'k', { ...emptyContactFields, name: 'Ana' });
    expect(loadDraft(storage, 'k', emptyContactFields)).toEqual({ ...emptyContactFields, name: 'Ana' });
    clearDraft(storage, 'k');
    expect(storage.data.size).toBe(0);
  });

  test('are not kept when every field is empty', () => {
    const storage = memoryStorage({ k: '{"name":"x"}' });
    saveDraft(storage, 'k', emptyContactFields);
    expect(storage.data.has('k')).toBe(false);
  });

  test('ignore broken JSON, unknown fields, non-strings and refused values', () => {
    expect(loadDraft(memoryStorage({ k: '{oops' }), 'k', emptyContactFields)).toEqual(emptyContactFields);
    const saved = JSON.stringify({ name: 'Ana', admin: 'oui', email: 42, project: 'atelier' });
    expect(loadDraft(memoryStorage({ k: saved }), 'k', emptyContactFields, acceptContactDraft(projects))).toEqual({ ...emptyContactFields, name: 'Ana' });
    const kept = JSON.stringify({ name: 'Ana', project: 'vitrine' });
    expect(loadDraft(memoryStorage({ k: kept }), 'k', emptyContactFields, acceptContactDraft(projects))).toEqual({
      ...emptyContactFields,
      name: 'Ana',
      project: 'vitrine',
    });
  });

  test('do not break the form when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadDraft(broken, 'k', emptyContactFields)).toEqual(emptyContactFields);
    expect(() => saveDraft(broken, 'k', { ...emptyContactFields, name: 'x' })).not.toThrow();
    expect(() => clearDraft(broken, 'k')).not.toThrow();
  });
});

describe('submitting', () => {
  const input = contactInput({ ...emptyContactFields, name: 'Ana', email: 'ana@exemple.fr', message: 'Bonjour' }, '/');

  test('sends the parsed row and reports success', async () => {
    const send = vi.fn(async () => ({ error: null }));
    await expect(submitMessage(input, '', send, projects)).resolves.toEqual({ outcome: 'sent' });
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@exemple.fr', message: 'Bonjour', source_page: '/' });
  });

  test('decides at once, before any send, what needs no network: an empty message, a bot', () => {
    expect(checkSubmission(contactInput(emptyContactFields, '/'), '', projects)).toEqual({ outcome: 'invalid', error: 'Indiquez votre nom.', field: 'name' });
    expect(checkSubmission(input, 'http://spam', projects)).toEqual({ outcome: 'dropped' });
    expect(checkSubmission(input, '', projects)).toEqual({
      outcome: 'ready',
      row: { name: 'Ana', email: 'ana@exemple.fr', message: 'Bonjour', source_page: '/' },
    });
  });

  test('drops a message whose honeypot is filled without sending it', async () => {
    const send = vi.fn(async () => ({ error: null }));
    await expect(submitMessage(input, 'http://spam', send, projects)).resolves.toEqual({ outcome: 'dropped' });
    expect(send).not.toHaveBeenCalled();
  });

  test('does not send an invalid message and names the first problem', async () => {
    const send = vi.fn(async () => ({ error: null }));
    await expect(submitMessage({ ...input, name: ' ' }, '', send, projects)).resolves.toEqual({
      outcome: 'invalid',
      error: 'Indiquez votre nom.',
      field: 'name',
    });
    expect(send).not.toHaveBeenCalled();
  });

  test('reports a failure for an error answer and for a thrown error', async () => {
    await expect(submitMessage(input, '', async () => ({ error: { code: '23514' } }), projects)).resolves.toEqual({
      outcome: 'failed',
      error: { code: '23514' },
    });
    const thrown = new TypeError('fetch failed');
    await expect(
      submitMessage(
        input,
        '',
        async () => {
          throw thrown;
        },
        projects,
      ),
    ).resolves.toEqual({ outcome: 'failed', error: thrown });
  });

  test('runs one submission at a time', async () => {
    const guard = createSubmitGuard();
    let finish!: () => void;
    const first = guard.run(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    expect(guard.busy).toBe(true);
    await expect(guard.run(async () => 'second')).resolves.toBe('busy');
    finish();
    await expect(first).resolves.toBe('first');
    await expect(guard.run(async () => 'third')).resolves.toBe('third');
  });
});

describe('the message of a failed send', () => {
  test('the flood limit (429, PT429) asks to wait an hour or to write to the agency', () => {
    const text = failureMessage(
      { code: 'PT429', details: null, hint: null, message: 'Too many contact requests from this address; try again in an hour' },
      'contact@eclosion-web.fr',
    );
    expect(text).toBe(
      'Vous avez déjà envoyé plusieurs demandes dans l’heure. Merci de patienter une heure avant de réessayer, ou écrivez-nous directement à contact@eclosion-web.fr.',
    );
  });

  test.each([
    ['a network failure', { message: 'TypeError: fetch failed', code: '' }],
    ['a constraint', { code: '23514', message: 'violates check constraint' }],
    ['nothing readable', 'boom'],
  ])('%s keeps the general message', (_, error) => {
    expect(failureMessage(error, 'contact@eclosion-web.fr')).toBe(failureText('contact@eclosion-web.fr'));
  });
});

describe('cancellationInput', () => {
  const fields = { name: 'Ana', email: 'ana@example.org', phone: '', site: 'www.ana.fr', option: 'Maintenance seule', message: '' };

  test('files the notice under its project, with the site and the option as lines of the message', () => {
    const input = cancellationInput(fields, '/resiliation/', 'resiliation', 'Je résilie.');
    expect(input).toMatchObject({ project: 'resiliation', details: { site: 'www.ana.fr', option: 'Maintenance seule' }, message: 'Je résilie.' });
    const parsed = parseContactMessageWithField(input, ['resiliation']);
    expect(parsed.ok && parsed.row.message).toBe(`Adresse du site\u202f: www.ana.fr\nOption résiliée\u202f: Maintenance seule\n\nJe résilie.`);
  });

  test("keeps the visitor's own words when there are some", () => {
    expect(cancellationInput({ ...fields, message: 'Fin au 30 juin.' }, '/resiliation/', 'resiliation', 'Je résilie.').message).toBe('Fin au 30 juin.');
  });
});
