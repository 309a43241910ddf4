import { cachedBody, type CachedBody } from './board-cache.js';
import type { ChangesRow } from './board-changes.repository.js';
import { serialiseBoardHead } from './boards.presenter.js';
import type { ChangedAtOnce } from '../cards/cards.service.js';

/** What changed since a version, serialised, at the version it reaches; or that it is gone. */
export type BuiltChanges = { gone: true } | { gone: false; version: number; body: string };

/**
 * `{ changes }` (contracts' `boardChangesSchema`) from `since` to the board's version, from a
 * changes read that built them. Gone when the log no longer holds every version after `since`,
 * when `since` is ahead of the board, or when more changed than `MAX_BOARD_CHANGES`: the whole
 * board is the better answer.
 */
export function buildBoardChanges(row: ChangesRow, since: number): BuiltChanges {
  if (since > row.version || !row.complete || !row.small) return { gone: true };
  const head = serialiseBoardHead(row, row.labels);
  return { gone: false, version: row.version, body: changesBody(head, since, row) };
}

/**
 * The step from the version before a one-card write (a move, a creation, an edit in one
 * statement), from what the write answered: that version logged the card alone, so the step is
 * the board's head and the card, or the card's id as removed when it does not show on the board.
 */
export function cardWriteStep(
  { boardId, workspaceId, version, card }: ChangedAtOnce,
  step: NonNullable<ChangedAtOnce['step']>,
): string {
  const { name, color, archivedAt, labels, shown } = step;
  const head = serialiseBoardHead(
    { id: boardId, workspaceId, name, color, version, archivedAt },
    labels,
  );
  return changesBody(head, version - 1, {
    lists: '[]',
    cards: shown ? `[${JSON.stringify(card)}]` : '[]',
    removedListIds: [],
    removedCardIds: shown ? [] : [card.id],
  });
}

function changesBody(
  head: string,
  since: number,
  changes: Pick<ChangesRow, 'lists' | 'cards' | 'removedListIds' | 'removedCardIds'>,
): string {
  return (
    `{"changes":{"board":${head},"since":${since},"lists":${changes.lists},` +
    `"cards":${changes.cards},"removedListIds":${JSON.stringify(changes.removedListIds)},` +
    `"removedCardIds":${JSON.stringify(changes.removedCardIds)}}}`
  );
}

/**
 * Serialised changes per board and origin version, each at the newest version it was built to:
 * the viewers of a board all ask for the same step after a change, and only the first builds it.
 * Least recently used first out once the bodies pass the byte budget (counted as UTF-16, gzipped
 * copies beside).
 */
export function createBoardChangesCache(maxBytes = 16 * 1024 * 1024) {
  const entries = new Map<string, CachedChanges & { bytes: number }>();
  let total = 0;
  const key = (boardId: string, since: number) => `${boardId}:${since}`;

  function set(boardId: string, since: number, version: number, body: string): CachedChanges {
    const id = key(boardId, since);
    const entry = {
      version,
      ...cachedBody(body, (bytes) => {
        if (entries.get(id) !== entry) return;
        entry.bytes += bytes;
        total += bytes;
      }),
      bytes: body.length * 2,
    };
    total -= entries.get(id)?.bytes ?? 0;
    entries.delete(id);
    entries.set(id, entry);
    total += entry.bytes;
    for (const [oldest, { bytes }] of entries) {
      if (total <= maxBytes || oldest === id) break;
      entries.delete(oldest);
      total -= bytes;
    }
    return entry;
  }

  return {
    get(boardId: string, since: number): CachedChanges | undefined {
      const id = key(boardId, since);
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      return entry;
    },
    set,
    /**
     * Keeps a step unless one from the same version, reaching as far or further, is held: a step
     * a write made, here or on another instance. Whether it was kept.
     */
    offer(boardId: string, since: number, version: number, body: string): boolean {
      const held = entries.get(key(boardId, since));
      if (held && held.version >= version) return false;
      set(boardId, since, version, body);
      return true;
    },
    /** Everything leaves, as from the board cache, for the same reason. */
    clear(): void {
      entries.clear();
      total = 0;
    },
  };
}

/** A step's changes, serialised, and the version they reach. */
export interface CachedChanges extends CachedBody {
  version: number;
}

export type BoardChangesCache = ReturnType<typeof createBoardChangesCache>;
