import { LABEL_COLOR_NAMES, type Label } from '@quadro/contracts';

/** What a label is called aloud: its name, or 'Etiqueta Verde' for a colour-only one. */
export const labelName = ({ name, color }: Pick<Label, 'name' | 'color'>): string =>
  name.trim() || `Etiqueta ${LABEL_COLOR_NAMES[color]}`;
