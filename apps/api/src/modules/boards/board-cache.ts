import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** zlib's own thread pool does the work: a large board no longer stalls the event loop. */
const gzipOffLoop = promisify(gzip);

export interface CachedBoard {
  version: number;
  /** The serialised `{ board }` response. */
  body: string;
  /**
   * The same body gzipped, made on first demand off the event loop: compressed once per version,
   * however many readers ask meanwhile.
   */
  gzipped(): Promise<Buffer>;
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

    /** A deleted board's body leaves at once instead of waiting for the byte budget. */
    forget(boardId: string): void {
      evict(boardId);
    },

    set(boardId: string, version: number, body: string): CachedBoard {
      evict(boardId);
      let zipped: Promise<Buffer> | undefined;
      const entry = {
        version,
        body,
        bytes: body.length * 2,
        gzipped() {
          zipped ??= gzipOffLoop(body).then((buffer) => {
            // Counted only while cached: an entry evicted meanwhile is no longer in the total.
            if (entries.get(boardId) === entry) {
              entry.bytes += buffer.length;
              total += buffer.length;
            }
            return buffer;
          });
          return zipped;
        },
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
