import { TRIAL_DAYS, type Board, type Card, type Role, type Workspace } from '@quadro/contracts';
import type { InjectOptions } from 'fastify';
import { hashPassword } from '../src/modules/auth/passwords.js';
import {
  refreshTokens,
  sessions,
  users,
  workspaceMembers,
} from '../src/platform/db/schema/index.js';
import { createAccessTokens } from '../src/platform/session/access-tokens.js';
import { hashToken, randomToken } from '../src/platform/session/random-tokens.js';
import {
  bearer,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const DAY_MS = 24 * 60 * 60 * 1000;
const accessTokens = createAccessTokens(TEST_JWT_SECRET);
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A signed-in user as registration leaves one (in trial, e-mail unverified, one session), written
 * straight to the database: argon2 runs once per password for the whole file, not once per user.
 * Tests of registration itself use `registerUser`, which goes through the route.
 */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<{ name: string; email: string; password: string; verified: boolean }> = {},
): Promise<RegisteredUser> {
  const name = overrides.name ?? 'Maria Silva';
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password ?? STRONG_PASSWORD;
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  const { db } = ctx.database;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await passwordHashes.get(password)!,
      trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
      emailVerifiedAt: overrides.verified ? new Date() : null,
    })
    .returning({ id: users.id });
  const [session] = await db.insert(sessions).values({ userId: user!.id }).returning();
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    userId: user!.id,
    familyId: session!.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + 30 * DAY_MS),
  });
  const token = await accessTokens.sign({ userId: user!.id, sessionId: session!.id });
  return { id: user!.id, name, email, password, token, refreshToken };
}

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
  const owner = await createUser(ctx);
  const created = await as(ctx, owner)('POST', '/v1/workspaces', {
    name,
    description: 'Time de produto',
  });
  if (created.statusCode !== 201)
    throw new Error(`workspace: ${created.statusCode} ${created.body}`);
  const { workspace, board } = created.json<{ workspace: Workspace; board: { id: string } }>();
  return { owner, workspace, board: await loadBoard(ctx, owner, board.id) };
}

/** `createWorkspaceFixture`, with a card of the owner's at the top of its board's first list. */
export async function createCardFixture(
  ctx: TestContext,
  title = 'Tarefa',
): Promise<WorkspaceFixture & { card: Card }> {
  const fixture = await createWorkspaceFixture(ctx);
  const created = await as(ctx, fixture.owner)('POST', '/v1/cards', {
    listId: fixture.board.lists[0]!.id,
    title,
  });
  if (created.statusCode !== 201) throw new Error(`card: ${created.statusCode} ${created.body}`);
  return { ...fixture, card: created.json<{ card: Card }>().card };
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
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<RegisteredUser> {
  const user = await createUser(ctx, { name: `Pessoa ${role}`, ...overrides });
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
