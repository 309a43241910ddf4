import type { Label } from '@quadro/contracts';
import { cn } from '../../../../lib/cn';
import { labelName } from '../../logic/label-name';
import { LABEL_CHIP_CLASSES } from './label-colors';

/**
 * A label as the card dialog and the picker show it: its name on its colour, or for a
 * colour-only label a blank chip named aloud by its colour ('Etiqueta Verde').
 */
export function LabelChip({
  label,
  className,
}: {
  label: Pick<Label, 'name' | 'color'>;
  className?: string;
}) {
  const named = label.name.trim() !== '';
  return (
    <span
      title={named ? undefined : labelName(label)}
      className={cn(
        'inline-flex h-8 min-w-0 items-center rounded-md text-sm font-medium',
        named ? 'px-3' : 'w-12 shrink-0',
        LABEL_CHIP_CLASSES[label.color],
        className,
      )}
    >
      <span className={named ? 'truncate' : 'sr-only'}>{labelName(label)}</span>
    </span>
  );
}
