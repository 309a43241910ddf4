import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (parts: ReturnType<typeof highlightParts>) =>
  parts.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('');

describe('highlightParts', () => {
  it('marks each range and keeps the text between', () => {
    expect(
      marked(
        highlightParts('Reunião de orçamento na sexta', [
          [0, 7],
          [11, 20],
        ]),
      ),
    ).toBe('[Reunião] de [orçamento] na sexta');
  });

  it('takes the ranges in any order, merging overlapping and touching ones', () => {
    expect(
      marked(
        highlightParts('planejamento anual', [
          [13, 18],
          [0, 5],
          [3, 12],
          [12, 13],
        ]),
      ),
    ).toBe('[planejamento anual]');
  });

  it('clips ranges past the snippet and ignores empty or inverted ones', () => {
    expect(
      marked(
        highlightParts('orçamento', [
          [-3, 3],
          [5, 5],
          [8, 2],
          [6, 99],
        ]),
      ),
    ).toBe('[orç]ame[nto]');
  });

  it('returns the snippet whole without highlights, and nothing for an empty one', () => {
    expect(highlightParts('sem destaque', [])).toEqual([{ text: 'sem destaque', marked: false }]);
    expect(highlightParts('', [[0, 4]])).toEqual([]);
  });

  it('counts offsets in UTF-16 code units, as JavaScript strings do', () => {
    expect(marked(highlightParts('🚀 Lançar', [[3, 9]]))).toBe('🚀 [Lançar]');
  });
});
