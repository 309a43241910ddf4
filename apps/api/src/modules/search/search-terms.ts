/** What a search asks for: quoted phrases, and words, the last of which may be unfinished. */
export interface SearchTerms {
  phrases: string[];
  words: string[];
}

/** More would only slow the query down: a search is a few words. */
export const MAX_SEARCH_TERMS = 12;

/**
 * Letters and digits, with the marks of decomposed accents, joined by what PostgreSQL's parser
 * keeps inside one token ('3.5', 'joao@empresa.com', 'e-mail').
 */
const WORD = /[\p{L}\p{N}\p{M}]+(?:[.@/_-][\p{L}\p{N}\p{M}]+)*/gu;

const wordsOf = (text: string) => text.normalize('NFC').toLowerCase().match(WORD) ?? [];

/**
 * Reads a search as typed: "a quoted phrase" matches as a phrase (an unclosed quote runs to the
 * end), and every other run of letters and digits is a word; punctuation and operators mean
 * nothing, so no input can make the query fail.
 */
export function parseSearch(q: string): SearchTerms {
  const phrases: string[] = [];
  const words: string[] = [];
  const parts = q.split('"');
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1;
    const partWords = wordsOf(part);
    if (quoted && partWords.length > 1) phrases.push(partWords.join(' '));
    else words.push(...partWords);
  });
  return {
    phrases: phrases.slice(0, MAX_SEARCH_TERMS),
    words: words.slice(0, Math.max(0, MAX_SEARCH_TERMS - phrases.length)),
  };
}

/**
 * Whether the last word is still being typed, and so a prefix: unless a quote or punctuation ends
 * the query, or it is a one- or two-letter word after others ('reunião de' is not 'reunião de…').
 */
export function endsInPrefix(q: string, { words, phrases }: SearchTerms): boolean {
  if (!/[\p{L}\p{N}\p{M}]$/u.test(q)) return false;
  const last = words.at(-1);
  return last !== undefined && (last.length > 2 || words.length + phrases.length === 1);
}
