import { setImmediate } from 'node:timers/promises';
import type { ImportReport } from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { requireWorkspace } from '../../domain/access/access.service.js';
import { lockWorkspace } from '../../domain/access/locks.js';
import { notFound } from '../../platform/http/app-error.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import { addBoard } from '../boards/boards.service.js';
import { timeZoneOf } from '../notifications/notifications.service.js';
import type { PlannedImport } from './board-plan.js';
import { memberIds, writeBoardContents } from './imports.repository.js';
import { planQuadroImport, readQuadroExport } from './quadro-plan.js';
import { planTrelloImport, readTrelloExport } from './trello-plan.js';

export type ImportOutcome =
  { report: ImportReport } | { board: { id: string }; report: ImportReport };

/** Where a board comes from, as its one activity entry names it. */
type Source = 'Trello' | 'Quadro';

/**
 * Imports (design §12): an export is read, checked and reported before anything is written; an
 * import then writes the whole board in one transaction, as one activity entry.
 */
export function createImportsService({ db }: { db: Db }) {
  /**
   * The planned board, previewed (`dryRun`) or written as a new board of the workspace. Reading
   * and planning a big export each hold this process for tens of milliseconds, so other requests
   * get their turn between the two.
   */
  async function run<T>(
    input: { userId: string; workspaceId: string; body: unknown; dryRun: boolean; source: Source },
    read: (body: unknown) => T,
    plan: (
      read: T,
      context: { timeZone: string; members: Set<string>; importerId: string },
    ) => PlannedImport,
  ): Promise<ImportOutcome> {
    const { userId, workspaceId } = input;
    await requireWorkspace(db, workspaceId, userId, 'boards:manage');
    const exported = read(input.body);
    const context = {
      timeZone: await timeZoneOf(db, userId),
      members: new Set(await memberIds(db, workspaceId)),
      importerId: userId,
    };
    await setImmediate();
    const { plan: board, report } = plan(exported, context);
    if (input.dryRun) return { report };
    const id = await db.transaction(async (tx) => {
      // `serialise`, not `write`: no one joins or leaves while the assignees are written.
      if (!(await lockWorkspace(tx, workspaceId, 'serialise'))) throw notFound('workspace');
      await requireWorkspace(tx, workspaceId, userId, 'boards:manage');
      const { id } = await addBoard(tx, {
        workspaceId,
        name: board.name,
        ...(board.color ? { color: board.color } : {}),
      });
      await writeBoardContents(tx, { id, workspaceId }, board, { userId });
      await recordActivity(tx, {
        workspaceId,
        userId,
        action: 'import',
        entityType: 'board',
        entityId: id,
        metadata: { name: board.name, source: input.source },
      });
      return id;
    });
    return { board: { id }, report };
  }

  return {
    /** A Trello board's JSON export. */
    trello: (userId: string, workspaceId: string, body: unknown, dryRun: boolean) =>
      run({ userId, workspaceId, body, dryRun, source: 'Trello' }, readTrelloExport, (board, c) =>
        planTrelloImport(board, c.timeZone),
      ),

    /** A board exported by Quadro (`GET /v1/boards/:id/export`), recreated as it was. */
    quadro: (userId: string, workspaceId: string, body: unknown, dryRun: boolean) =>
      run({ userId, workspaceId, body, dryRun, source: 'Quadro' }, readQuadroExport, (board, c) =>
        planQuadroImport(board, c),
      ),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
