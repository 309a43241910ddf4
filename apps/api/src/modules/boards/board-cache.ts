import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../../platform/http/compress-threshold.js';
import type { ListCardsJson } from '../cards/cards.service.js';

/** zlib's own thread pool does the work: a large board no longer stalls the event loop. */
const gzipOffLoop = promisify(gzip);

/** A list's cards as the database built them, and the count of changes they were built at. */
export interface ListCards extends ListCardsJson {
  contentVersion: number;
}

/** A serialised response, and the same gzipped. */
export interface CachedBody {
  body: string;
  /** Under `COMPRESS_MIN_BYTES`: sent as it is, gzip or not (most changes of one step). */
  small: boolean;
  /**
   * The body gzipped, made on first demand off the event loop: compressed once per version,
   * however many readers ask meanwhile.
   */
  gzipped(): Promise<Buffer>;
}

export interface CachedBoard extends CachedBody {
  version: number;
  /** The board's first screen (`GET /v1/boards/{id}/preview`) at the same version. */
  preview: CachedBody;
  /** Each list's part of the body, for the next version to reuse where the list is unchanged. */
  lists: ReadonlyMap<string, ListCards>;
}

/** `text` as a cached body; `zipped` hears the gzipped size once it is made. */
export function cachedBody(text: string, zipped?: (bytes: number) => void): CachedBody {
  let gzipped: Promise<Buffer> | undefined;
  return {
    body: text,
    small: text.length < COMPRESS_MIN_BYTES && Buffer.byteLength(text) < COMPRESS_MIN_BYTES,
    gzipped() {
      gzipped ??= gzipOffLoop(text).then((buffer) => {
        zipped?.(buffer.length);
        return buffer;
      });
      return gzipped;
    },
  };
}

/**
 * Serialised board bodies per version: the second reader of a version costs a lookup. Keys carry
 * the version, so a stale entry is never served; least recently used boards leave first once the
 * entries pass the byte budget.
 */
export function createBoardCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, CachedBoard & { bytes: number }>();
  let total = 0;

  function evict(boardId: string) {
    const entry = entries.get(boardId);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(boardId);
  }

  return {
    get(boardId: string, version: number): CachedBoard | undefined {
      const entry = entries.get(boardId);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(boardId);
      entries.set(boardId, entry);
      return entry;
    },

    /** The board's newest cached version, whatever it is: a new version reuses its lists. */
    latest(boardId: string): CachedBoard | undefined {
      return entries.get(boardId);
    },

    /**
     * Everything leaves: after the database was away, a version may name other content (a
     * failover to a replica that had not received the newest commits, a restore).
     */
    clear(): void {
      entries.clear();
      total = 0;
    },

    /** A deleted board's body leaves at once instead of waiting for the byte budget. */
    forget(boardId: string): void {
      evict(boardId);
    },

    set(
      boardId: string,
      version: number,
      bodies: { body: string; preview: string },
      lists: ReadonlyMap<string, ListCards> = new Map(),
    ): CachedBoard {
      evict(boardId);
      const { body, preview } = bodies;
      // Counted only while cached: an entry evicted meanwhile is no longer in the total.
      const counted = (bytes: number) => {
        if (entries.get(boardId) !== entry) return;
        entry.bytes += bytes;
        total += bytes;
      };
      const entry = {
        version,
        ...cachedBody(body, counted),
        preview: cachedBody(preview, counted),
        lists,
        // The lists' JSON is held apart from the bodies: counted twice, as UTF-16.
        bytes: (body.length + preview.length) * 4,
      };
      entries.set(boardId, entry);
      total += entry.bytes;
      for (const key of entries.keys()) {
        if (total <= maxBytes || key === boardId) break;
        evict(key);
      }
      return entry;
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;
