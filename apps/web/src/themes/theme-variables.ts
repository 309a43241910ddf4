import { LABEL_COLORS, type ThemeId } from '@quadro/contracts';
import { mix } from './color';
import { getTheme, LIST_COLORS, type Theme, type ThemePalette } from './palettes';

/**
 * A theme is applied by overriding Tailwind's own colour variables (`--color-slate-600`,
 * `--color-white`, `--color-brand-600`…), which every utility class reads: the components keep
 * their class names and follow the theme. Each Tailwind colour family takes the palette colour
 * closest in meaning; its scale is built around that colour: light shades towards the surface
 * (backgrounds of alerts and chips), dark shades towards the text (text on those backgrounds).
 */

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
type Shade = (typeof SHADES)[number];

/** How far each shade moves from the surface to the colour (50-400) or the colour to the text. */
const TOWARDS_COLOR: Record<'light' | 'dark', Partial<Record<Shade, number>>> = {
  light: { 50: 0.07, 100: 0.14, 200: 0.28, 300: 0.45, 400: 0.72 },
  dark: { 50: 0.12, 100: 0.18, 200: 0.3, 300: 0.45, 400: 0.72 },
};
const TOWARDS_TEXT: Partial<Record<Shade, number>> = { 700: 0.2, 800: 0.5, 900: 0.7, 950: 0.8 };

function colorScale(color: string, { palette, dark }: Theme): Record<Shade, string> {
  const towardsColor = TOWARDS_COLOR[dark ? 'dark' : 'light'];
  return Object.fromEntries(
    SHADES.map((shade) => {
      const fromSurface = towardsColor[shade];
      const toText = TOWARDS_TEXT[shade];
      if (fromSurface !== undefined) return [shade, mix(palette.surface, color, fromSurface)];
      if (toText !== undefined) return [shade, mix(color, palette.text, toText)];
      return [shade, color];
    }),
  ) as Record<Shade, string>;
}

/** The neutral scale: canvas, borders, then muted up to the text. */
function neutralScale(p: ThemePalette): Record<Shade, string> {
  return {
    50: mix(p.surface, p.background, 0.5),
    100: p.background,
    200: p.border,
    300: mix(p.border, p.text, 0.18),
    400: mix(p.muted, p.surface, 0.3),
    500: p.muted,
    600: mix(p.muted, p.text, 0.3),
    700: mix(p.muted, p.text, 0.6),
    800: mix(p.muted, p.text, 0.8),
    900: p.text,
    950: p.text,
  };
}

/** Which palette colour each Tailwind family the app uses stands for. */
function families(p: ThemePalette): Record<string, string> {
  return {
    brand: p.accent,
    indigo: p.accent,
    red: p.danger,
    rose: p.pink,
    pink: p.pink,
    orange: p.orange,
    amber: p.warning,
    yellow: p.warning,
    emerald: p.success,
    green: p.success,
    teal: p.success,
    cyan: p.cyan,
    sky: p.cyan,
    blue: p.list.blue,
    violet: p.list.purple,
    purple: p.list.purple,
  };
}

/** Every CSS custom property a theme sets, names with their leading `--`. */
export function themeVariables(theme: Theme): Record<string, string> {
  const p = theme.palette;
  const variables: Record<string, string> = {
    '--color-white': p.surface,
    '--color-on-accent': p.onAccent,
    '--color-on-danger': p.onDanger,
    '--color-scrim': theme.dark ? '#000000' : mix(p.text, '#000000', 0.3),
  };
  const neutral = neutralScale(p);
  for (const shade of SHADES) variables[`--color-slate-${shade}`] = neutral[shade];
  for (const [family, color] of Object.entries(families(p))) {
    const scale = colorScale(color, theme);
    for (const shade of SHADES) variables[`--color-${family}-${shade}`] = scale[shade];
  }
  for (const color of LIST_COLORS) {
    variables[`--color-list-${color}`] = p.list[color];
    variables[`--color-list-${color}-bg`] = p.listBackground[color];
  }
  for (const color of LABEL_COLORS) {
    variables[`--color-label-${color}`] = p.labels[color].fill;
    variables[`--color-label-${color}-text`] = p.labels[color].text;
  }
  return variables;
}

/**
 * The rule that applies a theme once `<html data-theme>` names it. The default theme needs none:
 * its colours are index.css's, there before any script runs.
 */
export function themeCss(id: ThemeId): string {
  if (id === 'default') return '';
  const theme = getTheme(id);
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `:root[data-theme='${id}'] {\n  color-scheme: ${theme.dark ? 'dark' : 'light'};\n${declarations}\n}\n`;
}
