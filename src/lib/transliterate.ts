/*
 * Devanagari written in plain Latin letters, the way Hindi words are commonly spelt in English
 * text and addresses ("वेबसाइट" → "vebsait", "नौकरी" → "naukri"): no diacritics, and the short "a"
 * Hindi does not pronounce left out (schwa deletion), so a Hindi title gives a readable ASCII slug.
 * Text in other scripts passes through unchanged.
 */

/** A table written as pairs, "letter latin letter latin …", one row per group of letters. */
function table(...rows: string[]): Record<string, string> {
  const words = rows.join(' ').split(' ');
  return Object.fromEntries(words.flatMap((word, i) => (i % 2 === 0 ? [[word, words[i + 1]!]] : [])));
}

const CONSONANTS = table(
  'क k ख kh ग g घ gh ङ n',
  'च ch छ chh ज j झ jh ञ n',
  'ट t ठ th ड d ढ dh ण n',
  'त t थ th द d ध dh न n',
  'प p फ ph ब b भ bh म m',
  'य y र r ल l ळ l व v',
  'श sh ष sh स s ह h',
);

/** Letters with a nukta (U+093C), which NFC always writes as the letter and the sign. */
const WITH_NUKTA = table('क q ख kh ग gh ज z ड r ढ rh फ f य y');

const VOWELS = table('अ a आ a इ i ई i उ u ऊ u ऋ ri', 'ए e ऐ ai ओ o औ au ऑ o ऍ e ऎ e ऒ o');

const VOWEL_SIGNS = table('ा a ि i ी i ु u ू u ृ ri', 'े e ै ai ो o ौ au ॉ o ॅ e ॆ e ॊ o');

const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CANDRABINDU = 'ँ';
const VISARGA = 'ः';
/** Before these the anusvara sounds "m" (संपर्क → sampark). */
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/** One consonant of a word: its letters, and its vowel ('' after a virama, null for the inherent "a"). */
type Syllable = { consonant: string; vowel: string | null; nasal: string; clustered: boolean };
type Part = Syllable | { text: string };

const isSyllable = (part: Part | undefined): part is Syllable => part !== undefined && 'consonant' in part;

/** Whether a syllable is pronounced with a vowel (inherent or written). */
const voiced = (part: Part | undefined): boolean => !isSyllable(part) || part.vowel !== '';

function transliterateWord(word: string): string {
  const chars = [...word];
  const parts: Part[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const last = parts[parts.length - 1];
    if (CONSONANTS[char] !== undefined) {
      let consonant = CONSONANTS[char];
      if (chars[i + 1] === NUKTA) {
        consonant = WITH_NUKTA[char] ?? consonant;
        i++;
      }
      parts.push({ consonant, vowel: null, nasal: '', clustered: isSyllable(last) && last.vowel === '' });
    } else if (char === VIRAMA && isSyllable(last)) {
      last.vowel = '';
    } else if (VOWEL_SIGNS[char] !== undefined && isSyllable(last)) {
      last.vowel = VOWEL_SIGNS[char];
    } else if ((char === ANUSVARA || char === CANDRABINDU) && last) {
      const next = chars[i + 1];
      const nasal = char === ANUSVARA && next !== undefined && LABIALS.has(next) ? 'm' : 'n';
      if (isSyllable(last)) last.nasal += nasal;
      else last.text += nasal;
    } else if (char === VISARGA) {
      parts.push({ text: 'h' });
    } else if (VOWELS[char] !== undefined) {
      parts.push({ text: VOWELS[char] });
    } else if (char !== NUKTA) {
      parts.push({ text: char });
    }
  }
  // ज्ञ is said "gy" in Hindi (ज्ञान → gyan).
  for (let i = 0; i + 1 < parts.length; i++) {
    const [first, second] = [parts[i], parts[i + 1]];
    if (isSyllable(first) && isSyllable(second) && first.consonant === 'j' && first.vowel === '' && second.consonant === 'n' && second.clustered) {
      first.consonant = 'g';
      second.consonant = 'y';
    }
  }
  dropSilentSchwas(parts);
  return parts
    .map((part, i) => {
      if (!isSyllable(part)) return part.text;
      // "अय" closing a syllable inside a word is said "ai" (जयपुर → jaipur).
      const before = parts[i - 1];
      const consonant =
        part.consonant === 'y' && part.vowel === '' && i < parts.length - 1 && isSyllable(before) && before.vowel === null ? 'i' : part.consonant;
      return `${consonant}${part.vowel ?? 'a'}${part.nasal}`;
    })
    .join('');
}

/**
 * Hindi leaves the inherent "a" unsaid at the end of a word (कंपनी is "kampani", not "kampanii",
 * but वेबसाइट is "vebsait") and inside a word between a voiced syllable and a consonant that
 * carries a vowel (समझना → "samajhna"). Read from the end, as the rule is applied in speech.
 */
function dropSilentSchwas(parts: Part[]): void {
  const syllables = parts.filter(isSyllable).length;
  const last = parts[parts.length - 1];
  const beforeLast = parts[parts.length - 2];
  // A final "र" or "य" after another consonant keeps its vowel (मित्र → mitra, सूर्य → surya), as does
  // "य" after "ी" (भारतीय → bhartiya) and a word of one syllable (न → na).
  const keepsFinal = (last: Syllable) =>
    (last.consonant === 'r' || last.consonant === 'y') && (last.clustered || (last.consonant === 'y' && isSyllable(beforeLast) && beforeLast.vowel === 'i'));
  if (isSyllable(last) && last.vowel === null && last.nasal === '' && syllables > 1 && !keepsFinal(last)) last.vowel = '';
  for (let i = parts.length - 2; i > 0; i--) {
    const part = parts[i]!;
    if (!isSyllable(part) || part.vowel !== null || part.nasal !== '') continue;
    const next = parts[i + 1];
    if (isSyllable(next) && voiced(next) && voiced(parts[i - 1])) part.vowel = '';
  }
}

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_WORD = /[\u0900-\u097F]+/g;
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/** The text with every Devanagari word spelt in Latin letters, and Devanagari digits as 0-9. */
export function transliterate(text: string): string {
  // Most text the build slugs is English: it is returned as it is, at the cost of one test.
  if (!DEVANAGARI.test(text)) return text;
  return text
    .normalize('NFC')
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/।|॥/g, ' ')
    .replace(DEVANAGARI_WORD, transliterateWord);
}
