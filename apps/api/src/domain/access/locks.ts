import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { notFound } from '../../platform/http/app-error.js';
import { boards, users, workspaces } from '../../platform/db/schema/index.js';

/*
 * Every row lock a request takes, in the one order every request takes them (docs/decisions/0012-lock-order.md): the acting user → the workspace → the board → the board's lists and cards.
 * None of these conflicts with the FOR KEY SHARE locks PostgreSQL takes for foreign keys when an
 * activity, card or board row is inserted, so an insert never waits on a lock its own request
 * will want next. Each answers false when the row is gone (deleted by a concurrent request).
 */

/** Serialises the creation of a user's first workspace, so racing tabs create one. */
export async function lockUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return rows.length > 0;
}

/**
 * `write` is taken by every change inside the workspace: it only keeps the workspace from being
 * deleted meanwhile. `serialise` orders the changes to the workspace's own make-up: seeding its
 * first board, deleting a board (its last one is replaced), its members and invites.
 */
export async function lockWorkspace(
  db: DbOrTx,
  workspaceId: string,
  purpose: 'write' | 'serialise',
): Promise<boolean> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for(purpose === 'write' ? 'key share' : 'no key update');
  return rows.length > 0;
}

/** Bumps the version (the ETag) and, by updating the row, serialises the board's changes. */
export async function bumpBoardVersion(db: DbOrTx, boardId: string): Promise<number | undefined> {
  const [row] = await db
    .update(boards)
    .set({ version: sql`${boards.version} + 1`, updatedAt: new Date() })
    .where(eq(boards.id, boardId))
    .returning({ version: boards.version });
  return row?.version;
}

/**
 * Starts every change inside a workspace that is not a board's: the workspace cannot be deleted
 * under it, and one deleted since the access check answers 404.
 */
export async function lockWorkspaceForWrite(tx: DbOrTx, workspaceId: string): Promise<void> {
  if (!(await lockWorkspace(tx, workspaceId, 'write'))) throw notFound('workspace');
}

/**
 * Starts a change the workspace's screens show that lives in a table of its own (its holidays):
 * updating the row takes the workspace's `serialise` lock, so such changes run one at a time, and
 * publishes a workspace change to its members (the `workspaces_publish` trigger), so their screens
 * refetch. Answers the workspace's name; a workspace deleted since the access check answers 404.
 */
export async function touchWorkspace(tx: DbOrTx, workspaceId: string): Promise<{ name: string }> {
  const [row] = await tx
    .update(workspaces)
    .set({ updatedAt: new Date() })
    .where(eq(workspaces.id, workspaceId))
    .returning({ name: workspaces.name });
  if (!row) throw notFound('workspace');
  return row;
}

/** Told of the version a change is about to commit (the revalidation memory of this instance). */
export type BoardWritten = (
  board: { workspaceId: string; boardId: string },
  version: number,
) => void;

/**
 * The CTEs that start every change to a board, `workspace` and `bumped`, for the ids given as SQL
 * expressions: the workspace lock, then the version bump, which takes the board's row lock, so
 * changes to one board run one at a time. The workspace's lock is a one-time filter of the update,
 * so it is taken before the update reads the board's row. `bumped` is empty when the board or the
 * workspace is gone (deleted since the access check) or an id is null.
 */
export const boardChangeLocks = (workspaceId: SQL, boardId: SQL) =>
  sql`workspace as (select id from ${workspaces} where id = ${workspaceId} for key share),
    bumped as (update ${boards} set version = version + 1, updated_at = now()
      where id = ${boardId} and exists (select from workspace) returning version)`;

/**
 * Starts a change to a board whose access was checked alone (see `boardChangeLocks`): a board
 * deleted since the check answers 404. `written` hears the new version before it commits, so this
 * instance never answers a revalidation of the old one once the change has answered. Answers that
 * version.
 */
export async function lockBoard(
  tx: DbOrTx,
  access: { workspaceId: string; boardId: string },
  written: BoardWritten,
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`with ${boardChangeLocks(sql`${access.workspaceId}::uuid`, sql`${access.boardId}::uuid`)}
      select version from bumped`,
  );
  if (!row) throw notFound('board');
  written(access, row.version);
  return row.version;
}
