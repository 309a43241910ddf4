import type { ActivitiesResponse, ActivityFilterType } from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireWorkspace } from '../../domain/access/access.service.js';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor.js';
import { presentActivity } from './activities.presenter.js';
import * as repo from './activities.repository.js';

export function createActivitiesService({ db }: { db: Db }) {
  return {
    /** One page of the workspace's history, newest first, for any of its members. */
    async list(
      userId: string,
      workspaceId: string,
      query: {
        entityType?: ActivityFilterType | undefined;
        limit: number;
        cursor?: string | undefined;
      },
    ): Promise<ActivitiesResponse> {
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (before === null) throw new AppError('VALIDATION_ERROR', 'Cursor inválido');
      await requireWorkspace(db, workspaceId, userId, 'workspace:read');
      // One row more than the page says whether another page follows.
      const rows = await repo.listActivities(db, {
        workspaceId,
        entityType: query.entityType,
        before,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        activities: page.map(presentActivity),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: last.key, id: last.id }) : null,
      };
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
