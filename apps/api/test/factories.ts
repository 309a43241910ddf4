import type { Board, Role, Workspace } from '@quadro/contracts';
import type { InjectOptions } from 'fastify';
import { workspaceMembers } from '../src/platform/db/schema.js';
import { bearer, registerUser, type RegisteredUser, type TestContext } from './harness.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as `user` (or anonymously with null). */
export function as(ctx: TestContext, user: RegisteredUser | null) {
  return (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...(user ? bearer(user.token) : {}), ...headers },
    });
}

export interface WorkspaceFixture {
  owner: RegisteredUser;
  workspace: Workspace;
  board: Board;
}

/** A registered owner with a fresh workspace and its seeded board, loaded in full. */
export async function createWorkspaceFixture(
  ctx: TestContext,
  name = 'Equipe Alfa',
): Promise<WorkspaceFixture> {
  const owner = await registerUser(ctx.app);
  const created = await as(ctx, owner)('POST', '/v1/workspaces', {
    name,
    description: 'Time de produto',
  });
  if (created.statusCode !== 201)
    throw new Error(`workspace: ${created.statusCode} ${created.body}`);
  const { workspace, board } = created.json<{ workspace: Workspace; board: { id: string } }>();
  return { owner, workspace, board: await loadBoard(ctx, owner, board.id) };
}

export async function loadBoard(
  ctx: TestContext,
  user: RegisteredUser,
  boardId: string,
): Promise<Board> {
  const response = await as(ctx, user)('GET', `/v1/boards/${boardId}`);
  if (response.statusCode !== 200)
    throw new Error(`board: ${response.statusCode} ${response.body}`);
  return response.json<{ board: Board }>().board;
}

/** Until invitations exist, membership is written straight to the database. */
export async function addMember(
  ctx: TestContext,
  workspaceId: string,
  role: Role,
): Promise<RegisteredUser> {
  const user = await registerUser(ctx.app, { name: `Pessoa ${role}` });
  await ctx.database.db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  return user;
}

/** Every list's positions are exactly 0..n-1 and every card sits in exactly one list. */
export function expectDenseOrder(board: Board): void {
  board.lists.forEach((list, index) => {
    if (list.position !== index)
      throw new Error(`list ${list.id} at ${list.position}, expected ${index}`);
    list.cards.forEach((card, cardIndex) => {
      if (card.position !== cardIndex)
        throw new Error(`card ${card.id} at ${card.position}, expected ${cardIndex}`);
      if (card.listId !== list.id)
        throw new Error(`card ${card.id} claims list ${card.listId} but sits in ${list.id}`);
    });
  });
  const ids = board.lists.flatMap((list) => list.cards.map((card) => card.id));
  if (new Set(ids).size !== ids.length) throw new Error('a card appears twice');
}
