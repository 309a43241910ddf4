import { THEME_IDS, type LabelColor, type ThemeId } from '@quadro/contracts';
import { mix } from './color';
import { labelPaints, type LabelPaint } from './label-paints';

/** The colours a list can show: the display cycle (spec §3), then gray and red. */
export const LIST_COLORS = ['blue', 'yellow', 'purple', 'green', 'gray', 'red'] as const;
export type ListColor = (typeof LIST_COLORS)[number];

export interface ThemePalette {
  /** The board's canvas behind the columns; also the hover of rows on a surface. */
  background: string;
  /** Header, cards, dialogs, menus and fields. */
  surface: string;
  text: string;
  /** Secondary text and placeholders. */
  muted: string;
  border: string;
  /** Primary buttons, focus rings, links, checks. */
  accent: string;
  /** Text on an accent fill. */
  onAccent: string;
  success: string;
  warning: string;
  danger: string;
  /** Text on a danger fill. */
  onDanger: string;
  /** Editor colours with no role above, for avatars and highlights. */
  cyan: string;
  pink: string;
  orange: string;
  /** The stripe on top of each column. */
  list: Readonly<Record<ListColor, string>>;
  /** The column behind the cards. */
  listBackground: Readonly<Record<ListColor, string>>;
  /** The ten label colours: each chip's fill and its text (AA between them). */
  labels: Readonly<Record<LabelColor, LabelPaint>>;
}

export interface Theme {
  id: ThemeId;
  /** pt-BR name shown in the theme menu. */
  name: string;
  dark: boolean;
  palette: ThemePalette;
}

/** Columns tinted with their list colour over the theme's canvas. */
function tinted(
  background: string,
  list: Readonly<Record<ListColor, string>>,
  amount: number,
): Record<ListColor, string> {
  return Object.fromEntries(
    LIST_COLORS.map((color) => [color, mix(background, list[color], amount)]),
  ) as Record<ListColor, string>;
}

type PaletteInput = Omit<ThemePalette, 'listBackground' | 'labels'> & {
  listTint: number;
  /** The editor theme's own colour for a label its palette lacks or would repeat. */
  labelHues?: Partial<Record<LabelColor, string>>;
};

function palette({ listTint, labelHues, ...colors }: PaletteInput): ThemePalette {
  return {
    ...colors,
    listBackground: tinted(colors.background, colors.list, listTint),
    labels: labelPaints({ ...colors, labelHues }),
  };
}

/*
 * Colours come from each editor theme's own definition. Where the editor's colour is too faint
 * for WCAG AA text (4.5:1) on our surfaces — usually its comment colour used as our muted text,
 * or a saturated red or blue under white text — it is nudged and the original is noted beside it.
 */
