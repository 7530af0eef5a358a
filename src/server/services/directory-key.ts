import Sanscript from '@indic-transliteration/sanscript';
import { foldDigits } from '../../shared/digits';

/**
 * The directory's search key: a text folded so that the same name written in Latin letters,
 * Devanagari or Tamil gives the same key ("sharma", "शर्मा" and "சர்மா" all give "srm"). The index
 * (`directory_listings.search_key`, `cities`) and every query go through this one function.
 *
 * 1. Digits of any script become ASCII (`foldDigits`).
 * 2. Each run of an Indic script is transliterated to IAST with `@indic-transliteration/sanscript`;
 *    Latin stays as it is. Diacritics are dropped, and the text is lower-cased.
 * 3. Each word is folded to its consonant skeleton. Tamil writes no voiced or aspirated letters and
 *    spells vowels of borrowed words freely (ஜுவல்லர்ஸ் for "jewellers"), and Latin spellings of
 *    Indian names vary the vowels (Iyer, Aiyar, Ayyar), so:
 *    - vowels are dropped, except that a word starting with a vowel starts with `a`;
 *      `y` is a vowel unless a vowel follows it ("reddy", "roy");
 *    - k g q kh gh → k; c ch j jh s sh ś ṣ z → s (c before e/i/y; hard c → k); t d th dh ṭ ḍ → t;
 *      p b ph bh f → p; v w → v; every n (ṅ ñ ṇ ṉ, anusvara) → n, and m before p/b → n;
 *      r ṟ ṛ → r; l ḷ ḻ (and Latin "zh") → l; x → ks; h after a consonant (aspiration) is dropped;
 *    - a doubled consonant counts once ("reddy" = "redy").
 *
 * What it merges, on purpose: voicing, aspiration, vowel length and vowel quality, so "Patel",
 * "Patil" and "Batla" share "ptl", and "Kumar", "Kamra" and "Gomar" share "kmr". Search matches a
 * query word against the start of a key word, so these are found together; the directory is a
 * list of members' businesses, where a few extra results cost less than a missed name.
 */
export function directoryKey(text: string): string {
  const latin = transliterate(foldDigits(text.normalize('NFC')));
  const plain = latin
    .replace(/[ṃṁ]|m̐/g, 'n')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
  const words = plain.split(/[^a-z0-9]+/).filter(Boolean);
  return words.map(foldWord).join(' ');
}

/** The Unicode blocks of the Indic scripts Sanscript reads, with its scheme names. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u0900-\u097F\uA8E0-\uA8FF]+/g, 'devanagari'],
  [/[\u0980-\u09FF]+/g, 'bengali'],
  [/[\u0A00-\u0A7F]+/g, 'gurmukhi'],
  [/[\u0A80-\u0AFF]+/g, 'gujarati'],
  [/[\u0B00-\u0B7F]+/g, 'oriya'],
  [/[\u0B80-\u0BFF]+/g, 'tamil'],
  [/[\u0C00-\u0C7F]+/g, 'telugu'],
  [/[\u0C80-\u0CFF]+/g, 'kannada'],
  [/[\u0D00-\u0D7F]+/g, 'malayalam'],
];

const transliterate = (text: string) => {
  let out = text;
  for (const [run, scheme] of SCRIPTS) {
    out = out.replace(run, (part) => ` ${Sanscript.t(part, scheme, 'iast')} `.replace(/ (?= )/g, ''));
  }
  return out;
};

const VOWEL = /[aeiou]/;

/** One lower-case ASCII word to its consonant skeleton (see `directoryKey`). */
function foldWord(word: string): string {
  const w = word
    .replace(/zh/g, 'l')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/ch(?=r)|^chem/g, (m) => 'k' + m.slice(2))
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ch/g, 's')
    .replace(/c/g, 'k');
  let out = VOWEL.test(w[0] ?? '') ? 'a' : '';
  let previous = '';
  for (let i = 0; i < w.length; i++) {
    const char = w[i]!;
    const next = w[i + 1] ?? '';
    if (VOWEL.test(char) || (char === 'y' && !VOWEL.test(next))) {
      previous = '';
      continue;
    }
    if (char === 'h' && previous !== '') continue; // aspiration: kh, th, bh, sh…
    let folded = CONSONANT[char] ?? char;
    if (folded === 'm' && /[pbf]/.test(next)) folded = 'n';
    if (folded !== previous || /\d/.test(char)) out += folded;
    previous = folded;
  }
  return out || 'a';
}

const CONSONANT: Record<string, string> = {
  g: 'k',
  j: 's',
  z: 's',
  d: 't',
  b: 'p',
  f: 'p',
  w: 'v',
};
