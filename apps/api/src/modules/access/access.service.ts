import { can, type Permission, type Role } from '@quadro/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './access.repository.js';

const NOT_FOUND = {
  workspace: 'Workspace não encontrado',
  board: 'Quadro não encontrado',
  list: 'Lista não encontrada',
  card: 'Cartão não encontrado',
} as const;

/**
 * Resolves the caller's role where the object lives: 404 when it does not exist *or* the caller is
 * not a member (another workspace's objects are never revealed), 403 when the role is too low.
 */
function authorise<T extends { role: Role }>(
  found: T | undefined,
  kind: keyof typeof NOT_FOUND,
  permission: Permission,
): T {
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
  if (!can(found.role, permission)) throw new AppError('FORBIDDEN');
  return found;
}

export async function requireWorkspace(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
  permission: Permission,
) {
  const role = await repo.findWorkspaceRole(db, workspaceId, userId);
  return authorise(role ? { role, workspaceId } : undefined, 'workspace', permission);
}

export async function requireBoard(
  db: DbOrTx,
  boardId: string,
  userId: string,
  permission: Permission,
) {
  return authorise(await repo.findBoardAccess(db, boardId, userId), 'board', permission);
}

export async function requireList(
  db: DbOrTx,
  listId: string,
  userId: string,
  permission: Permission,
) {
  return authorise(await repo.findListAccess(db, listId, userId), 'list', permission);
}

export async function requireCard(
  db: DbOrTx,
  cardId: string,
  userId: string,
  permission: Permission,
) {
  return authorise(await repo.findCardAccess(db, cardId, userId), 'card', permission);
}
