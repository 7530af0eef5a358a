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
 *    - vowels are dropped, `y` with them (Iyer, Aiyar, அய்யர்; Subramaniam, Subramaniyam), except
 *      that a word starting with a vowel starts with `a` ("iyer" → "ar");
 *    - k g q kh gh → k; c ch j jh s sh ś ṣ z → s (c before e/i/y; hard c → k); t d th dh ṭ ḍ → t;
 *      p b ph bh f → p; v w → v; every n (ṅ ñ ṇ ṉ, anusvara) → n, and m before p/b → n;
 *      r ṟ ṛ → r; l ḷ ḻ (and Latin "zh") → l; x → ks; h after a consonant (aspiration) is dropped,
 *      inside a word it is k (Tamil writes Rahul ராகுல்), at its start it stays h; Latin "ao" is "av"
 *      (Rao, राव); a final "h" and the g of a final "ng" fall silent as Tamil writes them (Shah ஷா,
 *      Singh சிங், engineering இன்ஜினியரிங்); the soft g of a few English endings is j (SOFT_G);
 *    - a doubled consonant counts once ("reddy" = "redy").
 *
 * What it merges, on purpose: voicing, aspiration, vowel length and vowel quality, so "Patel",
 * "Patil" and "Batla" share "ptl", and "Kumar", "Kamra" and "Gomar" share "kmr". Search matches a
 * query word against the start of a key word, so these are found together; the directory is a
 * list of members' businesses, where a few extra results cost less than a missed name.
 */
export function directoryKey(text: string): string {
  const spoken = transliterate(
    foldDigits(text.normalize('NFC'))
      .toLowerCase()
      .replace(/[a-z]+/g, latinSpelling),
  );
  const plain = spoken
    .replace(/[ṃṁ]|m̐/g, 'n')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
  const words = plain.split(/[^a-z0-9]+/).filter(Boolean);
  return words.map(foldWord).join(' ');
}

/**
 * English spelling read as it is said, for words typed in Latin letters only (a transliteration
 * spells each sound one way): c, ch, ck, x, q, zh, and the soft g of a few English endings.
 */
const latinSpelling = (word: string) =>
  word
    .replace(/ao/g, 'av')
    .replace(SOFT_G, 'j')
    .replace(/zh/g, 'l')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/ch(?=[rn])|^chem/g, (m) => 'k' + m.slice(2))
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ch/g, 's')
    .replace(/c/g, 'k');

/**
 * The Unicode blocks of the Indic scripts Sanscript reads, with its scheme names, and for the
 * scripts of languages that do not say a word's last inherent vowel (Hindi शर्मा टेक्सटाइल्स: the
 * last "a" of टेक्सटाइल्स is not said), the range of their consonants and their nukta.
 */
const SCRIPTS: [RegExp, string, RegExp?][] = [
  [/\p{sc=Devanagari}+/gu, 'devanagari', /[\u093C\u0915-\u0939\u0958-\u095F]$/u],
  [/\p{sc=Bengali}+/gu, 'bengali', /[\u09BC\u0995-\u09B9\u09DC-\u09DF]$/u],
  [/\p{sc=Gurmukhi}+/gu, 'gurmukhi', /[\u0A3C\u0A15-\u0A39\u0A59-\u0A5E]$/u],
  [/\p{sc=Gujarati}+/gu, 'gujarati', /[\u0ABC\u0A95-\u0AB9]$/u],
  [/\p{sc=Oriya}+/gu, 'oriya'],
  [/\p{sc=Tamil}+/gu, 'tamil'],
  [/\p{sc=Telugu}+/gu, 'telugu'],
  [/\p{sc=Kannada}+/gu, 'kannada'],
  [/\p{sc=Malayalam}+/gu, 'malayalam'],
];

const transliterate = (text: string) => {
  // Tamil writes the ksh of Sanskrit words as ட்ச as often as க்ஷ (லட்சுமி, Lakshmi).
  // ஃ before ப writes f, which folds with p anyway.
  let out = text.replace(/ட்ச/g, 'க்ஷ').replace(/ஃ/g, '');
  for (const [run, scheme, bareEnd] of SCRIPTS) {
    out = out.replace(run, (part) => {
      const latin = Sanscript.t(part, scheme, 'iast');
      // IAST's c is च, as in Chennai चेन्नई; the Latin c was read before.
      return ` ${(bareEnd?.test(part) ? latin.replace(/a$/, '') : latin).replace(/c/g, 's')} `;
    });
  }
  return out;
};

const VOWEL = /[aeiouy]/;

/** One lower-case ASCII word to its consonant skeleton (see `directoryKey`). */
function foldWord(word: string): string {
  const w = word
    .replace(/ng?h$|(?<=[aeiou])h$/, (m) => (m.length > 1 ? 'n' : ''))
    .replace(/ng$/, 'n');
  let out = VOWEL.test(w[0] ?? '') ? 'a' : '';
  let previous = '';
  for (let i = 0; i < w.length; i++) {
    const char = w[i]!;
    const next = w[i + 1] ?? '';
    if (VOWEL.test(char) || char === 'y') {
      previous = '';
      continue;
    }
    let folded = CONSONANT[char] ?? char;
    if (char === 'h') {
      if (previous !== '') continue; // aspiration: kh, th, bh, sh…
      // Tamil writes an h inside a word with க (ராகுல், மோகன்): Rahul, Mohan.
      if (i > 0) folded = 'k';
    }
    if (folded === 'm' && /[pbf]/.test(next)) folded = 'n';
    if (folded !== previous || /\d/.test(char)) out += folded;
    previous = folded;
  }
  return out || 'a';
}

/**
 * The soft g of English business words (agency, engineering, logistics, digital, technology,
 * management, manager, garage), which Devanagari and Tamil write with ज / ஜ. Only these endings:
 * Indian names keep a hard g before e and i (Geeta, Yogesh, Nagesh).
 */
const SOFT_G =
  /g(?=en[ct]|ener|enui|ement|ine|ist|ital|ic|y$|ies$)|(?<=a)g(?=es?$)|(?<=na)g(?=ers?$)/g;

const CONSONANT: Record<string, string> = {
  g: 'k',
  j: 's',
  z: 's',
  d: 't',
  b: 'p',
  f: 'p',
  q: 'k',
  w: 'v',
};
