import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createBoardCache } from './board-cache.js';

describe('board cache', () => {
  it('serves a version until a new one replaces it', () => {
    const cache = createBoardCache();
    cache.set('b1', 3, { body: '{"board":3}', preview: '{"board":"3p"}' });
    expect(cache.get('b1', 3)?.body).toBe('{"board":3}');
    expect(cache.get('b1', 3)?.preview.body).toBe('{"board":"3p"}');
    expect(cache.get('b1', 2)).toBeUndefined();
    cache.set('b1', 4, { body: '{"board":4}', preview: '' });
    expect(cache.get('b1', 3)).toBeUndefined();
  });

  it('compresses a version once, off the event loop, however many readers ask at once', async () => {
    const cache = createBoardCache();
    const body = JSON.stringify({ board: { lists: Array.from({ length: 500 }, (_, i) => i) } });
    const entry = cache.set('b1', 1, { body, preview: '{}' });
    const first = entry.gzipped();
    const second = entry.gzipped();
    expect(second).toBe(first);
    let loopTurned = false;
    setImmediate(() => (loopTurned = true));
    const zipped = await first;
    expect(loopTurned).toBe(true);
    expect(gunzipSync(zipped).toString()).toBe(body);
    expect(entry.preview.gzipped()).toBe(entry.preview.gzipped());
    expect(gunzipSync(await entry.preview.gzipped()).toString()).toBe('{}');
  });

  it('drops the least recently used boards past its byte budget', async () => {
    // Each entry counts 80 bytes: its bodies and its lists' JSON, in UTF-16.
    const cache = createBoardCache(200);
    const bodies = (text: string) => ({ body: text.repeat(15), preview: text.repeat(5) });
    cache.set('old', 1, bodies('x'));
    cache.set('new', 1, bodies('y'));
    cache.get('old', 1);
    cache.set('third', 1, bodies('z'));
    expect(cache.get('new', 1)).toBeUndefined();
    expect(cache.get('old', 1)).toBeDefined();
    expect(cache.get('third', 1)).toBeDefined();
  });
});
