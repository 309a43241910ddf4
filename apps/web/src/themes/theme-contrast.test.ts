import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LABEL_COLORS, THEME_IDS, type ThemeId } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseHex, toHex } from './color';
import { getTheme, LIST_COLORS } from './palettes';
import { themeVariables } from './theme-variables';

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for focus rings, icons and other graphics. */
const TEXT = 4.5;
const GRAPHIC = 3;

/** A colour by its Tailwind name (`slate-600`, `white`, `list-blue-bg`), or one laid over another. */
type Paint = string | { color: string; alpha: number; over: string };

interface Pair {
  what: string;
  fg: string;
  bg: Paint;
  min: number;
}

/** The pairs the components draw, by Tailwind colour name, with what draws them. */
const PAIRS: Pair[] = [
  { what: 'texto no fundo do quadro', fg: 'slate-900', bg: 'slate-100', min: TEXT },
  {
    what: 'texto nas superfícies (cartões, diálogos, menus)',
    fg: 'slate-900',
    bg: 'white',
    min: TEXT,
  },
  { what: 'texto na página (slate-50)', fg: 'slate-900', bg: 'slate-50', min: TEXT },
  { what: 'texto de menu', fg: 'slate-700', bg: 'white', min: TEXT },
  { what: 'texto de menu destacado', fg: 'slate-700', bg: 'slate-100', min: TEXT },
  { what: 'texto secundário na superfície', fg: 'slate-600', bg: 'white', min: TEXT },
  { what: 'texto secundário no fundo do quadro', fg: 'slate-600', bg: 'slate-100', min: TEXT },
  { what: 'texto secundário na página', fg: 'slate-600', bg: 'slate-50', min: TEXT },
  { what: 'texto atenuado na superfície (placeholders)', fg: 'slate-500', bg: 'white', min: TEXT },
  { what: 'texto atenuado na página', fg: 'slate-500', bg: 'slate-50', min: TEXT },
  {
    what: 'texto atenuado na barra do quadro (bg-white/60)',
    fg: 'slate-500',
    bg: { color: 'white', alpha: 0.6, over: 'slate-100' },
    min: TEXT,
  },
  { what: 'chip +N dos membros', fg: 'slate-700', bg: 'slate-200', min: TEXT },
  { what: 'botão principal', fg: 'on-accent', bg: 'brand-600', min: TEXT },
  { what: 'botão principal (hover)', fg: 'on-accent', bg: 'brand-700', min: TEXT },
  { what: 'botão principal (active)', fg: 'on-accent', bg: 'brand-800', min: TEXT },
  { what: 'botão de exclusão', fg: 'on-danger', bg: 'red-600', min: TEXT },
  { what: 'botão de exclusão (hover)', fg: 'on-danger', bg: 'red-700', min: TEXT },
  { what: 'link e aba ativa', fg: 'brand-700', bg: 'white', min: TEXT },
  { what: 'filtro de membro ativo', fg: 'brand-800', bg: 'brand-50', min: TEXT },
  { what: 'aviso informativo', fg: 'brand-900', bg: 'brand-50', min: TEXT },
  { what: 'erro de campo', fg: 'red-600', bg: 'white', min: TEXT },
  { what: 'ação de exclusão', fg: 'red-700', bg: 'white', min: TEXT },
  { what: 'ação de exclusão (hover)', fg: 'red-800', bg: 'red-50', min: TEXT },
  { what: 'alerta de erro', fg: 'red-800', bg: 'red-50', min: TEXT },
  { what: 'alerta de sucesso', fg: 'emerald-800', bg: 'emerald-50', min: TEXT },
  { what: 'alerta de atenção', fg: 'yellow-900', bg: 'yellow-50', min: TEXT },
  { what: 'aviso da verificação humana', fg: 'amber-800', bg: 'amber-50', min: TEXT },
  ...['sky', 'amber', 'violet', 'emerald', 'rose', 'indigo'].map((family) => ({
    what: `avatar (${family})`,
    fg: `${family}-800`,
    bg: `${family}-100`,
    min: TEXT,
  })),
  ...LIST_COLORS.flatMap((color): Pair[] => [
    { what: `lista ${color}: título`, fg: 'slate-800', bg: `list-${color}-bg`, min: TEXT },
    { what: `lista ${color}: texto`, fg: 'slate-600', bg: `list-${color}-bg`, min: TEXT },
    {
      what: `lista ${color}: contador (bg-white/80)`,
      fg: 'slate-700',
      bg: { color: 'white', alpha: 0.8, over: `list-${color}-bg` },
      min: TEXT,
    },
    { what: `lista ${color}: ícones`, fg: 'slate-500', bg: `list-${color}-bg`, min: GRAPHIC },
  ]),
  ...LABEL_COLORS.map((color) => ({
    what: `etiqueta ${color}: nome no chip`,
    fg: `label-${color}-text`,
    bg: `label-${color}`,
    min: TEXT,
  })),
  { what: 'selo de checklist', fg: 'slate-700', bg: 'slate-100', min: TEXT },
  { what: 'selo concluído (checklist, entrega)', fg: 'green-800', bg: 'green-100', min: TEXT },
  { what: 'barra de progresso', fg: 'brand-600', bg: 'slate-200', min: GRAPHIC },
  { what: 'barra de progresso concluída', fg: 'green-700', bg: 'slate-200', min: GRAPHIC },
  { what: 'ícones atenuados no fundo do quadro', fg: 'slate-500', bg: 'slate-100', min: GRAPHIC },
  { what: 'anel de foco e marcas na superfície', fg: 'brand-600', bg: 'white', min: GRAPHIC },
  { what: 'anel de foco no fundo do quadro', fg: 'brand-600', bg: 'slate-100', min: GRAPHIC },
  { what: 'ícone de erro', fg: 'red-600', bg: 'red-100', min: GRAPHIC },
];

