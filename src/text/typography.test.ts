import { describe, expect, test } from 'vitest';
import { typeset, typesetAfterNumber } from './typography.ts';

const narrow = '\u202f';
const nbsp = '\u00a0';

describe('French typesetting', () => {
  test('puts a narrow no-break space before ; : ! ? and inside « »', () => {
    expect(typeset('Combien ça coûte ? Voici : la réponse ! Oui ; non.')).toBe(
      `Combien ça coûte${narrow}? Voici${narrow}: la réponse${narrow}! Oui${narrow}; non.`,
    );
    expect(typeset('« Bonjour »')).toBe(`«${narrow}Bonjour${narrow}»`);
    expect(typeset('«Bonjour»')).toBe(`«${narrow}Bonjour${narrow}»`);
  });

  test('turns the straight apostrophe between two letters into ’', () => {
    expect(typeset("Retour à l'accueil, jusqu'à 3 pages")).toBe(`Retour à l’accueil, jusqu’à 3${nbsp}pages`);
    expect(typeset("dans l'"), 'before a link: "l\'[aide](…)"').toBe('dans l’');
    expect(typeset("les clients'")).toBe("les clients'");
  });

  test('binds a number to its unit and groups thousands', () => {
    expect(typeset('à partir de 2 990 € en 15 jours, 30 % à la commande')).toBe(
      `à partir de 2${narrow}990${nbsp}€ en 15${nbsp}jours, 30${nbsp}% à la commande`,
    );
    expect(typeset('6 min de lecture, 48 heures, 2 semaines, 3 mois, 5 ans, 12 km, +5€')).toBe(
      `6${nbsp}min de lecture, 48${nbsp}heures, 2${nbsp}semaines, 3${nbsp}mois, 5${nbsp}ans, 12${nbsp}km, +5${nbsp}€`,
    );
    expect(typeset('1 847 kcal, FE 85 mm f/1.8, f/2 · 1/160 s · ISO 400, coton 180 g/m², 72 kg')).toBe(
      `1${narrow}847${nbsp}kcal, FE 85${nbsp}mm f/1.8, f/2 · 1/160${nbsp}s · ISO 400, coton 180${nbsp}g/m², 72${nbsp}kg`,
    );
    expect(typeset('12 titres · 45 min, 1 titre')).toBe(`12${nbsp}titres · 45${nbsp}min, 1${nbsp}titre`);
    expect(typeset("en 2 s'il le faut")).toBe('en 2 s’il le faut');
  });

  test('sets the unit of a number written in the element before it', () => {
    expect(typesetAfterNumber(' kcal')).toBe(`${nbsp}kcal`);
    expect(typesetAfterNumber(' %')).toBe(`${nbsp}%`);
    expect(typesetAfterNumber(' : la suite')).toBe(`${narrow}: la suite`);
    expect(typesetAfterNumber(' personnes')).toBe(' personnes');
  });

  test('keeps the mark of a required field with its label', () => {
    expect(typeset('Nom *')).toBe(`Nom${nbsp}*`);
    expect(typeset(' *')).toBe(`${nbsp}*`);
    expect(typeset('2 * 3 = 6')).toBe('2 * 3 = 6');
  });

  test('keeps minutes and seconds, a count of reviews and « n° » with their number', () => {
    expect(typeset('24 min 10, 1 minute, 47 avis, loi n° 2004-575')).toBe(`24${nbsp}min${nbsp}10, 1${nbsp}minute, 47${nbsp}avis, loi n°${nbsp}2004-575`);
  });

  test('writes times and durations the French way', () => {
    expect(typeset('de 9h à 19h, séance à 18h00, réponse sous 24 h, 1 h 10 de musique')).toBe(
      `de 9${nbsp}h à 19${nbsp}h, séance à 18${nbsp}h${nbsp}00, réponse sous 24${nbsp}h, 1${nbsp}h${nbsp}10 de musique`,
    );
  });

  test('writes three dots as an ellipsis', () => {
    expect(typeset('Tapez ici...')).toBe('Tapez ici…');
  });

  test('leaves addresses, clock times, words and quotation marks alone', () => {
    for (const text of ['https://www.exemple.fr/?q=1', 'contact@exemple.fr', '3:00', 'Oops! Page not found', 'le 2e heurtoir', 'H2O, 4K, 1er']) {
      expect(typeset(text), text).toBe(text);
    }
  });

  test('changes nothing in text it has already typeset', () => {
    const text = "« Combien ? » d'ici 18h00 : 2 990 €... à 30 % ; oui !";
    expect(typeset(typeset(text))).toBe(typeset(text));
  });
});
