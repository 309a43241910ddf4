import { describe, expect, it } from 'vitest';
import { descriptionSnippet } from './description-snippet';

describe('descriptionSnippet', () => {
  it('keeps the words of links, emphasis, headings, lists and quotes', () => {
    expect(
      descriptionSnippet(
        '**Anexos do Trello**\n\n- [proposta\\[v2\\].pdf](<https://trello.com/a/b c.pdf>)\n- [site](https://example.com)',
      ),
    ).toBe('Anexos do Trello proposta[v2].pdf site');
    expect(
      descriptionSnippet('## Objetivo\n> Tom _informal_, até 3 parágrafos.\n1. `npm test`'),
    ).toBe('Objetivo Tom informal, até 3 parágrafos. npm test');
    expect(descriptionSnippet('- [x] feito\n- [ ] ~~riscado~~ e *ênfase*')).toBe(
      'feito riscado e ênfase',
    );
  });

  it('leaves plain text and lone marks as they are', () => {
    expect(descriptionSnippet('Conferir valores, prazos e condições.')).toBe(
      'Conferir valores, prazos e condições.',
    );
    expect(descriptionSnippet('2 * 3 = 6 e snake_case_name')).toBe('2 * 3 = 6 e snake_case_name');
    expect(descriptionSnippet('   ')).toBe('');
  });
});
