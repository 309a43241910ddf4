import { describe, expect, it } from 'vitest';
import { LABELS } from '../testing/board-fixtures';
import { labelsMatching } from './label-search';

describe('labelsMatching', () => {
  const labels = [LABELS.urgent, LABELS.green, LABELS.design];

  it('finds labels by name or colour, whatever the case and accents', () => {
    expect(labelsMatching(labels, 'urg')).toEqual([LABELS.urgent]);
    expect(labelsMatching(labels, 'VERDE')).toEqual([LABELS.green]);
    expect(labelsMatching(labels, 'vermelhó')).toEqual([LABELS.urgent]);
    expect(labelsMatching(labels, '  ')).toEqual(labels);
    expect(labelsMatching(labels, 'roxo')).toEqual([]);
  });
});
