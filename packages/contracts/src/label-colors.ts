/** A label's colour: one of ten names, each drawn from the workspace theme's palette. */
export const LABEL_COLORS = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
  'sky',
  'lime',
  'pink',
  'black',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_COLOR_NAMES: Record<LabelColor, string> = {
  green: 'Verde',
  yellow: 'Amarelo',
  orange: 'Laranja',
  red: 'Vermelho',
  purple: 'Roxo',
  blue: 'Azul',
  sky: 'Azul-claro',
  lime: 'Lima',
  pink: 'Rosa',
  black: 'Preto',
};

/** A new board's labels: colour-only, as Trello's. */
export const DEFAULT_LABEL_COLORS: readonly LabelColor[] = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
];
