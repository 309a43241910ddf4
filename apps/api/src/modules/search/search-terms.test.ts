import { describe, expect, it } from 'vitest';
import { endsInPrefix, MAX_SEARCH_TERMS, parseSearch } from './search-terms.js';

describe('parseSearch', () => {
  it('reads words in lower case, keeping accents and digits, and drops punctuation', () => {
    expect(parseSearch('Reunião, ORÇAMENTO! sprint 42')).toEqual({
      phrases: [],
      words: ['reunião', 'orçamento', 'sprint', '42'],
    });
  });

  it('reads a quoted phrase, with its stop words, apart from the words around it', () => {
    expect(parseSearch('anual "Reunião de  orçamento" diretoria')).toEqual({
      phrases: ['reunião de orçamento'],
      words: ['anual', 'diretoria'],
    });
  });

  it('runs an unclosed quote to the end', () => {
    expect(parseSearch('anual "reunião de')).toEqual({
      phrases: ['reunião de'],
      words: ['anual'],
    });
  });

  it('takes a quoted single word as a word', () => {
    expect(parseSearch('"reunião"')).toEqual({ phrases: [], words: ['reunião'] });
  });

  it.each(['', '   ', '""', '"', "'", '&|!:*()<->', '\\\\', ':* & !', '😀🚀', '\uFFFF'])(
    'finds nothing to look for in %j',
    (q) => {
      expect(parseSearch(q)).toEqual({ phrases: [], words: [] });
    },
  );

  it('makes operators and quotes between words plain separators', () => {
    expect(parseSearch("a:*&b|!c<->d'e")).toEqual({
      phrases: [],
      words: ['a', 'b', 'c', 'd', 'e'],
    });
  });

  it("keeps whole what PostgreSQL's parser keeps whole: hyphenated words, versions, e-mails", () => {
    expect(parseSearch('e-mail bem-vindo 3.5 joao@empresa.com').words).toEqual([
      'e-mail',
      'bem-vindo',
      '3.5',
      'joao@empresa.com',
    ]);
  });

  it(`keeps at most ${MAX_SEARCH_TERMS} terms, phrases first`, () => {
    const words = Array.from({ length: 20 }, (_, index) => `w${index}`);
    expect(parseSearch(words.join(' ')).words).toEqual(words.slice(0, MAX_SEARCH_TERMS));

    const phrases = Array.from({ length: 14 }, (_, index) => `"p${index} q${index}"`);
    expect(parseSearch(phrases.join(' '))).toEqual({
      phrases: Array.from({ length: MAX_SEARCH_TERMS }, (_, index) => `p${index} q${index}`),
      words: [],
    });

    expect(parseSearch(`"a b" "c d" ${words.join(' ')}`)).toEqual({
      phrases: ['a b', 'c d'],
      words: words.slice(0, MAX_SEARCH_TERMS - 2),
    });
  });

  it('reads a word whose accents are decomposed (NFD) as one word', () => {
    const { words } = parseSearch('reunião'.normalize('NFD'));
    expect(words.map((word) => word.normalize('NFC'))).toEqual(['reunião']);
  });
});

describe('endsInPrefix', () => {
  it.each([
    ['planej', true],
    ['reunião', true],
    ['sprint 42', false],
    ['sprint 420', true],
    ['de', true],
    ['reunião de', false],
    ['"reunião de orçamento"', false],
    ['planej.', false],
    ['planej 😀', false],
    ['', false],
  ])('%j → %s', (q, expected) => {
    expect(endsInPrefix(q, parseSearch(q))).toBe(expected);
  });
});
