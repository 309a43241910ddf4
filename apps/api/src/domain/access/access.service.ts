import {
  can,
  needsSubscription,
  PERMISSIONS,
  PLAN_ENDED_MESSAGES,
  type Permission,
  type Role,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import type { BoardWritten } from './locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { findOwnerPlan, findPlanOf } from '../subscription/plans.repository.js';
import { isEntitled } from '../subscription/subscription-state.js';
import * as repo from './access.repository.js';
import type { BoardAccess } from '../../platform/realtime/access-memory.js';
import type { AccessFound, BoardScoped, OwnerPlan } from './access.repository.js';

/**
 * Resolves the caller's role where the object lives: 404 when it does not exist *or* the caller is
 * not a member (another workspace's objects are never revealed), 403 when the role is too low.
 */
function authorise<T extends { role: Role }>(
  found: T | undefined,
  kind: 'workspace' | BoardScoped,
  permission: Permission,
): T {
  if (!found) throw notFound(kind);
  if (!can(found.role, permission)) throw new AppError('FORBIDDEN');
  return found;
}

const planEnded = (role: Role) =>
  new AppError(
    'SUBSCRIPTION_REQUIRED',
    role === 'owner' ? PLAN_ENDED_MESSAGES.owner : PLAN_ENDED_MESSAGES.member,
  );

/**
 * A workspace's writes need its owner in a trial or a paid period (design §7); reads never do.
 * The owner is told to subscribe, everyone else to ask the owner.
 */
/** Whether a workspace's owner (as read with it) lets its members write; no owner blocks nothing. */
export const ownerEntitled = (owner: OwnerPlan | null | undefined) =>
  !owner || isEntitled(owner.trialEndsAt, owner.writesUntil);

export async function hasActivePlan(db: DbOrTx, workspaceId: string): Promise<boolean> {
  return ownerEntitled(await findOwnerPlan(db, workspaceId));
}

export async function requireActivePlan(
  db: DbOrTx,
  access: { workspaceId: string; role: Role },
): Promise<void> {
  if (!(await hasActivePlan(db, access.workspaceId))) throw planEnded(access.role);
}

/** A new workspace is the creator's: creating one needs their own plan running. */
export async function requireOwnPlan(db: DbOrTx, userId: string): Promise<void> {
  const plan = await findPlanOf(db, userId);
  if (plan && !isEntitled(plan.trialEndsAt, plan.subscription?.writesUntil))
    throw new AppError('SUBSCRIPTION_REQUIRED', PLAN_ENDED_MESSAGES.owner);
}

async function withPlan<T extends { workspaceId: string; role: Role }>(
  db: DbOrTx,
  access: T,
  permission: Permission,
): Promise<T> {
  if (needsSubscription(permission)) await requireActivePlan(db, access);
  return access;
}

export async function requireWorkspace(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
  permission: Permission,
) {
  const role = await repo.findWorkspaceRole(db, workspaceId, userId);
  const access = authorise(role ? { role, workspaceId } : undefined, 'workspace', permission);
  return withPlan(db, access, permission);
}

/** `authorise`, then the plan check against the owner's plan read with the access. */
function authoriseWithPlan(
  found: AccessFound | undefined,
  kind: 'workspace' | BoardScoped,
  permission: Permission,
): BoardAccess {
  const access = authorise(found?.access, kind, permission);
  if (needsSubscription(permission) && !ownerEntitled(found?.ownerPlan))
    throw planEnded(access.role);
  return access;
}

/**
 * Starts a change inside a board: the access of the board, list or card `id`, read with the
 * change's locks (`lockBoard`'s, in the same statement); a change refused here rolls back with its
 * transaction. `written` hears the new version once the change is allowed, and the access answered
 * carries it: the version the change commits. An archived board takes no change but its own
 * restore (`archivedBoard: 'allow'`).
 */
export async function beginChange(
  tx: DbOrTx,
  kind: BoardScoped,
  id: string,
  userId: string,
  permission: Permission,
  written: BoardWritten,
  { archivedBoard }: { archivedBoard?: 'allow' } = {},
): Promise<BoardAccess> {
  const found = await repo.findAccessTo(tx, kind, id, userId, PERMISSIONS[permission]);
  const access = authoriseWithPlan(found, kind, permission);
  if (found?.lockedVersion == null) throw notFound('board');
  if (found.boardArchived && archivedBoard !== 'allow') throw new AppError('BOARD_ARCHIVED');
  written(access, found.lockedVersion);
  return { ...access, version: found.lockedVersion };
}

/**
 * The access CTE of a change made in one statement (`accessOfChange`), for `permission`: allowed
 * for the roles it names, and, when it needs a subscription, while the owner's plan runs now. Built
 * once; each run fills it with `changeAccessValues`.
 */
export const changeAccess = (kind: BoardScoped, permission: Permission) =>
  repo.accessOfChange(kind, {
    roles: PERMISSIONS[permission],
    needsPlan: needsSubscription(permission),
  });

/** The values of a run of a `changeAccess` statement: the object, the caller, and now. */
export const changeAccessValues = (id: string, userId: string) =>
  repo.accessOfChangeValues(id, userId, new Date());

/** The access of a read, or of a change that takes its locks itself. */
export async function requireAccess(
  db: DbOrTx,
  kind: BoardScoped,
  id: string,
  userId: string,
  permission: Permission,
): Promise<BoardAccess> {
  return authoriseWithPlan(await repo.findAccessTo(db, kind, id, userId), kind, permission);
}

/** `requireAccess` to read a board, its query prepared once: the board revalidation's path. */
export function prepareBoardRead(db: Db) {
  const find = repo.prepareBoardAccess(db);
  return async (boardId: string, userId: string) => boardReadAccess(await find(boardId, userId));
}

/** The caller's access to read a board, as read with it: 404 when not a member. */
export const boardReadAccess = (found: BoardAccess | undefined) =>
  authorise(found, 'board', 'workspace:read');
