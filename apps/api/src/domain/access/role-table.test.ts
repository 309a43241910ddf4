/**
 * The role-by-endpoint table: for every /v1 route of the OpenAPI document, what each caller gets.
 *
 * Callers, in column order: the workspace's owner, admin, member and read_only (members of the
 * workspace the target lives in), a stranger (logged in, member of another workspace only) and
 * anonymous (no token). Allowed calls answer 200/201/204; refusals are 401 (no session), 404
 * (another workspace's objects are never revealed) and 403 (role too low, PERMISSIONS and spec §6).
 *
 * A route added to the API must be added here the moment it exists: the first test fails when the
 * document and the table disagree. Where the API and the spec disagree, the table keeps the spec.
 */
import { can, DEV_TURNSTILE_TOKEN, ROLES, type Permission } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  invites,
  notifications,
  payments,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { unsubscribeLinks } from '../../modules/notifications/unsubscribe-links.js';
import { hashToken, randomToken } from '../../platform/session/random-tokens.js';
import { validCheckout } from '../../../test/checkout.js';
import { as, addMember, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { startFakeViaCep, type FakeViaCep } from '../../../test/fake-viacep.js';
import {
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';
import { insertEmailToken, type EmailTokenPurpose } from '../../modules/auth/auth.repository.js';

/** The smallest board Quadro exports: one empty list. */
const QUADRO_EXPORT = {
  format: 'quadro-board',
  version: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  board: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Cópia',
    color: '#3B82F6',
    archivedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  labels: [],
  lists: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'A fazer',
      color: '#6366F1',
      archivedAt: null,
      cards: [],
    },
  ],
  activity: [],
};

const CALLERS = ['owner', 'admin', 'member', 'read_only', 'stranger', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];
type Status = 200 | 201 | 204 | 401 | 403 | 404;
/** One status per caller, in the order of CALLERS. */
type Expected = readonly [Status, Status, Status, Status, Status, Status];

/** What one call needs: path parameters, a valid body, and who calls when not the caller itself. */
interface Target {
  params?: Record<string, string>;
  /** A query string, without its '?'. */
  query?: string;
  body?: unknown;
  /** Another session of the caller (or another user) when the call would spend the caller's own. */
  user?: RegisteredUser | null;
}

interface Row {
  /** Method and path exactly as the OpenAPI document names them. */
  route: string;
  /** Several rows may test one route with different bodies. */
  variant?: string;
  /** owner, admin, member, read_only, stranger, anonymous */
  expect: Expected;
  /** The permission the route asserts: the table must agree with PERMISSIONS for it. */
  permission?: Permission;
  /** Builds the target and body for one caller; destructive rows build a fresh target per call. */
  target: (user: RegisteredUser | null) => Promise<Target> | Target;
}

