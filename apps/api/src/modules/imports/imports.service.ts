import { setImmediate } from 'node:timers/promises';
import { DEFAULT_TIME_ZONE, type ImportReport } from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { requireWorkspace } from '../../domain/access/access.service.js';
import { lockWorkspaceForWrite } from '../../domain/access/locks.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import { addBoard } from '../boards/boards.service.js';
import { timeZoneOf, writeBoardContents } from './imports.repository.js';
import { planTrelloImport, readTrelloExport } from './trello-plan.js';

export type ImportOutcome =
  { report: ImportReport } | { board: { id: string }; report: ImportReport };

/**
 * Imports (design §12): an export is read, checked and reported before anything is written; an
 * import then writes the whole board in one transaction, as one activity entry.
 */
export function createImportsService({ db }: { db: Db }) {
  return {
    /** A Trello board's JSON export: its report (`dryRun`), or a new board of the workspace. */
    async trello(
      userId: string,
      workspaceId: string,
      body: unknown,
      dryRun: boolean,
    ): Promise<ImportOutcome> {
      await requireWorkspace(db, workspaceId, userId, 'boards:manage');
      const timeZone = (await timeZoneOf(db, userId)) ?? DEFAULT_TIME_ZONE;
      const board = readTrelloExport(body);
      // Reading and planning a big export each hold this process for tens of milliseconds:
      // other requests get their turn between the two.
      await setImmediate();
      const { plan, report } = planTrelloImport(board, timeZone);
      if (dryRun) return { report };
      const boardId = await db.transaction(async (tx) => {
        await requireWorkspace(tx, workspaceId, userId, 'boards:manage');
        await lockWorkspaceForWrite(tx, workspaceId);
        const { id } = await addBoard(tx, {
          workspaceId,
          name: plan.name,
          ...(plan.color ? { color: plan.color } : {}),
        });
        await writeBoardContents(tx, { id }, plan, { userId });
        await recordActivity(tx, {
          workspaceId,
          userId,
          action: 'import',
          entityType: 'board',
          entityId: id,
          metadata: { name: plan.name, source: 'Trello' },
        });
        return id;
      });
      return { board: { id: boardId }, report };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
