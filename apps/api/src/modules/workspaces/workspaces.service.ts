import {
  can,
  DEFAULT_BOARD_NAME,
  MAX_WORKSPACE_NAME,
  type Role,
  type BoardSummary,
  type Workspace,
  type WorkspaceSummary,
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
} from '@quadro/contracts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import { lockUser, lockWorkspace } from '../../domain/access/locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import {
  hasActivePlan,
  ownerEntitled,
  requireOwnPlan,
  requireWorkspace,
} from '../../domain/access/access.service.js';
import { recordActivity, recordFoldedActivity } from '../../domain/activities/record-activity.js';
import { presentBoardSummary } from '../boards/boards.presenter.js';
import { findUser } from '../auth/auth.service.js';
import { createSeededBoard, firstBoard } from '../boards/board-seeding.js';
import { presentWorkspace, presentWorkspaceSummary } from './workspaces.presenter.js';
import * as repo from './workspaces.repository.js';

/**
 * The workspace a first visit creates is named after its owner ('Workspace de Ana'), so someone in
 * several workspaces can tell them apart.
 */
export function defaultWorkspaceName(ownerName: string): string {
  const firstName = ownerName.trim().split(/\s+/)[0] || ownerName.trim();
  return `Workspace de ${firstName}`.slice(0, MAX_WORKSPACE_NAME);
}

/** A workspace by id (for invites, which name it in their e-mail). */
/** The workspaces `userId` owns, each with how many other people are members. */
export const workspacesOwnedBy = (db: DbOrTx, userId: string) => repo.ownedWorkspaces(db, userId);

/** The ids of the workspaces `userId` is a member of, in id order (the order they are locked in). */
export const workspacesOf = (db: DbOrTx, userId: string) => repo.memberWorkspaceIds(db, userId);

/** Deletes a workspace and everything in it, in the caller's transaction (its owner is leaving). */
export const deleteWorkspaceWithin = (tx: Tx, workspaceId: string) =>
  repo.deleteWorkspace(tx, workspaceId);

export const findWorkspace = (db: DbOrTx, workspaceId: string) =>
  repo.findWorkspace(db, workspaceId);

/**
 * What an update changed, as its activity names it: the theme, the region, the name, or the
 * description.
 */
function workspaceChange(
  workspace: { name: string; theme: string; region: string },
  input: UpdateWorkspaceInput,
): { field: string; name: string; theme?: string; region?: string } {
  if (input.theme !== undefined)
    return { field: 'theme', name: workspace.name, theme: workspace.theme };
  if (input.region !== undefined)
    return { field: 'region', name: workspace.name, region: workspace.region };
  if (input.name !== undefined) return { field: 'name', name: workspace.name };
  return { field: 'description', name: workspace.name };
}

