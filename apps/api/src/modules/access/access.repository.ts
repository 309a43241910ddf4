import type { Role } from '@quadro/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { boards, cards, lists, workspaceMembers } from '../../db/schema.js';

/** What every board-scoped check needs: where the object lives and the caller's role there. */
export interface BoardAccess {
  workspaceId: string;
  boardId: string;
  version: number;
  role: Role;
}

export async function findWorkspaceRole(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role;
}

/** Joins the caller's membership in the workspace of the board joined as `boards`. */
export const membershipIn = (userId: string) =>
  and(eq(workspaceMembers.workspaceId, boards.workspaceId), eq(workspaceMembers.userId, userId));

export const boardAccessColumns = {
  workspaceId: boards.workspaceId,
  boardId: boards.id,
  version: boards.version,
  role: workspaceMembers.role,
};

export async function findBoardAccess(
  db: DbOrTx,
  boardId: string,
  userId: string,
): Promise<BoardAccess | undefined> {
  const [row] = await db
    .select(boardAccessColumns)
    .from(boards)
    .innerJoin(workspaceMembers, membershipIn(userId))
    .where(eq(boards.id, boardId));
  return row;
}

/** `findBoardAccess`, prepared once per connection: the board revalidation's one query. */
export function prepareBoardAccess(db: Db) {
  const query = db
    .select(boardAccessColumns)
    .from(boards)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, boards.workspaceId),
        eq(workspaceMembers.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(boards.id, sql.placeholder('boardId')))
    .prepare('board_access');
  return async (boardId: string, userId: string): Promise<BoardAccess | undefined> =>
    (await query.execute({ boardId, userId }))[0];
}

export async function findListAccess(
  db: DbOrTx,
  listId: string,
  userId: string,
): Promise<BoardAccess | undefined> {
  const [row] = await db
    .select(boardAccessColumns)
    .from(lists)
    .innerJoin(boards, eq(boards.id, lists.boardId))
    .innerJoin(workspaceMembers, membershipIn(userId))
    .where(eq(lists.id, listId));
  return row;
}

export async function findCardAccess(
  db: DbOrTx,
  cardId: string,
  userId: string,
): Promise<BoardAccess | undefined> {
  const [row] = await db
    .select(boardAccessColumns)
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .innerJoin(workspaceMembers, membershipIn(userId))
    .where(eq(cards.id, cardId));
  return row;
}
