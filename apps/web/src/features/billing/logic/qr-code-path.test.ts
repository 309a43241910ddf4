import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qr-code-path';

describe('qrCodePath', () => {
  it('draws each run of dark modules as one rectangle', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrCodePath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws nothing for a blank matrix', () => {
    expect(qrCodePath([[false, false]])).toBe('');
  });
});