// --- The default theme, read from the CSS that renders it (Tailwind's theme and index.css). ---

/** oklch() → sRGB hex (Björn Ottosson's OKLab matrices), clamped to the sRGB gamut. */
function oklchToHex(value: string): string {
  // Neutrals write their hue as `none`.
  const match = /oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\s*\)/.exec(value);
  if (!match) throw new Error(`oklch inesperado: ${value}`);
  const [lightness, chroma, hue] = [
    Number(match[1]) / 100,
    Number(match[2]),
    match[3] === 'none' ? 0 : Number(match[3]),
  ];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const encoded = linear.map((c) => {
    const clamped = Math.min(1, Math.max(0, c));
    return 255 * (clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055);
  });
  return toHex(encoded as [number, number, number]);
}

function cssColorVariables(css: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)) {
    if (!name || !value) continue;
    const trimmed = value.trim();
    if (trimmed.startsWith('oklch(')) variables[`--color-${name}`] = oklchToHex(trimmed);
    else if (trimmed.startsWith('#')) variables[`--color-${name}`] = toHex(parseHex(trimmed));
  }
  return variables;
}

const require = createRequire(import.meta.url);
const indexCssPath = path.resolve(import.meta.dirname, '../index.css');
const defaultVariables = {
  ...cssColorVariables(readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8')),
  ...cssColorVariables(readFileSync(indexCssPath, 'utf8')),
};

function variablesOf(id: ThemeId): Record<string, string> {
  return id === 'default' ? defaultVariables : themeVariables(getTheme(id));
}

function paint(variables: Record<string, string>, value: Paint): string {
  const read = (name: string) => {
    const color = variables[`--color-${name}`];
    if (!color) throw new Error(`Variável --color-${name} ausente`);
    return color;
  };
  return typeof value === 'string'
    ? read(value)
    : mix(read(value.over), read(value.color), value.alpha);
}

function ratios(id: ThemeId) {
  const variables = variablesOf(id);
  return PAIRS.map((pair) => ({
    ...pair,
    ratio: contrastRatio(paint(variables, pair.fg), paint(variables, pair.bg)),
  }));
}

describe('theme contrast (WCAG 2.x AA)', () => {
  it.each(THEME_IDS)('%s: every pair the components draw is readable', (id) => {
    const failures = ratios(id)
      .filter(({ ratio, min }) => ratio < min)
      .map(({ what, ratio, min }) => `${what}: ${ratio.toFixed(2)} < ${min}`);
    expect(failures).toEqual([]);
  });
});

describe('theme palettes', () => {
  it.each(THEME_IDS)('%s: the palette’s own text, accent and danger roles read', (id) => {
    const p = getTheme(id).palette;
    const roles: [string, string, string][] = [
      ['text on background', p.text, p.background],
      ['text on surface', p.text, p.surface],
      ['muted on surface', p.muted, p.surface],
      ['on-accent on accent', p.onAccent, p.accent],
      ['on-danger on danger', p.onDanger, p.danger],
      ['danger on surface', p.danger, p.surface],
    ];
    // Tailwind's slate-500 on slate-100 is 4.34:1: the default theme never writes muted text on
    // the board's canvas (slate-600 there). Every editor theme reads there too.
    if (id !== 'default') roles.push(['muted on background', p.muted, p.background]);
    const failures = roles
      .map(([what, fg, bg]) => ({ what, ratio: contrastRatio(fg, bg) }))
      .filter(({ ratio }) => ratio < TEXT)
      .map(({ what, ratio }) => `${what}: ${ratio.toFixed(2)}`);
    expect(failures).toEqual([]);
  });
});

describe('default theme', () => {
  const close = (a: string, b: string) =>
    parseHex(a).every((channel, i) => Math.abs(channel - (parseHex(b)[i] ?? 0)) <= 1);

  it('the palette in TypeScript is what index.css renders', () => {
    const { palette } = getTheme('default');
    const css = (name: string) => defaultVariables[`--color-${name}`] ?? 'ausente';
    const expected: [string, string][] = [
      [palette.background, css('slate-100')],
      [palette.surface, css('white')],
      [palette.text, css('slate-900')],
      [palette.muted, css('slate-500')],
      [palette.border, css('slate-200')],
      [palette.accent, css('brand-600')],
      [palette.onAccent, css('on-accent')],
      [palette.danger, css('red-600')],
      [palette.onDanger, css('on-danger')],
      ...LIST_COLORS.flatMap((color): [string, string][] => [
        [palette.list[color], css(`list-${color}`)],
        [palette.listBackground[color], css(`list-${color}-bg`)],
      ]),
      ...LABEL_COLORS.flatMap((color): [string, string][] => [
        [palette.labels[color].fill, css(`label-${color}`)],
        [palette.labels[color].text, css(`label-${color}-text`)],
      ]),
    ];
    for (const [ts, rendered] of expected)
      expect(close(ts, rendered), `${ts} ≠ ${rendered}`).toBe(true);
  });

  it('every other theme sets every variable the default defines for the app', () => {
    const app = Object.keys(cssColorVariables(readFileSync(indexCssPath, 'utf8')));
    for (const id of THEME_IDS.filter((theme) => theme !== 'default')) {
      const variables = themeVariables(getTheme(id));
      for (const name of app) expect(variables[name], `${id} ${name}`).toBeDefined();
    }
  });
});
