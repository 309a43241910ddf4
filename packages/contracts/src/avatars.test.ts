import { describe, expect, it } from 'vitest';
import { safeAvatarUrl } from './avatars.js';

describe('safeAvatarUrl', () => {
  it.each([
    'https://gravatar.com/avatar/abc',
    'https://secure.gravatar.com/avatar/abc?s=80',
    'https://avatars.githubusercontent.com/u/1?v=4',
    'https://LH3.GoogleUserContent.com/a/xyz',
  ])('keeps %s', (url) => {
    expect(safeAvatarUrl(url)).toBe(url);
  });

  it.each([
    null,
    '',
    'not a url',
    'http://gravatar.com/avatar/abc',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://evil.com/gravatar.com.png',
    'https://gravatar.com.evil.com/a',
    'https://notgravatar.com/a',
    'https://user:pass@gravatar.com/a',
    'https://gravatar.com:8443/a',
    'https://gravatar.com\\@evil.com/a',
    'https://gravatar.com/a b',
    'https://gravatar.com/a"onerror="x',
    'https://gravatar.com/a<script>',
    ' https://gravatar.com/a',
    'https://gravatar.com/a\n',
  ])('refuses %j', (url) => {
    expect(safeAvatarUrl(url)).toBeNull();
  });
});
