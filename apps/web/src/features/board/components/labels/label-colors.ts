import type { LabelColor } from '@quadro/contracts';

/** Each label colour's chip: the theme's `--color-label-*` fill and the text that reads on it. */
export const LABEL_CHIP_CLASSES: Record<LabelColor, string> = {
  green: 'bg-label-green text-label-green-text',
  yellow: 'bg-label-yellow text-label-yellow-text',
  orange: 'bg-label-orange text-label-orange-text',
  red: 'bg-label-red text-label-red-text',
  purple: 'bg-label-purple text-label-purple-text',
  blue: 'bg-label-blue text-label-blue-text',
  sky: 'bg-label-sky text-label-sky-text',
  lime: 'bg-label-lime text-label-lime-text',
  pink: 'bg-label-pink text-label-pink-text',
  black: 'bg-label-black text-label-black-text',
};
