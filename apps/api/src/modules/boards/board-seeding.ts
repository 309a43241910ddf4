import type { DbOrTx } from '../../platform/db/client.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import { addWelcomeCard } from '../cards/cards.service.js';
import { addDefaultLabels } from '../labels/labels.service.js';
import { addDefaultLists } from '../lists/lists.service.js';
import { insertBoard, listBoards, type BoardRow } from './boards.repository.js';

/** A new board always starts with the default lists, the welcome card (design §5) and labels. */
export async function createSeededBoard(
  tx: DbOrTx,
  input: { workspaceId: string; name: string; color?: string | undefined; userId: string },
): Promise<BoardRow> {
  const board = await insertBoard(tx, {
    workspaceId: input.workspaceId,
    name: input.name,
    color: input.color,
  });
  const listId = await addDefaultLists(tx, board.id);
  await addWelcomeCard(tx, { boardId: board.id, listId });
  await addDefaultLabels(tx, board.id);
  await recordActivity(tx, {
    workspaceId: input.workspaceId,
    userId: input.userId,
    action: 'create',
    entityType: 'board',
    entityId: board.id,
    metadata: { name: board.name },
  });
  return board;
}

/** A workspace's first board, the one `/board` opens. */
export async function firstBoard(db: DbOrTx, workspaceId: string): Promise<BoardRow | undefined> {
  const [first] = await listBoards(db, workspaceId);
  return first;
}
