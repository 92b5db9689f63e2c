import { describe, expect, test } from 'vitest';
import { findWrongOrdinal, splitOrdinals, wrongOrdinalMessage } from './ordinals.ts';

/** The text with each suffix in superscript, as the renderers write it. */
const marked = (text: string) =>
  splitOrdinals(text)
    .map((part, index) => (index % 2 ? `<sup>${part}</sup>` : part))
    .join('');

describe('French ordinals', () => {
  test('set the suffix of 1er, 1re, 1ers, 1res, 2e, 2es and the like in superscript', () => {
    expect(marked('1re position, 1er rendez-vous, les 1ers clients, les 1res pages')).toBe(
      '1<sup>re</sup> position, 1<sup>er</sup> rendez-vous, les 1<sup>ers</sup> clients, les 1<sup>res</sup> pages',
    );
    expect(marked('le 2e, les 3es, au 21e rang, le 100e.')).toBe('le 2<sup>e</sup>, les 3<sup>es</sup>, au 21<sup>e</sup> rang, le 100<sup>e</sup>.');
    expect(marked('(alinéa 1er)')).toBe('(alinéa 1<sup>er</sup>)');
    expect(marked('le 1\u202f200e visiteur')).toBe('le 1\u202f200<sup>e</sup> visiteur');
  });

  test('set Roman ordinals too: XXIe siècle, François Ier, IIe République', () => {
    expect(marked('au XXIe siècle, François Ier, la IIe et la Ve République, les XIXe et XXe siècles')).toBe(
      'au XXI<sup>e</sup> siècle, François I<sup>er</sup>, la II<sup>e</sup> et la V<sup>e</sup> République, les XIX<sup>e</sup> et XX<sup>e</sup> siècles',
    );
  });

  test('leave wrong forms, words, numbers, addresses and codes alone', () => {
    for (const text of [
      '1ère, 2ème, 2eme, 2nd, 1e, 0e, 11er, 21re',
      'Le Ce De Me, Vers, Ie, IIer, IIIIe, VXe',
      '1e5, 2,5e, 3.2e, #1e1e1e, A1e, 2e-3, +2e',
      'https://exemple.fr/1er-mai, /page/2e, ?rang=3e, 1er@exemple.fr, promo_2e',
      'H2O, 4K, 29,99 €, 18 h 00',
    ]) {
      expect(splitOrdinals(text), text).toEqual([text]);
    }
  });
});

describe('the ordinals French does not write', () => {
  test('are found with the form to write instead', () => {
    expect(findWrongOrdinal('la 1ère position')).toEqual({ found: '1ère', right: '1re' });
    expect(findWrongOrdinal('les 1ères pages')).toEqual({ found: '1ères', right: '1res' });
    expect(findWrongOrdinal('le 2ème, le 3eme')).toEqual({ found: '2ème', right: '2e' });
    expect(findWrongOrdinal('au 2nd rang')).toEqual({ found: '2nd', right: '2e' });
    expect(findWrongOrdinal('les 4ièmes')).toEqual({ found: '4ièmes', right: '4es' });
    expect(findWrongOrdinal('le 1ème')).toEqual({ found: '1ème', right: '1er or 1re' });
    expect(findWrongOrdinal('au XIXème siècle')).toEqual({ found: 'XIXème', right: 'XIXe' });
  });

  test('are not looked for in right forms, words or addresses', () => {
    for (const text of ['1re, 1er, 2e, 3es, XXIe', 'Mère, Vernis, Venda, seconde, 2 ères', 'https://exemple.fr/2eme-etape, #2nd', 'IIIIème']) {
      expect(findWrongOrdinal(text), text).toBeUndefined();
    }
  });

  test('are refused with a message that names the right form', () => {
    expect(wrongOrdinalMessage({ found: '2ème', right: '2e' })).toBe(
      'writes the ordinal "2ème": write 2e (French writes 1er, 1re, 2e, 3es…; the site sets the ending in superscript)',
    );
  });
});
