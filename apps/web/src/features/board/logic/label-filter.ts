import { LABEL_COLOR_NAMES, type Card, type Label } from '@quadro/contracts';

/** 'all', 'none' (cards without labels), or a label's id. */
export type LabelFilter = 'all' | 'none' | (string & {});

export function cardMatchesLabel(card: Pick<Card, 'labelIds'>, filter: LabelFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'none') return card.labelIds.length === 0;
  return card.labelIds.includes(filter);
}

/** A filter on a label deleted meanwhile (here or by someone else) filters nothing. */
export const labelFilterOn = (filter: LabelFilter, labels: readonly Label[]): LabelFilter =>
  filter === 'all' || filter === 'none' || labels.some(({ id }) => id === filter) ? filter : 'all';

/**
 * The labels as the filter offers them: by name, colour-only ones by colour; a name or colour
 * two labels share says both.
 */
export function labelFilterOptions(labels: readonly Label[]): { value: string; label: string }[] {
  const text = ({ name, color }: Label) => name.trim() || LABEL_COLOR_NAMES[color];
  return labels.map((label) => {
    const shared = labels.filter((other) => text(other) === text(label)).length > 1;
    const colour = LABEL_COLOR_NAMES[label.color];
    return {
      value: label.id,
      label: shared && label.name.trim() ? `${text(label)} (${colour})` : text(label),
    };
  });
}