export function createWorkspacesService({ db, memory }: { db: Db; memory: AccessMemory }) {
  /**
   * The workspace's first board. An empty one gets 'Meu Quadro' (spec §4) when the caller may
   * create boards there and its owner's plan allows writes; otherwise null, the empty state. The API itself never empties
   * a workspace (deleting its last board seeds another, boards.service.ts), so this covers one
   * emptied before that rule or outside the API.
   */
  async function firstBoardOf(workspaceId: string, userId: string, role: Role) {
    const first = await firstBoard(db, workspaceId);
    if (first) return first;
    if (!can(role, 'boards:manage') || !(await hasActivePlan(db, workspaceId))) return null;
    return db.transaction(async (tx) => {
      if (!(await lockWorkspace(tx, workspaceId, 'serialise'))) throw notFound('workspace');
      await requireWorkspace(tx, workspaceId, userId, 'boards:manage');
      const seeded = await firstBoard(tx, workspaceId);
      return seeded ?? createSeededBoard(tx, { workspaceId, name: DEFAULT_BOARD_NAME, userId });
    });
  }

  /** A new workspace, owned by its creator, with its activity row. */
  async function insertWorkspace(
    tx: Tx,
    values: { name: string; description: string },
    userId: string,
  ) {
    const workspace = await repo.insertWorkspace(tx, values, userId);
    await recordActivity(tx, {
      workspaceId: workspace.id,
      userId,
      action: 'create',
      entityType: 'workspace',
      entityId: workspace.id,
      metadata: { name: workspace.name },
    });
    return workspace;
  }

  /** A first visit with no workspace gets exactly one default workspace, even when tabs race. */
  async function createDefaultWorkspace(userId: string) {
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [existing] = await repo.listWorkspacesOf(tx, userId);
      if (existing) return existing;
      const owner = await findUser(tx, userId);
      if (!owner) throw new AppError('UNAUTHORIZED');
      const workspace = await insertWorkspace(
        tx,
        { name: defaultWorkspaceName(owner.name), description: '' },
        userId,
      );
      await createSeededBoard(tx, { workspaceId: workspace.id, name: DEFAULT_BOARD_NAME, userId });
      return { workspace, role: 'owner' as const };
    });
  }

  async function firstWorkspaceOf(userId: string) {
    const [first] = await repo.listWorkspacesOf(db, userId);
    const { workspace, role } = first ?? (await createDefaultWorkspace(userId));
    return { workspaceId: workspace.id, role };
  }

  return {
    async list(userId: string): Promise<WorkspaceSummary[]> {
      const rows = await repo.listWorkspacesOf(db, userId);
      return rows.map(({ workspace, role, ownerPlan }) =>
        presentWorkspaceSummary(workspace, {
          role,
          ownerPlanActive: ownerEntitled(ownerPlan),
        }),
      );
    },

    async create(
      userId: string,
      input: CreateWorkspaceInput,
    ): Promise<{ workspace: Workspace; board: BoardSummary }> {
      return db.transaction(async (tx) => {
        await requireOwnPlan(tx, userId);
        const workspace = await insertWorkspace(
          tx,
          { name: input.name, description: input.description ?? '' },
          userId,
        );
        const board = await createSeededBoard(tx, {
          workspaceId: workspace.id,
          name: input.boardName ?? input.name,
          userId,
        });
        const members = await repo.listMembers(tx, workspace.id);
        return {
          // Its creator's plan was just checked: it runs.
          workspace: presentWorkspace(workspace, { role: 'owner', ownerPlanActive: true }, members),
          board: presentBoardSummary(board),
        };
      });
    },

    async get(userId: string, workspaceId: string): Promise<Workspace> {
      const { role } = await requireWorkspace(db, workspaceId, userId, 'workspace:read');
      const [workspace, members, ownerPlanActive] = await Promise.all([
        repo.findWorkspace(db, workspaceId),
        repo.listMembers(db, workspaceId),
        hasActivePlan(db, workspaceId),
      ]);
      if (!workspace) throw notFound('workspace');
      return presentWorkspace(workspace, { role, ownerPlanActive }, members);
    },

    async update(
      userId: string,
      workspaceId: string,
      input: UpdateWorkspaceInput,
    ): Promise<WorkspaceSummary> {
      return db.transaction(async (tx) => {
        const { role } = await requireWorkspace(tx, workspaceId, userId, 'workspace:update');
        if (input.theme !== undefined)
          await requireWorkspace(tx, workspaceId, userId, 'workspace:theme');
        if (input.region !== undefined)
          await requireWorkspace(tx, workspaceId, userId, 'workspace:calendar');
        const workspace = await repo.updateWorkspace(tx, workspaceId, input);
        if (!workspace) throw notFound('workspace');
        await recordFoldedActivity(tx, {
          workspaceId,
          userId,
          action: 'update',
          entityType: 'workspace',
          entityId: workspaceId,
          metadata: workspaceChange(workspace, input),
        });
        // The update itself needed the owner's plan running.
        return presentWorkspaceSummary(workspace, { role, ownerPlanActive: true });
      });
    },

    /**
     * Only the owner. One statement: the row's own lock comes first, then the cascade takes the
     * boards' and their lists' and cards' (the lock order of db/locks.ts). Its members lose it from
     * their lists at once, and the triggers end its boards' and members' streams.
     */
    async remove(userId: string, workspaceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await requireWorkspace(tx, workspaceId, userId, 'workspace:delete');
        // Deleted by a concurrent request since the check: 404, like any workspace that is gone.
        if (!(await repo.deleteWorkspace(tx, workspaceId))) throw notFound('workspace');
      });
      memory.forgetWorkspace(workspaceId);
    },

    /**
     * The board `/board` opens: the first board of the given workspace or of the user's first one,
     * without taking any lock when it exists (the common case).
     */
    async defaultBoard(
      userId: string,
      workspaceId: string | undefined,
    ): Promise<BoardSummary | null> {
      const target = workspaceId
        ? await requireWorkspace(db, workspaceId, userId, 'workspace:read')
        : await firstWorkspaceOf(userId);
      const board = await firstBoardOf(target.workspaceId, userId, target.role);
      return board && presentBoardSummary(board);
    },
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
