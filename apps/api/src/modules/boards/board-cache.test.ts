import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createBoardCache } from './board-cache.js';

describe('board cache', () => {
  it('serves a version until a new one replaces it', () => {
    const cache = createBoardCache();
    cache.set('b1', 3, '{"board":3}');
    expect(cache.get('b1', 3)?.body).toBe('{"board":3}');
    expect(cache.get('b1', 2)).toBeUndefined();
    cache.set('b1', 4, '{"board":4}');
    expect(cache.get('b1', 3)).toBeUndefined();
  });

  it('compresses a version once, off the event loop, however many readers ask at once', async () => {
    const cache = createBoardCache();
    const body = JSON.stringify({ board: { lists: Array.from({ length: 500 }, (_, i) => i) } });
    const entry = cache.set('b1', 1, body);
    const first = entry.gzipped();
    const second = entry.gzipped();
    expect(second).toBe(first);
    let loopTurned = false;
    setImmediate(() => (loopTurned = true));
    const zipped = await first;
    expect(loopTurned).toBe(true);
    expect(gunzipSync(zipped).toString()).toBe(body);
  });

  it('drops the least recently used boards past its byte budget', async () => {
    // Each entry counts 80 bytes: its body and its lists' JSON, in UTF-16.
    const cache = createBoardCache(200);
    cache.set('old', 1, 'x'.repeat(20));
    cache.set('new', 1, 'y'.repeat(20));
    cache.get('old', 1);
    cache.set('third', 1, 'z'.repeat(20));
    expect(cache.get('new', 1)).toBeUndefined();
    expect(cache.get('old', 1)).toBeDefined();
    expect(cache.get('third', 1)).toBeDefined();
  });
});
