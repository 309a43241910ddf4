import { LABEL_COLOR_NAMES, LABEL_COLORS, type LabelColor } from '@quadro/contracts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../../lib/cn';
import { LABEL_CHIP_CLASSES } from './label-colors';

export interface LabelColorChoiceProps {
  value: LabelColor;
  onChange: (color: LabelColor) => void;
}

/** The ten colours as swatches: native radios, so the arrows move the choice. */
export function LabelColorChoice({ value, onChange }: LabelColorChoiceProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Cor</legend>
      <div className="grid grid-cols-5 gap-1.5">
        {LABEL_COLORS.map((color) => (
          <label
            key={color}
            title={LABEL_COLOR_NAMES[color]}
            className={cn(
              'relative flex h-8 cursor-pointer items-center justify-center rounded-md',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              LABEL_CHIP_CLASSES[color],
            )}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="sr-only"
            />
            <span className="sr-only">{LABEL_COLOR_NAMES[color]}</span>
            {value === color && <Check className="size-4" aria-hidden="true" />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
