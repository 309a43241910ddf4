import { MAX_BOARD_CHANGES } from '@quadro/contracts';
import type { DbOrTx } from '../../platform/db/client.js';
import { notFound } from '../../platform/http/app-error.js';
import { changedCardsJson } from '../cards/cards.service.js';
import { labelsOfBoard } from '../labels/labels.service.js';
import { presentList } from '../lists/lists.presenter.js';
import { listsOfBoard } from '../lists/lists.service.js';
import { cachedBody, type CachedBody } from './board-cache.js';
import { changesSince } from './board-changes.repository.js';
import { serialiseBoardHead } from './boards.presenter.js';
import * as repo from './boards.repository.js';

/** What changed since a version, serialised, at the version it reaches; or that it is gone. */
export type BuiltChanges = { gone: true } | { gone: false; version: number; body: string };

/**
 * `{ changes }` (contracts' `boardChangesSchema`) from `since` to the board's version in the
 * caller's snapshot, in five reads whatever the board's size: the board, its change log since, its
 * lists and labels, and the JSON of the cards written since (with their places, counted over their
 * lists). Gone when the log no longer holds every version after `since`, when `since` is ahead of
 * the board, or when more changed than `MAX_BOARD_CHANGES`: the whole board is the better answer.
 */
export async function buildBoardChanges(
  tx: DbOrTx,
  boardId: string,
  since: number,
): Promise<BuiltChanges> {
  const board = await repo.findBoard(tx, boardId);
  if (!board) throw notFound('board');
  if (since > board.version) return { gone: true };
  const log =
    since === board.version
      ? { complete: true, changed: [] }
      : await changesSince(tx, boardId, since);
  if (!log.complete || log.changed.length > MAX_BOARD_CHANGES) return { gone: true };

  const ids = (kind: string) => log.changed.filter((row) => row.kind === kind).map(({ id }) => id);
  const cardIds = ids('card');
  const shownListIds = ids('list-shown');
  const changedListIds = new Set([...ids('list'), ...shownListIds]);
  const liveLists = await listsOfBoard(tx, boardId);
  const live = new Set(liveLists.map((list) => list.id));
  const shown = shownListIds.filter((id) => live.has(id));
  const cards =
    cardIds.length + shown.length === 0
      ? { json: '[]', ids: [] }
      : await changedCardsJson(tx, boardId, { cardIds, listIds: shown });
  const found = new Set(cards.ids);
  const lists = liveLists
    .map((list, index) => ({ list, index }))
    .filter(({ list }) => changedListIds.has(list.id))
    .map(({ list, index }) => presentList(list, index));
  const head = serialiseBoardHead(board, await labelsOfBoard(tx, boardId));
  const body =
    `{"changes":{"board":${head},"since":${since},"lists":${JSON.stringify(lists)},` +
    `"cards":${cards.json},` +
    `"removedListIds":${JSON.stringify([...changedListIds].filter((id) => !live.has(id)))},` +
    `"removedCardIds":${JSON.stringify(cardIds.filter((id) => !found.has(id)))}}}`;
  return { gone: false, version: board.version, body };
}

/**
 * Serialised changes per board, origin and destination version: the viewers of a board all ask
 * for the same step after a change, and only the first builds it. Least recently used first out
 * once the bodies pass the byte budget (counted as UTF-16, gzipped copies beside).
 */
export function createBoardChangesCache(maxBytes = 16 * 1024 * 1024) {
  const entries = new Map<string, CachedBody & { bytes: number }>();
  let total = 0;
  const key = (boardId: string, since: number, version: number) => `${boardId}:${since}:${version}`;
  return {
    get(boardId: string, since: number, version: number): CachedBody | undefined {
      const id = key(boardId, since, version);
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      return entry;
    },
    set(boardId: string, since: number, version: number, body: string): CachedBody {
      const id = key(boardId, since, version);
      const entry = {
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
    },
  };
}

export type BoardChangesCache = ReturnType<typeof createBoardChangesCache>;
