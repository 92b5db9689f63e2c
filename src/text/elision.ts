// French elision for words put together by a template: "de" + "Éclosion Web"
// must read "d’Éclosion Web". The owner writes `de {site.brand}` in legal
// Markdown and the build elides when the value starts with a vowel sound.

/** Words that elide before a vowel sound, and their elided form. */
const elidable: Record<string, string> = {
  de: 'd’',
  le: 'l’',
  la: 'l’',
  que: 'qu’',
  je: 'j’',
  me: 'm’',
  te: 't’',
  se: 's’',
  ne: 'n’',
  jusque: 'jusqu’',
  lorsque: 'lorsqu’',
  puisque: 'puisqu’',
};

/** Common words with an aspirated h, before which French does not elide ("le haut", "de Hollande"). */
const aspiratedH =
  /^(haie|haine|hall|halte|hamac|hameau|hamburger|hanche|handball|handicap|hangar|hardi|hareng|haricot|harpe|hasard|hâte|hausse|haut|hérisson|héros|hêtre|heurt|hibou|hiérarchie|hippie|hockey|hollande|homard|honte|hors|hotte|housse|hublot|huit|hurl|hutte)/i;

/** Whether a word or name starts with a vowel sound: a vowel, or a mute h ("hôtel", "Hélène"). */
export function startsWithVowelSound(text: string): boolean {
  const word = text.trimStart();
  if (/^[aeiouàâäéèêëîïôöùûüœæ]/i.test(word)) return true;
  if (/^h/i.test(word)) return !aspiratedH.test(word.normalize('NFC'));
  return false;
}

/**
 * The word as it must be written before `next`: "de" + "Éclosion Web" gives
 * "d’", with the capital kept ("De" gives "D’"). Other words come back as is.
 */
export function elide(word: string, next: string): string {
  const elided = elidable[word.toLowerCase()];
  if (!elided || !startsWithVowelSound(next)) return word;
  return word[0] === word[0]!.toUpperCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided;
}
