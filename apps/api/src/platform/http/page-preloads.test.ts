import { describe, expect, it } from 'vitest';
import { pagesWithPreloads } from './page-preloads.js';

const manifest = {
  'index.html': { file: 'assets/index-i1.js', imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  'src/app/routes/board.tsx': {
    file: 'assets/board-b1.js',
    imports: ['_framework-f1.js', '_pages-p1.js'],
  },
  '_pages-p1.js': { file: 'assets/pages-p1.js', imports: ['_framework-f1.js'] },
  'src/app/routes/login.tsx': { file: 'assets/login-l1.js' },
  'src/early-requests.ts': { file: 'assets/early-requests-e1.js' },
};
const indexHtml =
  '<head><script type="module" crossorigin src="/assets/index-i1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js"></head>';

describe('pagesWithPreloads', () => {
  it('refuses a build whose manifest lacks a page’s route module, so a rename is not silent', () => {
    const { 'src/app/routes/login.tsx': _login, ...withoutLogin } = manifest;
    expect(() => pagesWithPreloads(indexHtml, withoutLogin)).toThrow(
      'the web build has no src/app/routes/login.tsx',
    );
  });

  it('refuses a build without the board page’s early requests', () => {
    const { 'src/early-requests.ts': _early, ...withoutEarly } = manifest;
    expect(() => pagesWithPreloads(indexHtml, withoutEarly)).toThrow(
      'the web build has no src/early-requests.ts',
    );
  });

  it('names the board route’s chunks and its early requests, and only the chunks on /login', () => {
    const [board, login] = pagesWithPreloads(indexHtml, manifest);
    expect(board!.matches('/board/b1')).toBe(true);
    expect(board!.html).toBe(
      '<head><script type="module" crossorigin src="/assets/early-requests-e1.js"></script>' +
        '<script type="module" crossorigin src="/assets/index-i1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/board-b1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/pages-p1.js"></head>',
    );
    expect(login!.matches('/login')).toBe(true);
    expect(login!.html).toBe(
      indexHtml.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/login-l1.js"></head>',
      ),
    );
  });
});
