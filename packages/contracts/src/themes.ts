export const THEME_IDS = [
  'default',
  'githubLight',
  'oneLight',
  'solarizedLight',
  'materialLighter',
  'dracula',
  'oneDarkPro',
  'tokyoNight',
  'nord',
  'monokai',
  'githubDark',
  'synthwave',
  'palenight',
  'ayuDark',
  'materialOcean',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];