const definitions: Record<ThemeId, Omit<Theme, 'id' | 'palette'> & { palette: PaletteInput }> = {
  // Tailwind's own palette (slate, blue, emerald, amber, red): what index.css renders before any
  // script runs. A test checks these against the CSS.
  default: {
    name: 'Padrão',
    dark: false,
    palette: {
      background: '#f1f5f9',
      surface: '#ffffff',
      text: '#0f172b',
      muted: '#62748e',
      border: '#e2e8f0',
      accent: '#2563eb',
      onAccent: '#ffffff',
      success: '#009966',
      warning: '#fe9a00',
      danger: '#e7000b',
      onDanger: '#ffffff',
      cyan: '#00a6f4',
      pink: '#ff2056',
      orange: '#ff6900',
      list: {
        blue: '#2b7fff',
        yellow: '#ffb900',
        purple: '#8e51ff',
        green: '#00bc7d',
        gray: '#90a1b9',
        red: '#fb2c36',
      },
      listTint: 0.1,
    },
  },
  // Primer light: canvas.subtle, canvas.default, fg.default, fg.muted, border.default.
  githubLight: {
    name: 'GitHub Claro',
    dark: false,
    palette: {
      background: '#f6f8fa',
      surface: '#ffffff',
      text: '#1f2328',
      muted: '#59636e',
      border: '#d1d9e0',
      accent: '#0969da',
      onAccent: '#ffffff',
      success: '#1a7f37',
      warning: '#9a6700',
      danger: '#cf222e',
      onDanger: '#ffffff',
      cyan: '#1b7c83',
      pink: '#bf3989',
      orange: '#bc4c00',
      list: {
        blue: '#0969da',
        yellow: '#bf8700',
        purple: '#8250df',
        green: '#1a7f37',
        gray: '#818b98',
        red: '#cf222e',
      },
      listTint: 0.08,
    },
  },
  // Atom One Light: syntax-bg, base (panels), mono-1, mono-2, hue-1…hue-6.
  oneLight: {
    name: 'One Light',
    dark: false,
    palette: {
      background: '#eaeaeb',
      surface: '#fafafa',
      text: '#383a42',
      muted: '#5f6270', // mono-2 #696c77, a little darker to read on the #eaeaeb panels
      border: '#d4d4d6',
      accent: '#3a6fe0', // hue-2 #4078f2, a little darker under white text
      onAccent: '#ffffff',
      success: '#3f8a3e', // hue-4 #50a14f, darker for text
      warning: '#986801', // hue-6
      danger: '#ca1243', // hue-5-2
      onDanger: '#ffffff',
      cyan: '#0184bc',
      pink: '#a626a4',
      orange: '#c18401',
      list: {
        blue: '#4078f2',
        yellow: '#c18401',
        purple: '#a626a4',
        green: '#50a14f',
        gray: '#a0a1a7',
        red: '#e45649',
      },
      listTint: 0.1,
      // hue-6 for orange (hue-6-2 is the yellow), hue-5-2 for pink (purple is hue-3).
      labelHues: { orange: '#986801', pink: '#ca1243' },
    },
  },
  // Solarized light: base3 surface, base2 canvas, base02 text, base01 muted, the eight accents.
  solarizedLight: {
    name: 'Solarized Claro',
    dark: false,
    palette: {
      background: '#eee8d5',
      surface: '#fdf6e3',
      text: '#073642',
      muted: '#52676e', // base01 #586e75, a little darker to read on base2
      border: '#ddd6c1',
      accent: '#1f6fa8', // blue #268bd2 is too light under base3 text
      onAccent: '#fdf6e3',
      success: '#5f6e00', // green #859900, darker for text
      warning: '#8a6900', // yellow #b58900, darker for text
      danger: '#c0282a', // red #dc322f, darker under base3 text
      onDanger: '#fdf6e3',
      cyan: '#2aa198',
      pink: '#d33682',
      orange: '#cb4b16',
      list: {
        blue: '#268bd2',
        yellow: '#b58900',
        purple: '#6c71c4',
        green: '#859900',
        gray: '#93a1a1',
        red: '#dc322f',
      },
      listTint: 0.1,
    },
  },
  // Material Theme Lighter: background, second background, the Material syntax colours.
  materialLighter: {
    name: 'Material Claro',
    dark: false,
    palette: {
      background: '#eeeeee',
      surface: '#fafafa',
      text: '#37474f', // the theme's foreground #546e7a becomes the muted text; text is darker
      muted: '#546e7a',
      border: '#dcdfe1',
      accent: '#7c4dff',
      onAccent: '#ffffff',
      success: '#4c7a1f', // green #91b859, darker for text
      warning: '#9a6300', // yellow #f6a434, darker for text
      danger: '#d32f2f', // red #e53935, a little darker under white text
      onDanger: '#ffffff',
      cyan: '#2c9aa2', // cyan #39adb5, darker so avatar letters read
      pink: '#ff5370',
      orange: '#f76d47',
      list: {
        blue: '#6182b8',
        yellow: '#f6a434',
        purple: '#7c4dff',
        green: '#91b859',
        gray: '#90a4ae',
        red: '#e53935',
      },
      listTint: 0.1,
    },
  },
  // Dracula: BG, BG light, foreground, selection, the official accents.
  dracula: {
    name: 'Dracula',
    dark: true,
    palette: {
      background: '#21222c',
      surface: '#282a36',
      text: '#f8f8f2',
      muted: '#a7b0d8', // comment #6272a4 is too faint for text
      border: '#44475a',
      accent: '#bd93f9',
      onAccent: '#21222c',
      success: '#50fa7b',
      warning: '#f1fa8c',
      danger: '#ff5555',
      onDanger: '#21222c',
      cyan: '#8be9fd',
      pink: '#ff79c6',
      orange: '#ffb86c',
      list: {
        blue: '#8be9fd',
        yellow: '#f1fa8c',
        purple: '#bd93f9',
        green: '#50fa7b',
        gray: '#6272a4',
        red: '#ff5555',
      },
      listTint: 0.08,
      // Blue is the comment colour: the cyan is already the sky.
      labelHues: { blue: '#6272a4' },
    },
  },
  // One Dark Pro: sideBar #21252b, editor #282c34, foreground, the One Dark syntax colours.
  oneDarkPro: {
    name: 'One Dark Pro',
    dark: true,
    palette: {
      background: '#21252b',
      surface: '#282c34',
      text: '#d7dae0',
      muted: '#9da5b4', // comment #7f848e is too faint for text
      border: '#3e4452',
      accent: '#61afef',
      onAccent: '#21252b',
      success: '#98c379',
      warning: '#e5c07b',
      danger: '#e57b83', // red #e06c75, a little lighter for text on the editor
      onDanger: '#21252b',
      cyan: '#56b6c2',
      pink: '#c678dd',
      orange: '#d19a66',
      list: {
        blue: '#61afef',
        yellow: '#e5c07b',
        purple: '#c678dd',
        green: '#98c379',
        gray: '#5c6370',
        red: '#e06c75',
      },
      listTint: 0.08,
      // No pink of its own: halfway between its magenta and its red.
      labelHues: { pink: mix('#c678dd', '#e06c75', 0.5) },
    },
  },
  // Tokyo Night: bg_dark, bg, fg, fg_dark, the Tokyo Night accents.
  tokyoNight: {
    name: 'Tokyo Night',
    dark: true,
    palette: {
      background: '#16161e',
      surface: '#1a1b26',
      text: '#c0caf5',
      muted: '#8e96c2', // comment #565f89 and dark5 #737aa2 are too faint for text
      border: '#292e42',
      accent: '#7aa2f7',
      onAccent: '#16161e',
      success: '#9ece6a',
      warning: '#e0af68',
      danger: '#f7768e',
      onDanger: '#16161e',
      cyan: '#7dcfff',
      pink: '#ff007c',
      orange: '#ff9e64',
      list: {
        blue: '#7aa2f7',
        yellow: '#e0af68',
        purple: '#bb9af7',
        green: '#9ece6a',
        gray: '#565f89',
        red: '#f7768e',
      },
      listTint: 0.08,
    },
  },
  // Nord: Polar Night (nord0-3), Snow Storm (nord4-6), Frost (nord7-10), Aurora (nord11-15).
  nord: {
    name: 'Nord',
    dark: true,
    palette: {
      background: '#2e3440',
      surface: '#3b4252',
      text: '#eceff4',
      muted: '#c0c8d6', // nord4 #d8dee9 softened; nord3 #4c566a (comments) is too faint
      border: '#4c566a',
      accent: '#88c0d0',
      onAccent: '#2e3440',
      success: '#a3be8c',
      warning: '#ebcb8b',
      danger: '#eba1a7', // nord11 #bf616a is too dark for text on nord1
      onDanger: '#2e3440',
      cyan: '#8fbcbb',
      pink: '#b48ead',
      orange: '#d08770',
      list: {
        blue: '#81a1c1',
        yellow: '#ebcb8b',
        purple: '#b48ead',
        green: '#a3be8c',
        gray: '#4c566a',
        red: '#bf616a',
      },
      listTint: 0.1,
      // No pink of its own: halfway between nord15 and nord11.
      labelHues: { pink: mix('#b48ead', '#bf616a', 0.5) },
    },
  },
  // Monokai: sidebar #1e1f1c, editor #272822, foreground, the classic accents.
  monokai: {
    name: 'Monokai',
    dark: true,
    palette: {
      background: '#1e1f1c',
      surface: '#272822',
      text: '#f8f8f2',
      muted: '#b3ad93', // comment #75715e is too faint for text
      border: '#49483e',
      accent: '#66d9ef',
      onAccent: '#1e1f1c',
      success: '#a6e22e',
      warning: '#e6db74',
      danger: '#ff5c8f', // pink #f92672 is a little too dark for text on the editor
      onDanger: '#1e1f1c',
      cyan: '#66d9ef',
      pink: '#f92672',
      orange: '#fd971f',
      list: {
        blue: '#66d9ef',
        yellow: '#e6db74',
        purple: '#ae81ff',
        green: '#a6e22e',
        gray: '#75715e',
        red: '#f92672',
      },
      listTint: 0.08,
      // One cyan and one pink only: blue leans to its purple, red to its orange.
      labelHues: { blue: mix('#66d9ef', '#ae81ff', 0.5), red: mix('#f92672', '#fd971f', 0.35) },
    },
  },
  // Primer dark: canvas.default, canvas.subtle, fg.default, fg.muted, border.default.
  githubDark: {
    name: 'GitHub Escuro',
    dark: true,
    palette: {
      background: '#0d1117',
      surface: '#161b22',
      text: '#e6edf3',
      muted: '#9198a1',
      border: '#30363d',
      accent: '#4493f8',
      onAccent: '#0d1117',
      success: '#3fb950',
      warning: '#d29922',
      danger: '#f85149',
      onDanger: '#0d1117',
      cyan: '#39c5cf',
      pink: '#db61a2',
      orange: '#db6d28',
      list: {
        blue: '#4493f8',
        yellow: '#d29922',
        purple: '#ab7df8',
        green: '#3fb950',
        gray: '#656c76',
        red: '#f85149',
      },
      listTint: 0.08,
    },
  },
  // SynthWave '84: sideBar #241b2f, editor #262335, foreground, the neon accents.
  synthwave: {
    name: "SynthWave '84",
    dark: true,
    palette: {
      background: '#1e1a2b',
      surface: '#262335',
      text: '#f4eee4',
      muted: '#a2a8d8', // comment #848bbd is a little too faint for text
      border: '#463465',
      accent: '#ff7edb',
      onAccent: '#1e1a2b',
      success: '#72f1b8',
      warning: '#fede5d',
      danger: '#fe6676', // red #fe4450 is a little too dark for text on the editor
      onDanger: '#1e1a2b',
      cyan: '#36f9f6',
      pink: '#ff7edb',
      orange: '#ff8b39',
      list: {
        blue: '#36f9f6',
        yellow: '#fede5d',
        purple: '#b893ce',
        green: '#72f1b8',
        gray: '#848bbd',
        red: '#fe4450',
      },
      listTint: 0.08,
      // The cyan is the sky: blue leans to its purple.
      labelHues: { blue: mix('#36f9f6', '#b893ce', 0.55) },
    },
  },
  // Palenight: contrast #202331, background #292d3e, foreground, the Material syntax colours.
  palenight: {
    name: 'Palenight',
    dark: true,
    palette: {
      background: '#202331',
      surface: '#292d3e',
      text: '#d0d4ec',
      muted: '#a6accd', // the theme's foreground; its comment #676e95 is too faint for text
      border: '#3a3f58',
      accent: '#82aaff',
      onAccent: '#202331',
      success: '#c3e88d',
      warning: '#ffcb6b',
      danger: '#ff6b83', // red #ff5370, a little lighter for text on the background
      onDanger: '#202331',
      cyan: '#89ddff',
      pink: '#f07178',
      orange: '#f78c6c',
      list: {
        blue: '#82aaff',
        yellow: '#ffcb6b',
        purple: '#c792ea',
        green: '#c3e88d',
        gray: '#676e95',
        red: '#ff5370',
      },
      listTint: 0.08,
    },
  },
  // Ayu Dark: panel bg, editor bg, foreground, the ayu accents.
  ayuDark: {
    name: 'Ayu Escuro',
    dark: true,
    palette: {
      background: '#0b0e14',
      surface: '#131721',
      text: '#bfbdb6',
      muted: '#8a9199', // comment #636a72 is too faint for text
      border: '#242936',
      accent: '#e6b450',
      onAccent: '#0b0e14',
      success: '#aad94c',
      warning: '#ffb454',
      danger: '#f07178', // error #d95757 is a little too dark for text on the panels
      onDanger: '#0b0e14',
      cyan: '#95e6cb',
      pink: '#f29668',
      orange: '#ff8f40',
      list: {
        blue: '#59c2ff',
        yellow: '#e6b450',
        purple: '#d2a6ff',
        green: '#aad94c',
        gray: '#636a72',
        red: '#d95757',
      },
      listTint: 0.08,
      // Its 'operator' colour (the palette's pink) is an orange: markup's rose instead.
      labelHues: { pink: '#f07178' },
    },
  },
  // Material Ocean: contrast #090b10, background #0f111a, foreground, the Material syntax colours.
  materialOcean: {
    name: 'Material Oceano',
    dark: true,
    palette: {
      background: '#090b10',
      surface: '#0f111a',
      text: '#eeffff',
      muted: '#8f93a2', // the theme's UI text; its comment #464b5d is too faint for text
      border: '#232637',
      accent: '#84ffff',
      onAccent: '#090b10',
      success: '#c3e88d',
      warning: '#ffcb6b',
      danger: '#f07178',
      onDanger: '#090b10',
      cyan: '#89ddff',
      pink: '#ff5370',
      orange: '#f78c6c',
      list: {
        blue: '#82aaff',
        yellow: '#ffcb6b',
        purple: '#c792ea',
        green: '#c3e88d',
        gray: '#464b5d',
        red: '#f07178',
      },
      listTint: 0.08,
    },
  },
};

const themes = new Map<ThemeId, Theme>();

/**
 * A theme, its palette worked out on first use: the label chips' contrast search for all 15
 * themes at once was a cost of every page's start.
 */
export function getTheme(id: ThemeId): Theme {
  let theme = themes.get(id);
  if (!theme) {
    const { palette: input, ...definition } = definitions[id];
    theme = { id, ...definition, palette: palette(input) };
    themes.set(id, theme);
  }
  return theme;
}

/** The 15 themes of spec §3, in the order of `THEME_IDS` (the menu's order). */
export const allThemes = (): readonly Theme[] => THEME_IDS.map(getTheme);
