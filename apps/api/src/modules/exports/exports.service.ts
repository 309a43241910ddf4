import type { BoardExport } from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/http/app-error.js';
import { requireAccess } from '../../domain/access/access.service.js';
import { timeZoneOf } from '../notifications/notifications.service.js';
import { boardCsv } from './board-csv.js';
import { presentBoardExport } from './board-export.js';
import { exportRows } from './exports.repository.js';

/** The file, named twice: in ASCII for old clients and as the board is named. */
export type ExportedFile = { filename: string; name: string } & (
  { format: 'json'; body: BoardExport } | { format: 'csv'; body: string }
);

/** A file name any system takes: the board's name without accents or punctuation. */
function fileNameOf(name: string, extension: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .toLowerCase();
  return `${base || 'quadro'}.${extension}`;
}

/** A board's export: anyone who may read the board may take it out (issue #24). */
export function createExportsService({ db }: { db: Db }) {
  return {
    async board(userId: string, boardId: string, format: 'json' | 'csv'): Promise<ExportedFile> {
      const { exported, timeZone } = await db.transaction(
        async (tx) => {
          await requireAccess(tx, 'board', boardId, userId, 'workspace:read');
          const rows = await exportRows(tx, boardId);
          if (!rows) throw notFound('board');
          return {
            exported: presentBoardExport(rows, new Date()),
            timeZone: await timeZoneOf(tx, userId),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const names = {
        filename: fileNameOf(exported.board.name, format),
        name: `${exported.board.name}.${format}`,
      };
      return format === 'json'
        ? { ...names, format, body: exported }
        : { ...names, format, body: boardCsv(exported, timeZone) };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
