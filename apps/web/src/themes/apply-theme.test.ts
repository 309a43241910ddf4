import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, appliedTheme } from './apply-theme';

afterEach(() => applyTheme('default'));

const styleText = () => document.getElementById('quadro-theme')?.textContent ?? null;

describe('applyTheme', () => {
  it('names the theme on <html> and sets its variables in one stylesheet', () => {
    applyTheme('dracula');
    expect(document.documentElement.dataset.theme).toBe('dracula');
    expect(appliedTheme()).toBe('dracula');
    expect(styleText()).toContain(":root[data-theme='dracula']");
    expect(styleText()).toContain('color-scheme: dark;');
    expect(styleText()).toContain('--color-white: #282a36;');
    expect(styleText()).toContain('--color-list-purple: #bd93f9;');

    applyTheme('nord');
    expect(document.querySelectorAll('#quadro-theme')).toHaveLength(1);
    expect(styleText()).not.toContain('dracula');
    expect(styleText()).toContain('--color-white: #3b4252;');
  });

  it('goes back to index.css for the default theme', () => {
    applyTheme('githubLight');
    applyTheme('default');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(styleText()).toBeNull();
  });

  it('colours the browser chrome with the theme and restores the page’s own colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#2563eb';
    document.head.append(meta);
    try {
      applyTheme('githubDark');
      expect(meta.content).toBe('#161b22');
      applyTheme('default');
      expect(meta.content).toBe('#2563eb');
    } finally {
      meta.remove();
    }
  });
});
