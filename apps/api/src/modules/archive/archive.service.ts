import type { ArchivedItemsResponse } from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireAccess, requireWorkspace } from '../../domain/access/access.service.js';
import * as repo from './archive.repository.js';

interface Query {
  q?: string | undefined;
  cursor?: string | undefined;
}

function pageQuery({ q, cursor }: Query): repo.ArchivedQuery {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after === null) throw new AppError('VALIDATION_ERROR', 'Cursor inválido');
  return { q: q || undefined, after };
}

const answer = ({ items, last }: repo.ArchivedPage): ArchivedItemsResponse => ({
  items,
  nextCursor: last && encodeCursor(last),
});

/** 'Itens arquivados': what anyone who reads a board or workspace may see there. */
export function createArchiveService({ db }: { db: Db }) {
  return {
    async ofBoard(
      userId: string,
      boardId: string,
      query: Query & { type: 'card' | 'list' },
    ): Promise<ArchivedItemsResponse> {
      await requireAccess(db, 'board', boardId, userId, 'workspace:read');
      const list = query.type === 'card' ? repo.archivedCards : repo.archivedLists;
      return answer(await list(db, boardId, pageQuery(query)));
    },

    async ofWorkspace(
      userId: string,
      workspaceId: string,
      query: Query,
    ): Promise<ArchivedItemsResponse> {
      await requireWorkspace(db, workspaceId, userId, 'workspace:read');
      return answer(await repo.archivedBoards(db, workspaceId, pageQuery(query)));
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