let ctx: TestContext;
/** The shared workspace, its first board, a list and a card, and a user per caller. */
let users: Record<Caller, RegisteredUser | null>;
let workspaceId: string;
let boardId: string;
let listId: string;
let otherListId: string;
let cardId: string;
/** Not a member of anything here: stands in for the anonymous caller on the public auth routes. */
let authUser: RegisteredUser;
/** A pending Pix of the owner's, written as its checkout would. */
async function ownerPixId(): Promise<string> {
  const [row] = await ctx.database.db
    .insert(payments)
    .values({
      userId: owner().id,
      periodNumber: (paidPeriods += 1),
      amountCents: 9990,
      currency: 'BRL',
      status: 'pending',
      method: 'pix',
      gateway: 'sandbox',
      pixCopyPaste: '00020126',
      pixExpiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** The period numbers of the paid payments written for receipts, past any real one. */
let paidPeriods = 900;
/** How many workspace days `fresh.holidayDate` has handed out. */
let holidayDays = 0;

const owner = () => users.owner!;
const api = (user: RegisteredUser | null) => as(ctx, user);

/** An event stream never ends: its status and a few bytes, then it is let go. */
async function streamStatus(user: RegisteredUser | null, url: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payloadAsStream: true,
  });
  response.stream().destroy();
  return { statusCode: response.statusCode, body: '' };
}

async function created<T>(response: { statusCode: number; body: string; json: () => T }) {
  if (response.statusCode !== 201)
    throw new Error(`setup: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function archived(response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200)
    throw new Error(`setup: ${response.statusCode} ${response.body}`);
}

/** A pending invite to `email`, written straight to the database; answers its token. */
async function pendingInvite(workspace: string, email: string): Promise<string> {
  const token = randomToken();
  await ctx.database.db.insert(invites).values({
    workspaceId: workspace,
    email,
    role: 'member',
    invitedBy: owner().id,
    token,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

/** Fresh targets, made by the owner through the API. */
const fresh = {
  async board(): Promise<string> {
    const { board } = await created<{ board: { id: string } }>(
      await api(owner())('POST', `/v1/boards/workspace/${workspaceId}`, { name: 'Descartável' }),
    );
    return board.id;
  },
  /** On the shared board, which keeps its three seeded lists: deleting it never hits the last one. */
  async list(): Promise<string> {
    const { list } = await created<{ list: { id: string } }>(
      await api(owner())('POST', '/v1/lists', { boardId, name: 'Descartável' }),
    );
    return list.id;
  },
  async card(): Promise<string> {
    const { card } = await created<{ card: { id: string } }>(
      await api(owner())('POST', '/v1/cards', { listId, title: 'Descartável' }),
    );
    return card.id;
  },
  /** Archived by the owner, each kind: what a restore needs. */
  async archivedCard(): Promise<string> {
    const id = await fresh.card();
    await archived(await api(owner())('POST', `/v1/cards/${id}/archive`));
    return id;
  },
  async archivedList(): Promise<string> {
    const id = await fresh.list();
    await archived(await api(owner())('POST', `/v1/lists/${id}/archive`));
    return id;
  },
  async archivedBoard(): Promise<string> {
    const id = await fresh.board();
    await archived(await api(owner())('POST', `/v1/boards/${id}/archive`));
    return id;
  },
  /** A label of the shared board. */
  async label(): Promise<string> {
    const { label } = await created<{ label: { id: string } }>(
      await api(owner())('POST', `/v1/boards/${boardId}/labels`, { color: 'red' }),
    );
    return label.id;
  },
  /** A checklist on a fresh card of the shared board. */
  async checklist(): Promise<string> {
    const { checklist } = await created<{ checklist: { id: string } }>(
      await api(owner())('POST', `/v1/cards/${await fresh.card()}/checklists`, { title: 'Lista' }),
    );
    return checklist.id;
  },
  async checklistItem(): Promise<string> {
    const { item } = await created<{ item: { id: string } }>(
      await api(owner())('POST', `/v1/checklists/${await fresh.checklist()}/items`, {
        text: 'Item',
      }),
    );
    return item.id;
  },
  /** A new workspace of the owner, where admin, member and read_only hold their roles too. */
  async workspace(): Promise<string> {
    const { workspace } = await created<{ workspace: { id: string } }>(
      await api(owner())('POST', '/v1/workspaces', { name: 'Descartável' }),
    );
    await ctx.database.db.insert(workspaceMembers).values(
      (['admin', 'member', 'read_only'] as const).map((role) => ({
        workspaceId: workspace.id,
        userId: users[role]!.id,
        role,
      })),
    );
    return workspace.id;
  },
  /** A date no workspace day uses yet: each call a day later, from 2031-01-01. */
  holidayDate(): string {
    holidayDays += 1;
    return new Date(Date.UTC(2031, 0, holidayDays)).toISOString().slice(0, 10);
  },
  /** A day off of the shared workspace, added by the owner; answers its date. */
  async holiday(): Promise<string> {
    const date = fresh.holidayDate();
    await created(
      await api(owner())('POST', `/v1/workspaces/${workspaceId}/holidays`, {
        date,
        name: 'Descartável',
      }),
    );
    return date;
  },
  /** Another session of the user, so spending it leaves the caller's own session alone. */
  async session(user: RegisteredUser): Promise<RegisteredUser> {
    const response = await api(null)('POST', '/v1/auth/login', {
      email: user.email,
      password: user.password,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
    const { token, refreshToken } = response.json<{ token: string; refreshToken: string }>();
    return { ...user, token, refreshToken };
  },
  /** A live e-mailed link's token, as the mail would carry it. */
  async emailToken(user: RegisteredUser, purpose: EmailTokenPurpose): Promise<string> {
    const token = randomToken();
    await insertEmailToken(ctx.database.db, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    return token;
  },
};

/** The caller's own account, or the stand-in for anonymous on the public routes. */
const self = (user: RegisteredUser | null) => user ?? authUser;

/** `expect` columns: owner, admin, member, read_only, stranger, anonymous. */
const TABLE: Row[] = [
  // ── Public: no session needed, a session changes nothing ─────────────────────────────────────
  { route: 'GET /v1/config', expect: [200, 200, 200, 200, 200, 200], target: () => ({}) },
  {
    route: 'POST /v1/auth/register',
    expect: [201, 201, 201, 201, 201, 201],
    target: () => ({
      body: {
        name: 'Nova Pessoa',
        email: uniqueEmail('register'),
        password: STRONG_PASSWORD,
        turnstileToken: DEV_TURNSTILE_TOKEN,
      },
    }),
  },
  {
    route: 'POST /v1/auth/login',
    expect: [200, 200, 200, 200, 200, 200],
    target: (user) => ({
      body: {
        email: self(user).email,
        password: STRONG_PASSWORD,
        turnstileToken: DEV_TURNSTILE_TOKEN,
      },
    }),
  },
  {
    // Each user's refresh token from registration is spent once, here only.
    route: 'POST /v1/auth/refresh',
    expect: [200, 200, 200, 200, 200, 200],
    target: (user) => ({ body: { refreshToken: self(user).refreshToken } }),
  },
  {
    // Ends a second session of the caller, so the shared one stays live for the other rows.
    route: 'POST /v1/auth/logout',
    expect: [204, 204, 204, 204, 204, 204],
    target: async (user) => {
      const session = await fresh.session(self(user));
      return { body: { refreshToken: session.refreshToken }, user: user && session };
    },
  },
  {
    route: 'POST /v1/auth/verify-email',
    expect: [200, 200, 200, 200, 200, 200],
    // The link may be opened by anyone holding it; it verifies authUser, never a caller.
    target: async () => ({ body: { token: await fresh.emailToken(authUser, 'verify_email') } }),
  },
  {
    route: 'POST /v1/auth/forgot-password',
    expect: [200, 200, 200, 200, 200, 200],
    target: (user) => ({ body: { email: self(user).email } }),
  },
  {
    // Resets a throwaway user (a reset ends every session of its user), to the same password.
    route: 'POST /v1/auth/reset-password',
    expect: [200, 200, 200, 200, 200, 200],
    target: async () => {
      const user = await registerUser(ctx.app, { name: 'Pessoa Redefinição' });
      return {
        body: { token: await fresh.emailToken(user, 'reset_password'), password: STRONG_PASSWORD },
      };
    },
  },

  // ── Logged in, not workspace-scoped: any session, no role involved ───────────────────────────
  { route: 'GET /v1/auth/me', expect: [200, 200, 200, 200, 200, 401], target: () => ({}) },
  {
    // Everyone registered here is unverified (verify-email verifies authUser only).
    route: 'POST /v1/auth/resend-verification',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  { route: 'GET /v1/workspaces', expect: [200, 200, 200, 200, 200, 401], target: () => ({}) },
  { route: 'POST /v1/users/ping', expect: [204, 204, 204, 204, 204, 401], target: () => ({}) },
  {
    route: 'POST /v1/users/status',
    expect: [204, 204, 204, 204, 204, 401],
    target: () => ({ body: { isOnline: true } }),
  },
  // ── Payments: each user's own plan, whatever their role in any workspace ──────────────────────
  {
    route: 'GET /v1/payments/subscription-status',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  {
    route: 'POST /v1/payments/subscribe',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({ body: validCheckout() }),
  },
  {
    // Subscribes first (again, after an earlier cancel), so there is an active plan to cancel.
    route: 'POST /v1/payments/cancel-subscription',
    expect: [200, 200, 200, 200, 200, 401],
    target: async (user) => {
      if (user) await api(user)('POST', '/v1/payments/subscribe', validCheckout());
      return {};
    },
  },
  {
    // Subscribes and cancels first, so there is a cancelled plan whose month still runs.
    route: 'POST /v1/payments/reactivate-subscription',
    expect: [200, 200, 200, 200, 200, 401],
    target: async (user) => {
      if (user) {
        await api(user)('POST', '/v1/payments/subscribe', validCheckout());
        await api(user)('POST', '/v1/payments/cancel-subscription');
      }
      return {};
    },
  },
  {
    // Subscribes first (or already has a plan), so there is a card to replace.
    route: 'PUT /v1/payments/card',
    expect: [200, 200, 200, 200, 200, 401],
    target: async (user) => {
      if (user) await api(user)('POST', '/v1/payments/subscribe', validCheckout());
      const { customer, card } = validCheckout();
      return { body: { customer, card } };
    },
  },
  {
    // The sandbox renews a running plan at once, whoever's it is.
    route: 'POST /v1/payments/sandbox/renew',
    expect: [200, 200, 200, 200, 200, 401],
    target: async (user) => {
      if (user) await api(user)('POST', '/v1/payments/subscribe', validCheckout());
      return {};
    },
  },
  {
    // The owner's payment: anybody else's is not found.
    route: 'GET /v1/payments/{id}',
    expect: [200, 404, 404, 404, 404, 401],
    target: async () => ({ params: { id: await ownerPixId() } }),
  },
  {
    // The owner's Pix, paid in the sandbox: anybody else's is not found.
    route: 'POST /v1/payments/sandbox/pix/{id}/pay',
    expect: [200, 404, 404, 404, 404, 401],
    target: async () => ({ params: { id: await ownerPixId() } }),
  },
  {
    // The gateway's notifications take the webhook's own credentials, never a session's.
    route: 'POST /v1/payments/webhooks/pagarme',
    expect: [401, 401, 401, 401, 401, 401],
    target: () => ({ body: { id: 'hook_1', type: 'order.paid', data: { id: 'or_1' } } }),
  },
  {
    route: 'GET /v1/payments/history',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  {
    // The owner's paid payment: anybody else's receipt is not found.
    route: 'GET /v1/payments/{id}/receipt',
    expect: [200, 404, 404, 404, 404, 401],
    target: async () => {
      const [row] = await ctx.database.db
        .insert(payments)
        .values({
          userId: owner().id,
          periodNumber: (paidPeriods += 1),
          amountCents: 9990,
          currency: 'BRL',
          status: 'paid',
          gateway: 'sandbox',
          cardBrand: 'visa',
          cardLast4: '0010',
          paidAt: new Date(),
        })
        .returning({ id: payments.id });
      return { params: { id: row!.id } };
    },
  },
  {
    route: 'GET /v1/payments/postal-code/{code}',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({ params: { code: '01001000' } }),
  },
  {
    // Anyone may found a workspace of their own, whatever their role elsewhere.
    route: 'POST /v1/workspaces',
    expect: [201, 201, 201, 201, 201, 401],
    target: () => ({ body: { name: 'Equipe Nova', description: 'Outro time' } }),
  },
  {
    route: 'POST /v1/boards/default',
    variant: 'sem workspace: o primeiro do usuário',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({ body: {} }),
  },

  // ── Workspace ────────────────────────────────────────────────────────────────────────────────
  {
    route: 'POST /v1/boards/default',
    variant: 'do workspace',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ body: { workspaceId } }),
  },
  {
    route: 'GET /v1/workspaces/{id}',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: workspaceId } }),
  },
  {
    route: 'PATCH /v1/workspaces/{id}',
    variant: 'configurações',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'workspace:update',
    target: () => ({
      params: { id: workspaceId },
      body: { name: 'Equipe Alfa', description: 'Time de produto e design' },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/{id}',
    variant: 'tema',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'workspace:theme',
    target: () => ({ params: { id: workspaceId }, body: { theme: 'githubLight' } }),
  },
  {
    route: 'PATCH /v1/workspaces/{id}',
    variant: 'região',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'workspace:calendar',
    target: () => ({ params: { id: workspaceId }, body: { region: 'BR-SP' } }),
  },
  {
    route: 'DELETE /v1/workspaces/{id}',
    expect: [204, 403, 403, 403, 404, 401],
    permission: 'workspace:delete',
    target: async () => ({ params: { id: await fresh.workspace() } }),
  },
  {
    route: 'GET /v1/workspaces/{id}/activities',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: workspaceId } }),
  },

  // ── Calendar ─────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /v1/workspaces/{id}/holidays',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: workspaceId }, query: 'year=2026' }),
  },
  {
    route: 'POST /v1/workspaces/{id}/holidays',
    expect: [201, 201, 403, 403, 404, 401],
    permission: 'workspace:calendar',
    target: () => ({
      params: { id: workspaceId },
      body: { date: fresh.holidayDate(), name: 'Emenda' },
    }),
  },
  {
    route: 'DELETE /v1/workspaces/{id}/holidays/{date}',
    expect: [204, 204, 403, 403, 404, 401],
    permission: 'workspace:calendar',
    target: async () => ({ params: { id: workspaceId, date: await fresh.holiday() } }),
  },

  // ── Invites and members ──────────────────────────────────────────────────────────────────────
  {
    route: 'POST /v1/workspaces/{id}/invite',
    expect: [201, 201, 403, 403, 404, 401],
    permission: 'members:invite',
    target: () => ({ params: { id: workspaceId }, body: { email: uniqueEmail('convite') } }),
  },
  {
    route: 'GET /v1/workspaces/invite/info/{token}',
    expect: [200, 200, 200, 200, 200, 200],
    target: async () => ({ params: { token: await pendingInvite(workspaceId, uniqueEmail()) } }),
  },
  {
    // An invite to the caller's own address, in a workspace of its own.
    route: 'POST /v1/workspaces/invite/accept/{token}',
    expect: [200, 200, 200, 200, 200, 401],
    target: async (user) => ({
      params: { token: await pendingInvite(await fresh.workspace(), user?.email ?? uniqueEmail()) },
    }),
  },
  {
    route: 'GET /v1/workspaces/invites/pending',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  {
    route: 'POST /v1/workspaces/{id}/transfer-ownership',
    expect: [204, 403, 403, 403, 404, 401],
    permission: 'workspace:transfer',
    target: async () => ({
      params: { id: await fresh.workspace() },
      body: { userId: users.admin!.id },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/{id}/members/{userId}',
    variant: 'de um membro',
    expect: [204, 204, 403, 403, 404, 401],
    permission: 'members:manage',
    target: async () => ({
      params: { id: workspaceId, userId: (await addMember(ctx, workspaceId, 'member')).id },
      body: { role: 'read_only' },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/{id}/members/{userId}',
    variant: 'de um administrador',
    expect: [204, 403, 403, 403, 404, 401],
    permission: 'members:manage-admins',
    target: async () => ({
      params: { id: workspaceId, userId: (await addMember(ctx, workspaceId, 'admin')).id },
      body: { role: 'member' },
    }),
  },
  {
    route: 'DELETE /v1/workspaces/{id}/members/{userId}',
    variant: 'de um membro',
    expect: [204, 204, 403, 403, 404, 401],
    permission: 'members:manage',
    target: async () => ({
      params: { id: workspaceId, userId: (await addMember(ctx, workspaceId, 'member')).id },
    }),
  },
  {
    route: 'DELETE /v1/workspaces/{id}/members/{userId}',
    variant: 'de um administrador',
    expect: [204, 403, 403, 403, 404, 401],
    permission: 'members:manage-admins',
    target: async () => ({
      params: { id: workspaceId, userId: (await addMember(ctx, workspaceId, 'admin')).id },
    }),
  },

  // ── Boards ───────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /v1/boards/workspace/{workspaceId}',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { workspaceId } }),
  },
  {
    route: 'POST /v1/boards/workspace/{workspaceId}',
    expect: [201, 201, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: () => ({ params: { workspaceId }, body: { name: 'Roadmap', color: '#10B981' } }),
  },
  {
    route: 'GET /v1/boards/{id}',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: boardId } }),
  },
  {
    route: 'GET /v1/boards/{id}/preview',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: boardId } }),
  },
  {
    route: 'GET /v1/boards/{id}/changes',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: boardId }, query: 'since=1' }),
  },
  {
    route: 'GET /v1/boards/{id}/events',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: boardId } }),
  },
  {
    route: 'PATCH /v1/boards/{id}',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: () => ({ params: { id: boardId }, body: { name: 'Meu Quadro', color: '#F59E0B' } }),
  },
  {
    route: 'POST /v1/boards/{id}/archive',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: async () => ({ params: { id: await fresh.board() } }),
  },
  {
    route: 'POST /v1/boards/{id}/restore',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: async () => ({ params: { id: await fresh.archivedBoard() } }),
  },
  {
    route: 'GET /v1/boards/{id}/archived',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: boardId }, query: 'type=list' }),
  },
  {
    route: 'GET /v1/boards/workspace/{workspaceId}/archived',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { workspaceId } }),
  },
  {
    route: 'POST /v1/workspaces/{id}/imports/trello',
    expect: [201, 201, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: () => ({
      params: { id: workspaceId },
      body: {
        id: 't1',
        name: 'Do Trello',
        lists: [{ id: 'l1', name: 'A fazer', pos: 1 }],
        cards: [],
      },
    }),
  },
  {
    route: 'POST /v1/workspaces/{id}/imports/quadro',
    expect: [201, 201, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: () => ({
      params: { id: workspaceId },
      body: QUADRO_EXPORT,
    }),
  },
  {
    route: 'GET /v1/boards/{id}/export',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: boardId }, query: 'format=csv' }),
  },
  {
    route: 'GET /v1/search/',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ query: `q=bem&workspaceId=${workspaceId}` }),
  },
  {
    route: 'DELETE /v1/boards/{id}',
    expect: [204, 204, 403, 403, 404, 401],
    permission: 'boards:manage',
    target: async () => ({ params: { id: await fresh.board() } }),
  },

  // ── Lists ────────────────────────────────────────────────────────────────────────────────────
  {
    route: 'POST /v1/lists/',
    expect: [201, 201, 403, 403, 404, 401],
    permission: 'lists:manage',
    target: () => ({ body: { boardId, name: 'Revisão', position: 1, color: '#6366F1' } }),
  },
  {
    route: 'POST /v1/lists/reorder',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'lists:manage',
    target: async () => {
      const board = await loadBoard(ctx, owner(), boardId);
      return { body: { boardId, listIds: board.lists.map((list) => list.id).reverse() } };
    },
  },
  {
    route: 'PATCH /v1/lists/{id}',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'lists:manage',
    target: () => ({ params: { id: listId }, body: { name: 'A Fazer', color: '#3B82F6' } }),
  },
  {
    route: 'POST /v1/lists/{id}/archive',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'lists:manage',
    target: async () => ({ params: { id: await fresh.list() } }),
  },
  {
    route: 'POST /v1/lists/{id}/restore',
    expect: [200, 200, 403, 403, 404, 401],
    permission: 'lists:manage',
    target: async () => ({ params: { id: await fresh.archivedList() } }),
  },
  {
    route: 'POST /v1/lists/{id}/archive-cards',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.list() } }),
  },
  {
    route: 'DELETE /v1/lists/{id}',
    expect: [204, 204, 403, 403, 404, 401],
    permission: 'lists:manage',
    target: async () => ({ params: { id: await fresh.list() } }),
  },

  // ── Cards ────────────────────────────────────────────────────────────────────────────────────
  {
    route: 'POST /v1/cards/',
    expect: [201, 201, 201, 403, 404, 401],
    permission: 'cards:manage',
    target: () => ({
      body: {
        listId,
        title: 'Escrever testes',
        description: 'Tabela de papéis',
        position: 0,
        assigneeId: users.member!.id,
      },
    }),
  },
  {
    route: 'POST /v1/cards/move',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({
      body: {
        cardId: await fresh.card(),
        sourceListId: listId,
        destinationListId: otherListId,
        newPosition: 0,
      },
    }),
  },
  {
    route: 'PATCH /v1/cards/{id}',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: () => ({
      params: { id: cardId },
      body: { title: 'Bem-vindo', description: 'Editado', assigneeId: null },
    }),
  },
  {
    route: 'GET /v1/cards/{id}',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: cardId } }),
  },
  {
    route: 'POST /v1/cards/{id}/archive',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.card() } }),
  },
  {
    route: 'POST /v1/cards/{id}/restore',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.archivedCard() } }),
  },
  {
    route: 'DELETE /v1/cards/{id}',
    expect: [204, 204, 204, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.card() } }),
  },

  // ── Comments ─────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /v1/comments/card/{cardId}',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { cardId } }),
  },
  {
    route: 'POST /v1/comments/card/{cardId}',
    expect: [201, 201, 201, 403, 404, 401],
    permission: 'comments:create',
    target: () => ({ params: { cardId }, body: { content: 'Pode revisar? <b>Obrigado</b>' } }),
  },
  {
    // Each member edits a comment of their own (the reader's predates a demotion); only the
    // author edits, and only while their role may comment. Stranger and anonymous get the owner's.
    route: 'PATCH /v1/comments/{id}',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'comments:create',
    target: async (user) => {
      const author = user && user !== users.stranger ? user : owner();
      const [row] = await ctx.database.db
        .insert(comments)
        .values({ cardId, userId: author.id, content: 'Rascunho' })
        .returning({ id: comments.id });
      return { params: { id: row!.id }, body: { content: 'Versão final' } };
    },
  },
  {
    // Somebody else's comment (a former member's): deleting it is moderation.
    route: 'DELETE /v1/comments/{id}',
    expect: [204, 204, 403, 403, 404, 401],
    permission: 'comments:moderate',
    target: async () => {
      const [row] = await ctx.database.db
        .insert(comments)
        .values({ cardId, userId: authUser.id, content: 'De quem saiu' })
        .returning({ id: comments.id });
      return { params: { id: row!.id } };
    },
  },
  // ── Notifications ────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /v1/notifications',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  {
    route: 'POST /v1/notifications/read',
    variant: 'all',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({ body: { all: true } }),
  },
  {
    // The owner's own notification: anybody else's ids answer 404, as if it did not exist.
    route: 'POST /v1/notifications/read',
    variant: "the owner's",
    expect: [200, 404, 404, 404, 404, 401],
    target: async () => {
      const [row] = await ctx.database.db
        .insert(notifications)
        .values({ recipientId: owner().id, workspaceId, kind: 'assigned', cardId })
        .returning({ id: notifications.id });
      return { body: { ids: [row!.id] } };
    },
  },
  {
    // A signed link needs no session: whoever holds the e-mail may turn that e-mail off.
    route: 'POST /v1/notifications/unsubscribe',
    expect: [200, 200, 200, 200, 200, 200],
    target: () => ({
      body: { token: unsubscribeLinks(TEST_JWT_SECRET).tokenFor(authUser.id, 'digest') },
    }),
  },
  {
    route: 'GET /v1/users/me/export',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  {
    // Every caller's own account: a wrong password keeps the table's people for the rows after.
    route: 'DELETE /v1/users/me',
    expect: [403, 403, 403, 403, 403, 401],
    target: () => ({ body: { password: 'Senha-Errada-123' } }),
  },
  {
    route: 'GET /v1/users/me/notification-preferences',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({}),
  },
  {
    route: 'PATCH /v1/users/me/notification-preferences',
    expect: [200, 200, 200, 200, 200, 401],
    target: () => ({ body: { timeZone: 'America/Manaus', email: { comments: false } } }),
  },
  {
    route: 'GET /v1/cards/{id}/follow',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: cardId } }),
  },
  {
    route: 'PUT /v1/cards/{id}/follow',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'cards:follow',
    target: () => ({ params: { id: cardId } }),
  },
  {
    route: 'DELETE /v1/cards/{id}/follow',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'cards:follow',
    target: () => ({ params: { id: cardId } }),
  },

  // ── Labels ───────────────────────────────────────────────────────────────────────────────────
  {
    route: 'POST /v1/boards/{id}/labels',
    expect: [201, 201, 201, 403, 404, 401],
    permission: 'labels:manage',
    target: () => ({ params: { id: boardId }, body: { name: 'Tabela', color: 'sky' } }),
  },
  {
    route: 'PATCH /v1/labels/{id}',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'labels:manage',
    target: async () => ({ params: { id: await fresh.label() }, body: { name: 'Renomeada' } }),
  },
  {
    route: 'DELETE /v1/labels/{id}',
    expect: [204, 204, 204, 403, 404, 401],
    permission: 'labels:manage',
    target: async () => ({ params: { id: await fresh.label() } }),
  },
  {
    route: 'POST /v1/cards/{id}/labels',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'labels:manage',
    target: async () => ({ params: { id: cardId }, body: { labelId: await fresh.label() } }),
  },
  {
    route: 'DELETE /v1/cards/{id}/labels/{labelId}',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'labels:manage',
    target: async () => {
      const labelId = await fresh.label();
      await api(owner())('POST', `/v1/cards/${cardId}/labels`, { labelId });
      return { params: { id: cardId, labelId } };
    },
  },

  // ── Checklists ───────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /v1/cards/{id}/checklists',
    expect: [200, 200, 200, 200, 404, 401],
    permission: 'workspace:read',
    target: () => ({ params: { id: cardId } }),
  },
  {
    route: 'POST /v1/cards/{id}/checklists',
    expect: [201, 201, 201, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.card() }, body: { title: 'Passos' } }),
  },
  {
    route: 'PATCH /v1/checklists/{id}',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.checklist() }, body: { title: 'Outro' } }),
  },
  {
    route: 'DELETE /v1/checklists/{id}',
    expect: [204, 204, 204, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.checklist() } }),
  },
  {
    route: 'POST /v1/checklists/{id}/items',
    expect: [201, 201, 201, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.checklist() }, body: { text: 'Item' } }),
  },
  {
    route: 'PATCH /v1/checklist-items/{id}',
    expect: [200, 200, 200, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.checklistItem() }, body: { done: true } }),
  },
  {
    route: 'DELETE /v1/checklist-items/{id}',
    expect: [204, 204, 204, 403, 404, 401],
    permission: 'cards:manage',
    target: async () => ({ params: { id: await fresh.checklistItem() } }),
  },
];

const label = (row: Row) => (row.variant ? `${row.route} (${row.variant})` : row.route);
const byCaller = <T>(values: readonly T[]) =>
  Object.fromEntries(CALLERS.map((caller, index) => [caller, values[index]])) as Record<Caller, T>;

let viaCep: FakeViaCep;
beforeAll(async () => {
  viaCep = await startFakeViaCep();
  ctx = await createTestApp({ env: { POSTAL_CODE_URL: viaCep.url } });
  const [fixture, stranger, standIn] = await Promise.all([
    createWorkspaceFixture(ctx),
    createWorkspaceFixture(ctx, 'Equipe Beta'),
    registerUser(ctx.app, { name: 'Pessoa Avulsa' }),
  ]);
  const [admin, member, readOnly] = await Promise.all(
    (['admin', 'member', 'read_only'] as const).map((role) =>
      addMember(ctx, fixture.workspace.id, role),
    ),
  );
  users = {
    owner: fixture.owner,
    admin: admin!,
    member: member!,
    read_only: readOnly!,
    stranger: stranger.owner,
    anonymous: null,
  };
  authUser = standIn;
  workspaceId = fixture.workspace.id;
  boardId = fixture.board.id;
  const [first, second] = fixture.board.lists;
  if (!first || !second || !first.cards[0]) throw new Error('seeded board without content');
  listId = first.id;
  otherListId = second.id;
  cardId = first.cards[0].id;
});
afterAll(async () => {
  await ctx?.close();
  await viaCep?.close();
});

/** Every documented /v1 route, as 'METHOD /path' with OpenAPI's `{param}` syntax. */
async function documentedRoutes(): Promise<string[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

describe('role table', () => {
  it('names every /v1 route of the OpenAPI document, and only those', async () => {
    const documented = await documentedRoutes();
    const tabled = [...new Set(TABLE.map((row) => row.route))].sort();
    expect({
      documentedButNotInTable: documented.filter((route) => !tabled.includes(route)),
      inTableButNotDocumented: tabled.filter((route) => !documented.includes(route)),
    }).toEqual({ documentedButNotInTable: [], inTableButNotDocumented: [] });
  });

  it('agrees with PERMISSIONS on every role-checked row', () => {
    const disagreements = TABLE.flatMap((row) => {
      if (!row.permission) return [];
      const allowed = row.expect.find((status) => status < 300);
      const permission = row.permission;
      return ROLES.filter(
        (role, index) => (row.expect[index] === allowed) !== can(role, permission),
      ).map((role) => `${label(row)}: ${role} vs ${row.permission}`);
    });
    expect(disagreements).toEqual([]);
  });

  it.each(TABLE.map((row) => [label(row), row] as const))('%s', async (_label, row) => {
    const [method, path] = row.route.split(' ') as [
      'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      string,
    ];
    const actual = {} as Record<Caller, number>;
    const bodies: string[] = [];
    for (const [index, caller] of CALLERS.entries()) {
      const target = await row.target(users[caller]);
      let url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = target.params?.[name];
        if (!value) throw new Error(`${row.route}: no value for {${name}}`);
        return value;
      });
      if (target.query) url = `${url}?${target.query}`;
      const sender = target.user === undefined ? users[caller] : target.user;
      const response = url.endsWith('/events')
        ? await streamStatus(sender, url)
        : await api(sender)(method, url, target.body);
      actual[caller] = response.statusCode;
      if (response.statusCode !== row.expect[index])
        bodies.push(`${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(actual, `${label(row)}\n${bodies.join('\n')}`).toEqual(byCaller(row.expect));
  });
});
