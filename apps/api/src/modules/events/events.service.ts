import type { Db } from '../../platform/db/client.js';
import { requireAccess } from '../../domain/access/access.service.js';

export function createEventsService({ db }: { db: Db }) {
  return {
    /** Who may watch a board: its workspace's members, any role; 404 for everyone else. */
    authorise: (userId: string, boardId: string) =>
      requireAccess(db, 'board', boardId, userId, 'workspace:read'),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
