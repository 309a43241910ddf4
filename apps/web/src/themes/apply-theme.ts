import type { ThemeId } from '@quadro/contracts';
import { getTheme } from './palettes';
import { setThemeMode } from './theme-mode';
import { themeCss } from './theme-variables';

const STYLE_ID = 'quadro-theme';

/** The theme on screen: `<html data-theme>`, absent for the default. */
export function appliedTheme(doc: Document = document): ThemeId {
  return (doc.documentElement.dataset.theme as ThemeId | undefined) ?? 'default';
}

/**
 * Shows a theme across the whole document: `<html data-theme="id">` and one `<style>` holding
 * that theme's variables (see theme-variables.ts), so menus and dialogs rendered anywhere follow
 * it. The default theme removes both and falls back to index.css.
 */
export function applyTheme(id: ThemeId, doc: Document = document): void {
  if (appliedTheme(doc) === id) return;
  const root = doc.documentElement;
  const theme = getTheme(id);
  let style = doc.getElementById(STYLE_ID);
  if (id === 'default') {
    style?.remove();
    delete root.dataset.theme;
  } else {
    if (!style) {
      style = doc.createElement('style');
      style.id = STYLE_ID;
      doc.head.append(style);
    }
    style.textContent = themeCss(id);
    root.dataset.theme = id;
  }
  // The browser's own chrome (mobile address bar) follows: the header's colour, or the page's.
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) {
    meta.dataset.default ??= meta.content;
    meta.content = id === 'default' ? meta.dataset.default : theme.palette.surface;
  }
  setThemeMode(theme.dark ? 'dark' : 'light');
}
