import { describe, expect, it } from 'vitest';
import { pagesWithPreloads } from './page-preloads.js';

describe('pagesWithPreloads', () => {
  it('refuses a build whose manifest lacks a page’s route module, so a rename is not silent', () => {
    const manifest = { 'src/app/routes/board.tsx': { file: 'assets/board-b1.js' } };
    expect(() => pagesWithPreloads('<head></head>', manifest)).toThrow(
      'the web build has no src/app/routes/login.tsx',
    );
  });
});
