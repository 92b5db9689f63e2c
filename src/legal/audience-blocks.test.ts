import { expect, test } from 'vitest';
import { keepAudienceParts } from './audience-blocks.ts';

const policy = [
  'Avant.',
  "<!-- avec mesure d'audience -->",
  'Nous mesurons la fréquentation.',
  '<!-- fin -->',
  "<!-- sans mesure d'audience -->",
  'Ce site ne mesure pas son audience.',
  '<!-- fin -->',
  'Après.',
].join('\n');

test('keeps the parts of the case the site is in, and every line outside them', () => {
  expect(keepAudienceParts(policy, true)).toEqual({ text: 'Avant.\nNous mesurons la fréquentation.\nAprès.' });
  expect(keepAudienceParts(policy, false)).toEqual({ text: 'Avant.\nCe site ne mesure pas son audience.\nAprès.' });
});

test('a part left open, closed twice or opened inside another is a mistake named by its line', () => {
  expect(keepAudienceParts("<!-- avec mesure d'audience -->\nTexte.", true)).toEqual({ error: expect.stringMatching(/^line 1: .*no <!-- fin -->/) });
  expect(keepAudienceParts('Texte.\n<!-- fin -->', true)).toEqual({ error: expect.stringMatching(/^line 2: <!-- fin --> closes no part/) });
  expect(keepAudienceParts("<!-- avec mesure d'audience -->\n<!-- sans mesure d'audience -->", false)).toEqual({
    error: expect.stringMatching(/^line 2: .*inside the part opened on line 1/),
  });
});
