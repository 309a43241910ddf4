import type { Label } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { LABELS } from '../testing/board-fixtures';
import { cardMatchesLabel, labelFilterOn, labelFilterOptions } from './label-filter';

describe('label filter', () => {
  it('keeps every card, the cards without labels, or those with one label', () => {
    const plain = { labelIds: [] };
    const urgent = { labelIds: [LABELS.urgent.id, LABELS.green.id] };
    expect([plain, urgent].map((card) => cardMatchesLabel(card, 'all'))).toEqual([true, true]);
    expect([plain, urgent].map((card) => cardMatchesLabel(card, 'none'))).toEqual([true, false]);
    expect([plain, urgent].map((card) => cardMatchesLabel(card, LABELS.green.id))).toEqual([
      false,
      true,
    ]);
  });

  it('forgets a label that left the board', () => {
    expect(labelFilterOn(LABELS.design.id, [LABELS.urgent])).toBe('all');
    expect(labelFilterOn(LABELS.urgent.id, [LABELS.urgent])).toBe(LABELS.urgent.id);
    expect(labelFilterOn('none', [])).toBe('none');
  });

  it('names labels by name or colour, and tells apart two that share a name', () => {
    const other: Label = { ...LABELS.urgent, id: '00000000-0000-4000-8000-0000000000a9' };
    expect(
      labelFilterOptions([LABELS.urgent, LABELS.green, { ...other, color: 'orange' }]).map(
        ({ label }) => label,
      ),
    ).toEqual(['Urgente (Vermelho)', 'Verde', 'Urgente (Laranja)']);
  });
});
