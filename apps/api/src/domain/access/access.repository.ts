import type { Role } from '@quadro/contracts';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import type { BoardAccess } from '../../platform/realtime/access-memory.js';
import { boardChangeLocks } from './locks.js';
import { writesUntil } from '../subscription/plans.repository.js';
import {
  boards,
  cards,
  checklistItems,
  checklists,
  labels,
  lists,
  subscriptions,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';

/** What every board-scoped check needs: where the object lives and the caller's role there. */

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

/** The workspace owner's plan, read with the access so a write's plan check costs no query. */
export interface OwnerPlan {
  trialEndsAt: Date;
  writesUntil: Date | null;
}

/**
 * A board-scoped access as a change reads it: with the owner's plan (null when the workspace has no
 * owner) and, when asked to lock, the board's new version (null when nothing was locked).
 */
export interface AccessFound {
  access: BoardAccess;
  ownerPlan: OwnerPlan | null;
  lockedVersion: number | null;
  /** The board is archived: read-only until restored. */
  boardArchived: boolean;
}

/** Timestamps as PostgreSQL's timestamptz text, as a raw statement answers them. */
type AccessRow = BoardAccess & {
  boardArchived: boolean;
  trialEndsAt: string | null;
  writesUntil: string | null;
  lockedVersion: number | null;
};

/** A value, or the placeholder of a statement built once that each run fills. */
type Bound = string | Placeholder;

/** Where the object is found: the board joined as `b` in `from`, the object picked by `where`. */
interface Place {
  from: SQL;
  where: SQL;
}

/**
 * The caller's access to a board-scoped object, with the owner's plan: one statement for every
 * board-scoped request. With `lockFor` (the roles allowed to make the change), the same statement
 * also starts the change when the caller's role is one of them: the workspace's and board's locks
 * and the version bump of `lockBoard`, taken after the access is read and in the documented order.
 * A change then costs one round trip less.
 */
/** The access read of `findAccess`: one row when the caller is a member where the object lives. */
const accessRead = ({ from, where }: Place, userId: Bound) =>
  sql`select b.workspace_id as "workspaceId", b.id as "boardId", b.version, m.role,
      b.archived_at is not null as "boardArchived",
      o.trial_ends_at as "trialEndsAt", ${writesUntil} as "writesUntil"
    from ${from}
    join ${workspaceMembers} m on m.workspace_id = b.workspace_id and m.user_id = ${userId}
    left join ${workspaceMembers} om on om.workspace_id = b.workspace_id and om.role = 'owner'
    left join ${users} o on o.id = om.user_id
    left join ${subscriptions} on ${subscriptions.userId} = om.user_id
    where ${where}`;

async function findAccess(
  db: DbOrTx,
  place: Place,
  userId: string,
  lockFor?: readonly Role[],
): Promise<AccessFound | undefined> {
  const read = accessRead(place, userId);
  const [row] = await queryRows<AccessRow>(
    db,
    lockFor
      ? sql`with access as (${read}),
        ${boardChangeLocks(
          sql`(select "workspaceId" from access where role in ${lockFor})`,
          sql`(select "boardId" from access)`,
        )}
        select access.*, (select version from bumped) as "lockedVersion" from access`
      : read,
  );
  if (!row) return undefined;
  const { trialEndsAt, writesUntil: until, lockedVersion = null, boardArchived, ...access } = row;
  return {
    access,
    lockedVersion,
    boardArchived,
    ownerPlan:
      trialEndsAt === null
        ? null
        : {
            trialEndsAt: new Date(trialEndsAt),
            writesUntil: until === null ? null : new Date(until),
          },
  };
}

/** Where each kind of board-scoped object is found, by its id. */
const PLACES = {
  board: (id: Bound): Place => ({ from: sql`${boards} b`, where: sql`b.id = ${id}` }),
  list: (id: Bound): Place => ({
    from: sql`${lists} l join ${boards} b on b.id = l.board_id`,
    where: sql`l.id = ${id}`,
  }),
  card: (id: Bound): Place => ({
    from: sql`${cards} c join ${boards} b on b.id = c.board_id`,
    where: sql`c.id = ${id}`,
  }),
  label: (id: Bound): Place => ({
    from: sql`${labels} lb join ${boards} b on b.id = lb.board_id`,
    where: sql`lb.id = ${id}`,
  }),
  checklist: (id: Bound): Place => ({
    from: sql`${checklists} cl join ${cards} c on c.id = cl.card_id join ${boards} b on b.id = c.board_id`,
    where: sql`cl.id = ${id}`,
  }),
  checklistItem: (id: Bound): Place => ({
    from: sql`${checklistItems} ci join ${cards} c on c.id = ci.card_id join ${boards} b on b.id = c.board_id`,
    where: sql`ci.id = ${id}`,
  }),
};

export type BoardScoped = keyof typeof PLACES;

/** The caller's access to the board-scoped object `id` of `kind` (see `findAccess`). */
export const findAccessTo = (
  db: DbOrTx,
  kind: BoardScoped,
  id: string,
  userId: string,
  lockFor?: readonly Role[],
) => findAccess(db, PLACES[kind](id), userId, lockFor);

const accessId = sql.placeholder('accessId');
const accessNow = sql.placeholder('accessNow');
/** The caller an `accessOfChange` statement runs for, for the rest of the statement to name. */
export const accessUserId = sql.placeholder('accessUserId');

/**
 * The caller's access to a board-scoped object of `kind` as the CTE `access` of a change made in
 * one statement (decision 0056), built once and run with `accessOfChangeValues`: where the object
 * lives, and `allowed` when the caller's role is one of `roles`, the board is live and, when
 * `needsPlan`, the owner's plan lets members write now (`isEntitled`, in SQL). A change passes the
 * board on only when allowed; otherwise it takes the long path, which answers why.
 */
export const accessOfChange = (
  kind: BoardScoped,
  { roles, needsPlan }: { roles: readonly Role[]; needsPlan: boolean },
) =>
  sql`access as materialized (select a."workspaceId", a."boardId",
      a.role in ${roles} and not a."boardArchived" and (not ${needsPlan}::boolean
        or a."trialEndsAt" is null or a."trialEndsAt" > ${accessNow}::timestamptz
        or coalesce(a."writesUntil" > ${accessNow}::timestamptz, false)) as allowed
    from (${accessRead(PLACES[kind](accessId), accessUserId)}) a)`;

/** What a run of an `accessOfChange` statement fills its placeholders with. */
export const accessOfChangeValues = (id: string, userId: string, now: Date) => ({
  accessId: id,
  accessUserId: userId,
  accessNow: now.toISOString(),
});

export type AccessOfChangeValues = ReturnType<typeof accessOfChangeValues>;

/** A board's access, prepared once per connection: the board revalidation's one query. */
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
