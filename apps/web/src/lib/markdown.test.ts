import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

const render = (markdown: string) => {
  const container = document.createElement('div');
  container.innerHTML = markdownToHtml(markdown);
  return container;
};

describe('markdownToHtml', () => {
  it('renders headings (below the dialog’s own), bold, italics, lists and code', () => {
    const html = render(
      '# Título\n\n**forte** e _leve_\n\n- um\n- dois\n\n1. primeiro\n\n`código`',
    );
    expect(html.querySelector('h4')?.textContent).toBe('Título');
    expect(html.querySelector('h1, h2, h3')).toBeNull();
    expect(html.querySelector('strong')?.textContent).toBe('forte');
    expect(html.querySelector('em')?.textContent).toBe('leve');
    expect([...html.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'um',
      'dois',
    ]);
    expect(html.querySelector('ol > li')?.textContent).toBe('primeiro');
    expect(html.querySelector('code')?.textContent).toBe('código');
  });

  it('keeps a typed line break', () => {
    expect(render('linha 1\nlinha 2').querySelector('p')?.innerHTML).toMatch(
      /^linha 1<br>\s*linha 2$/,
    );
  });

  it('shows raw HTML as text: no script, no image, no handler', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nantes <b onclick="alert(1)">x</b>',
    );
    expect(html.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(html.textContent).toContain('<script>alert(1)</script>');
    expect(html.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('turns a Markdown image into a link, loading nothing', () => {
    const html = render('![logo](https://example.com/x.png)');
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x.png');
  });

  it('opens web and e-mail links in a new tab, without access to this one', () => {
    const html = render('[site](https://example.com) e [email](mailto:ana@example.com)');
    const links = [...html.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
      'mailto:ana@example.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps the text of a javascript:, data: or relative link but drops where it leads', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,x) [d](/admin) <javascript:alert(1)>',
    );
    expect(html.querySelectorAll('a[href]')).toHaveLength(0);
    expect(html.textContent).toContain('a b c d');
  });
});
