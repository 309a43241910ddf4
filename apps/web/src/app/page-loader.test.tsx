import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './page-loader';

/** An element parsed from HTML, without the whitespace between tags that formatting adds. */
function parsed(html: string): Element {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blanks = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const empty: Node[] = [];
  while (blanks.nextNode())
    if (!blanks.currentNode.textContent?.trim()) empty.push(blanks.currentNode);
  for (const node of empty) node.parentNode?.removeChild(node);
  return document.body;
}

describe('PageLoader', () => {
  it('is what index.html paints before the app has run', () => {
    const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const root = parsed(html).querySelector('#root')!;
    const loader = parsed(renderToStaticMarkup(<PageLoader />));
    expect(root.innerHTML).toBe(loader.innerHTML);
  });
});
