import { LABEL_COLORS, type LabelColor } from '@quadro/contracts';
import { contrastRatio, mix, relativeLuminance } from './color';

/** A label chip: its fill and the text written on it. */
export interface LabelPaint {
  fill: string;
  text: string;
}

/** WCAG 2.x AA for text: a label's name must read on its chip. */
const CHIP_CONTRAST = 4.5;

/** What a theme's label colours are drawn from. */
export interface LabelSource {
  background: string;
  surface: string;
  text: string;
  border: string;
  muted: string;
  pink: string;
  cyan: string;
  orange: string;
  list: Readonly<Record<'blue' | 'yellow' | 'purple' | 'green' | 'gray' | 'red', string>>;
  /** The editor theme's own colour for a label its palette lacks or would repeat. */
  labelHues?: Partial<Record<LabelColor, string>>;
}

function hues(source: LabelSource, dark: boolean): Record<LabelColor, string> {
  const { list } = source;
  return {
    green: list.green,
    yellow: list.yellow,
    orange: source.orange,
    red: list.red,
    purple: list.purple,
    blue: list.blue,
    sky: source.cyan,
    lime: mix(list.green, list.yellow, 0.5),
    pink: source.pink,
    // A dark chip on either canvas: the text colour on light themes, a deep grey on dark ones.
    black: dark ? mix(source.border, source.muted, 0.3) : source.text,
    ...source.labelHues,
  };
}

/**
 * The chip of one hue: written in the theme's darkest or lightest ink, whichever reads better,
 * and the fill moved away from that ink only as far as AA needs. The ink at the far end reads on
 * the other (the palette's text on its surface and background), so the search always ends.
 */
function chip(hue: string, ink: { dark: string; light: string }): LabelPaint {
  const text = contrastRatio(hue, ink.dark) >= contrastRatio(hue, ink.light) ? ink.dark : ink.light;
  const away = text === ink.dark ? ink.light : ink.dark;
  for (let step = 0; step < 20; step += 1) {
    const fill = mix(hue, away, step / 20);
    if (contrastRatio(fill, text) >= CHIP_CONTRAST) return { fill, text };
  }
  return { fill: away, text };
}

/** The ten label colours in a theme's own hues (the chip's fill and text). */
export function labelPaints(source: LabelSource): Record<LabelColor, LabelPaint> {
  const dark = relativeLuminance(source.background) < relativeLuminance(source.text);
  // Light themes write a shade darker than their text: their text greys read poorly on colour.
  const ink = dark
    ? { dark: source.background, light: source.text }
    : { dark: mix(source.text, '#000000', 0.4), light: source.surface };
  const byColor = hues(source, dark);
  return Object.fromEntries(
    LABEL_COLORS.map((color) => [color, chip(byColor[color], ink)]),
  ) as Record<LabelColor, LabelPaint>;
}
