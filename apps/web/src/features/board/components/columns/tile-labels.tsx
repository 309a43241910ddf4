import type { MouseEvent } from 'react';
import { cn } from '../../../../lib/cn';
import { useBoardLabels } from '../../hooks/use-board-labels';
import { useLabelNames } from '../../hooks/use-label-names';
import { labelName } from '../../logic/label-name';
import { LABEL_CHIP_CLASSES } from '../labels/label-colors';

/**
 * A tile's labels, in the board's order: chips with their names, or colour bars (colour-only
 * labels always, every label once names are hidden). A click on one shows or hides the names on
 * every tile and does not open the card. Read as part of the tile's name.
 */
export function TileLabels({ labelIds }: { labelIds: readonly string[] }) {
  const byId = useBoardLabels();
  const names = useLabelNames();
  const labels = labelIds.flatMap((id) => byId.get(id) ?? []);
  if (labels.length === 0) return null;

  function toggleNames(event: MouseEvent) {
    event.stopPropagation();
    names.toggle();
  }

  return (
    <span className="order-first mb-2 flex flex-wrap gap-1">
      <span className="sr-only"> — etiquetas: </span>
      {labels.map((label, index) => {
        const written = names.shown && label.name.trim() !== '';
        return (
          <span
            key={label.id}
            title={written ? undefined : labelName(label)}
            onClick={toggleNames}
            className={cn(
              'rounded',
              LABEL_CHIP_CLASSES[label.color],
              written
                ? 'max-w-full truncate px-1.5 text-xs leading-5 font-medium'
                : names.shown
                  ? 'h-5 w-10'
                  : 'h-2 w-10',
            )}
          >
            <span className={written ? undefined : 'sr-only'}>{labelName(label)}</span>
            {index < labels.length - 1 && <span className="sr-only">, </span>}
          </span>
        );
      })}
    </span>
  );
}
