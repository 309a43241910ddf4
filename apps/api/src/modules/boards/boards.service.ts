import {
  ARCHIVE_MESSAGES,
  DEFAULT_BOARD_NAME,
  type BoardSummary,
  type CreateBoardInput,
  type UpdateBoardInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import type { BoardStep } from '../../platform/realtime/sealed-steps.js';
import {
  beginChange,
  boardReadAccess,
  prepareBoardRead,
  requireAccess,
  requireWorkspace,
} from '../../domain/access/access.service.js';
import { lockBoard, lockWorkspace, lockWorkspaceForWrite } from '../../domain/access/locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { committed, type Committed } from '../../platform/http/committed.js';
import { matchesIfNoneMatch } from '../../platform/http/if-none-match.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import type { BoardCache, CachedBoard, CachedBody, ListCards } from './board-cache.js';
import { buildBoardChanges, cardWriteStep, type BoardChangesCache } from './board-changes.js';
import { prepareChangesRead } from './board-changes.repository.js';
import { presentBoardSummary, serialiseBoard } from './boards.presenter.js';
import {
  cardsJsonOfLists,
  type ChangedAtOnce,
  type ListCardsJson,
} from '../cards/cards.service.js';
import { labelsOfBoard } from '../labels/labels.service.js';
import { listsOfBoard, type BoardList } from '../lists/lists.service.js';
import * as repo from './boards.repository.js';
import { createSeededBoard } from './board-seeding.js';

/** A new board with nothing on it (an import fills it), in the caller's transaction. */
export const addBoard = (
  tx: DbOrTx,
  values: { workspaceId: string; name: string; color?: string },
) => repo.insertBoard(tx, values);

/** The whole board, or its first screen (each list's first cards and their count). */
export type BoardPart = 'board' | 'preview';

export const boardEtag = (boardId: string, version: number, part: BoardPart = 'board') =>
  part === 'board' ? `"${boardId}.${version}"` : `"${boardId}.${version}.${part}"`;

const NO_CARDS: ListCardsJson = { json: '[]', firstJson: '[]', count: 0 };

export type BoardRead =
  { notModified: true; etag: string } | { notModified: false; etag: string; cached: CachedBoard };

export type BoardChangesRead =
  { notModified: true; etag: string } | { notModified: false; etag: string; cached: CachedBody };

/** A read of a board in one snapshot, so what it builds matches the version it is cached under. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * A board's response in a fixed number of queries. Only the lists whose cards changed since
 * `previous` (their change count moved) have their cards' JSON built again; the others reuse it.
 */
async function buildBoard(tx: DbOrTx, boardId: string, previous: CachedBoard | undefined) {
  const board = await repo.findBoard(tx, boardId);
  if (!board) throw notFound('board');
  const listRows = await listsOfBoard(tx, boardId);
  const labels = await labelsOfBoard(tx, boardId);
  const unchanged = (list: BoardList) => {
    const kept = previous?.lists.get(list.id);
    return kept?.contentVersion === list.contentVersion ? kept : undefined;
  };
  const changed = listRows.filter((list) => !unchanged(list)).map((list) => list.id);
  const rebuilt = changed.length
    ? await cardsJsonOfLists(tx, boardId, changed)
    : new Map<string, ListCardsJson>();
  const lists = new Map<string, ListCards>(
    listRows.map((list) => [
      list.id,
      unchanged(list) ?? {
        contentVersion: list.contentVersion,
        ...(rebuilt.get(list.id) ?? NO_CARDS),
      },
    ]),
  );
  return { version: board.version, bodies: serialiseBoard(board, labels, listRows, lists), lists };
}

const recordBoardActivity = (
  tx: DbOrTx,
  workspaceId: string,
  userId: string,
  action: 'update' | 'delete' | 'archive' | 'restore',
  board: { id: string; name: string },
) =>
  recordActivity(tx, {
    workspaceId,
    userId,
    action,
    entityType: 'board',
    entityId: board.id,
    metadata: { name: board.name },
  });

export function createBoardsService({
  db,
  cache,
  changesCache,
  memory,
  publishStep,
}: {
  db: Db;
  cache: BoardCache;
  changesCache: BoardChangesCache;
  memory: AccessMemory;
  /** Tells the other instances a step a write left here, for their viewers (decision 0055). */
  publishStep: (step: BoardStep) => void;
}) {
  const readAccess = prepareBoardRead(db);
  const readChanges = prepareChangesRead(db);
  /**
   * A change to the board's own row that may leave its workspace without a live board (archive,
   * delete): one at a time in the workspace, under its `serialise` lock taken before the board's.
   */
  async function beginBoardRowChange(tx: DbOrTx, boardId: string, userId: string) {
    const access = await requireAccess(tx, 'board', boardId, userId, 'boards:manage');
    if (!(await lockWorkspace(tx, access.workspaceId, 'serialise'))) throw notFound('board');
    return { ...access, version: await lockBoard(tx, access, memory.boardWritten) };
  }
  /**
   * A revalidation whose ETag matches what this instance remembers of the board and the caller's
   * membership answers without the database.
   */
  function notModifiedFromMemory(
    userId: string,
    boardId: string,
    ifNoneMatch: string | undefined,
    part: BoardPart,
  ): { notModified: true; etag: string } | undefined {
    const known = ifNoneMatch === undefined ? undefined : memory.boardAccess(boardId, userId);
    const etag = known && boardEtag(boardId, known.version, part);
    return etag && matchesIfNoneMatch(ifNoneMatch, etag) ? { notModified: true, etag } : undefined;
  }

  /**
   * Whether a step of changes this instance built to `version` may be served from its memory, as
   * a 304 is: the board is still there, the caller's access is remembered, and the caller either
   * revalidates (`If-None-Match`: what this instance knows will do) or names a version the board
   * reached that the step reaches. A request with neither knows of a newer version this instance
   * may not have heard of yet: the database answers it.
   */
  function answersFromMemory(
    userId: string,
    boardId: string,
    version: number,
    { ifNoneMatch, reached }: { ifNoneMatch: string | undefined; reached: number | undefined },
  ): boolean {
    if (ifNoneMatch === undefined && (reached === undefined || reached > version)) return false;
    return memory.boardAccess(boardId, userId)?.version === version;
  }

  /**
   * `notModifiedFromMemory`, or else the access checked in the database (and remembered) and
   * the ETag compared with the version read.
   */
  async function revalidate(
    userId: string,
    boardId: string,
    ifNoneMatch: string | undefined,
    part: BoardPart,
  ): Promise<
    { notModified: true; etag: string } | { notModified: false; version: number; etag: string }
  > {
    const remembered = notModifiedFromMemory(userId, boardId, ifNoneMatch, part);
    if (remembered) return remembered;
    const mark = memory.mark();
    const access = await readAccess(boardId, userId);
    memory.rememberBoardAccess(mark, userId, access);
    const etag = boardEtag(boardId, access.version, part);
    if (matchesIfNoneMatch(ifNoneMatch, etag)) return { notModified: true, etag };
    return { notModified: false, version: access.version, etag };
  }

  /**
   * A fixed number of queries whatever the board's size; a revalidation as `revalidate` answers
   * it, and a cached version is not loaded again.
   */
  async function read(
    userId: string,
    boardId: string,
    ifNoneMatch: string | undefined,
    part: BoardPart = 'board',
  ): Promise<BoardRead> {
    const checked = await revalidate(userId, boardId, ifNoneMatch, part);
    if (checked.notModified) return checked;
    const cached = cache.get(boardId, checked.version);
    if (cached) return { notModified: false, etag: checked.etag, cached };

    // One snapshot, so the body matches the version it is cached under.
    const built = await db.transaction(
      (tx) => buildBoard(tx, boardId, cache.latest(boardId)),
      SNAPSHOT,
    );
    return {
      notModified: false,
      etag: boardEtag(boardId, built.version, part),
      cached: cache.set(boardId, built.version, built.bodies, built.lists),
    };
  }

  return {
    async listForWorkspace(userId: string, workspaceId: string): Promise<BoardSummary[]> {
      await requireWorkspace(db, workspaceId, userId, 'workspace:read');
      return (await repo.listBoards(db, workspaceId)).map(presentBoardSummary);
    },

    async create(userId: string, workspaceId: string, input: CreateBoardInput) {
      return db.transaction(async (tx) => {
        await requireWorkspace(tx, workspaceId, userId, 'boards:manage');
        await lockWorkspaceForWrite(tx, workspaceId);
        return presentBoardSummary(await createSeededBoard(tx, { workspaceId, ...input, userId }));
      });
    },

    read,
    notModifiedFromMemory,

    /**
     * Keeps the step a one-card write made (`cardWriteStep`), for the viewers its event sends
     * here, and tells the other instances, unless the write could not tell it or this instance
     * holds that step to a later version already.
     */
    cardWrittenAtOnce(written: ChangedAtOnce): void {
      if (!written.step) return;
      const { boardId, version } = written;
      const body = cardWriteStep(written, written.step);
      if (changesCache.offer(boardId, version - 1, version, body))
        publishStep({ boardId, version, body });
    },

    /**
     * What changed since the version `since` (contracts' `boardChangesSchema`), built once per
     * step for all the board's viewers and served to the further ones from memory, as a 304 is
     * (decision 0026); a 304 as `read` answers one, and 410 when the change log cannot tell (too
     * old, unknown, or more than the whole board is worth).
     */
    async changes(
      userId: string,
      boardId: string,
      { since, reached }: { since: number; reached?: number },
      ifNoneMatch: string | undefined,
    ): Promise<BoardChangesRead> {
      const remembered = notModifiedFromMemory(userId, boardId, ifNoneMatch, 'board');
      if (remembered) return remembered;
      const held = changesCache.get(boardId, since);
      if (held && answersFromMemory(userId, boardId, held.version, { ifNoneMatch, reached }))
        return { notModified: false, etag: boardEtag(boardId, held.version), cached: held };
      // One round trip: the access, and the changes unless this instance holds them already.
      const mark = memory.mark();
      const row = await readChanges({
        boardId,
        userId,
        since,
        heldVersion: held?.version ?? null,
      });
      if (!row?.role) throw notFound('board');
      const { workspaceId, version, role } = row;
      const access = boardReadAccess({ boardId, workspaceId, version, role });
      memory.rememberBoardAccess(mark, userId, access);
      const etag = boardEtag(boardId, version);
      if (matchesIfNoneMatch(ifNoneMatch, etag)) return { notModified: true, etag };
      if (held && !row.built) return { notModified: false, etag, cached: held };
      const built = buildBoardChanges(row, since);
      if (built.gone) throw new AppError('BOARD_CHANGES_GONE');
      return {
        notModified: false,
        etag,
        cached: changesCache.set(boardId, since, built.version, built.body),
      };
    },

    async update(
      userId: string,
      boardId: string,
      input: UpdateBoardInput,
    ): Promise<Committed<BoardSummary>> {
      return db.transaction(async (tx) => {
        const access = await beginChange(
          tx,
          'board',
          boardId,
          userId,
          'boards:manage',
          memory.boardWritten,
        );
        const board = await repo.updateBoard(tx, boardId, input);
        if (!board) throw notFound('board');
        await recordBoardActivity(tx, access.workspaceId, userId, 'update', board);
        return committed(access, presentBoardSummary(board));
      });
    },

    /**
     * 'Arquivar quadro': out of the workspace's boards, read-only until restored. Never the
     * workspace's last live board (a workspace always has one, spec §4); archives in one
     * workspace run one at a time, as deletions do, so two racing archives leave one.
     */
    async archive(userId: string, boardId: string): Promise<Committed<BoardSummary>> {
      return db.transaction(async (tx) => {
        const access = await beginBoardRowChange(tx, boardId, userId);
        if (!(await repo.hasOtherLiveBoard(tx, access.workspaceId, boardId)))
          throw new AppError('LAST_BOARD_ARCHIVE');
        const board = await repo.setBoardArchived(tx, boardId, userId);
        if (!board) throw new AppError('ALREADY_ARCHIVED', ARCHIVE_MESSAGES.board.already);
        await recordBoardActivity(tx, access.workspaceId, userId, 'archive', board);
        return committed(access, presentBoardSummary(board));
      });
    },

    async restore(userId: string, boardId: string): Promise<Committed<BoardSummary>> {
      return db.transaction(async (tx) => {
        const access = await beginBoardRowChange(tx, boardId, userId);
        const board = await repo.setBoardArchived(tx, boardId, null);
        if (!board) throw new AppError('NOT_ARCHIVED', ARCHIVE_MESSAGES.board.notArchived);
        await recordBoardActivity(tx, access.workspaceId, userId, 'restore', board);
        return committed(access, presentBoardSummary(board));
      });
    },

    /**
     * Deletes the board with its lists, cards and comments. A workspace is never left without a
     * board: deleting its last one seeds a fresh 'Meu Quadro' in the same transaction (spec §4, "a
     * workspace with no boards gets the same board"; docs/decisions/0021-several-boards-per-workspace.md). Deletions in one workspace
     * run one at a time under its `serialise` lock (taken before the board's, as the lock order
     * wants), so two racing deletions of its last two boards still leave exactly one.
     */
    async remove(userId: string, boardId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await beginBoardRowChange(tx, boardId, userId);
        const deleted = await repo.deleteBoard(tx, boardId);
        if (!deleted) throw notFound('board');
        await recordBoardActivity(tx, access.workspaceId, userId, 'delete', deleted);
        if (!(await repo.hasBoards(tx, access.workspaceId))) {
          await createSeededBoard(tx, {
            workspaceId: access.workspaceId,
            name: DEFAULT_BOARD_NAME,
            userId,
          });
        }
      });
      memory.forgetBoard(boardId);
      cache.forget(boardId);
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
