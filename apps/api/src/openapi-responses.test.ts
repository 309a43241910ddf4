/**
 * Every response matches the schema its operation declares in the served OpenAPI document.
 *
 * A realistic session (people register, found a workspace, fill a board, comment, invite, manage
 * members, subscribe…) runs against the real app; each answer is then checked against
 * `/docs/json` with Ajv, a validator that knows nothing of our zod schemas: what a client generated
 * from the document would expect is what it gets. A status the operation does not declare fails
 * too, and so does a documented operation the session never called, so new routes join it.
 */
import { BOARD_VERSION_HEADER, DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './platform/db/schema/index.js';
import { hashToken, randomToken } from './platform/session/random-tokens.js';
import { insertEmailToken, type EmailTokenPurpose } from './modules/auth/auth.repository.js';
import { validCheckout } from '../test/checkout.js';
import { startFakeViaCep, type FakeViaCep } from '../test/fake-viacep.js';
import {
  bearer,
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from '../test/harness.js';
import { linkIn } from '../test/mailbox.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface DocumentedResponse {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, { schema: { type: string } }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
}

/** One answer of the session: the request, its status and its body as sent. */
interface Sample {
  method: Method;
  url: string;
  status: number;
  body: string;
  contentType: string | undefined;
  boardVersion: string | undefined;
}

/** Never sampled here: an event stream does not end, so its body is no JSON document. */
const NOT_SAMPLED = ['GET /v1/boards/{id}/events'];

/** Statuses whose answers carry no body. */
const NO_CONTENT = [204, 304];

let ctx: TestContext;
let viaCep: FakeViaCep;
let doc: OpenApiDocument;
const samples: Sample[] = [];

async function call(
  user: RegisteredUser | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });
  samples.push({
    method,
    url,
    status: response.statusCode,
    body: response.body,
    contentType: response.headers['content-type']?.toString(),
    boardVersion: response.headers[BOARD_VERSION_HEADER.toLowerCase()]?.toString(),
  });
  return response;
}

/** Calls that must succeed for the session to go on: their JSON, or the setup fails loudly. */
async function ok<T>(
  user: RegisteredUser | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(user, method, url, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : undefined) as T;
}

async function emailToken(user: RegisteredUser, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomToken();
  await insertEmailToken(ctx.database.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

/** The session: most of what the product does, by an owner, an invited admin and a reader. */
async function runSession() {
  await call(null, 'GET', '/healthz');
  await call(null, 'GET', '/readyz');
  await call(null, 'GET', '/v1/config');

  const owner = await registerUser(ctx.app, { name: 'Ana Dona' });
  const reader = await registerUser(ctx.app, { name: 'Rui Leitor' });
  const registered = await call(null, 'POST', '/v1/auth/register', {
    name: 'Bia Nova',
    email: uniqueEmail('nova'),
    password: STRONG_PASSWORD,
    turnstileToken: DEV_TURNSTILE_TOKEN,
  });
  expect(registered.statusCode).toBe(201);
  await call(null, 'POST', '/v1/auth/register', { email: 'nao-e-email' });
  const login = { email: owner.email, password: STRONG_PASSWORD, turnstileToken: 'x' };
  await call(null, 'POST', '/v1/auth/login', { ...login, turnstileToken: DEV_TURNSTILE_TOKEN });
  await call(null, 'POST', '/v1/auth/login', { ...login, password: 'Errada-Senha-1!' });
  await call(null, 'POST', '/v1/auth/refresh', { refreshToken: reader.refreshToken });
  await call(null, 'POST', '/v1/auth/refresh', { refreshToken: 'gasto' });
  await call(owner, 'GET', '/v1/auth/me');
  await call(null, 'GET', '/v1/auth/me');
  await call(owner, 'POST', '/v1/auth/resend-verification');
  await call(null, 'POST', '/v1/auth/verify-email', {
    token: await emailToken(owner, 'verify_email'),
  });
  await call(owner, 'POST', '/v1/auth/resend-verification');
  await call(null, 'POST', '/v1/auth/forgot-password', { email: reader.email });
  const throwaway = await registerUser(ctx.app, { name: 'Pessoa Redefinição' });
  await call(null, 'POST', '/v1/auth/reset-password', {
    token: await emailToken(throwaway, 'reset_password'),
    password: STRONG_PASSWORD,
  });
  await call(null, 'POST', '/v1/auth/logout', { refreshToken: throwaway.refreshToken });

  // A workspace with its seeded board, its settings and theme; a second one, deleted.
  const { workspace } = await ok<{ workspace: { id: string } }>(owner, 'POST', '/v1/workspaces', {
    name: 'Equipe Alfa',
    description: 'Time de produto',
  });
  const ws = `/v1/workspaces/${workspace.id}`;
  await call(owner, 'GET', '/v1/workspaces');
  await call(owner, 'PATCH', ws, { name: 'Equipe Alfa', description: 'Produto e design' });
  await call(owner, 'PATCH', ws, { theme: 'dracula' });
  // Its calendar: the region, the year's holidays, a day of its own added (twice) and removed.
  await call(owner, 'PATCH', ws, { region: 'BR-SP' });
  await call(owner, 'GET', `${ws}/holidays?year=2026`);
  await call(owner, 'GET', `${ws}/holidays?year=1969`);
  const day = { date: '2026-01-25', name: 'Aniversário da cidade' };
  await call(owner, 'POST', `${ws}/holidays`, day);
  await call(owner, 'POST', `${ws}/holidays`, day);
  await call(owner, 'DELETE', `${ws}/holidays/${day.date}`);
  await call(owner, 'DELETE', `${ws}/holidays/${day.date}`);
  const spare = await ok<{ workspace: { id: string } }>(owner, 'POST', '/v1/workspaces', {
    name: 'Descartável',
  });
  await call(owner, 'DELETE', `/v1/workspaces/${spare.workspace.id}`);
  await call(owner, 'POST', '/v1/boards/default', {});
  const { board: seeded } = await ok<{ board: { id: string } }>(
    owner,
    'POST',
    '/v1/boards/default',
    { workspaceId: workspace.id },
  );

  // An admin and a reader join through invites, accepted from the link and from the bell.
  const admin = await registerUser(ctx.app, { name: 'Bruno Admin' });
  await ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, reader.id));
  await call(owner, 'POST', `${ws}/invite`, { email: admin.email, role: 'admin' });
  await call(owner, 'POST', `${ws}/invite`, { email: reader.email, role: 'member' });
  await call(owner, 'POST', `${ws}/invite`, { email: owner.email });
  const link = linkIn(await ctx.mailbox.waitFor(admin.email, /convidou você/), '/invite/');
  const adminToken = decodeURIComponent(link.pathname.split('/').pop()!);
  await call(null, 'GET', `/v1/workspaces/invite/info/${adminToken}`);
  await call(null, 'GET', '/v1/workspaces/invite/info/nao-existe');
  await call(admin, 'POST', `/v1/workspaces/invite/accept/${adminToken}`);
  const { invites } = await ok<{ invites: { token: string }[] }>(
    reader,
    'GET',
    '/v1/workspaces/invites/pending',
  );
  await call(reader, 'POST', `/v1/workspaces/invite/accept/${invites[0]!.token}`);
  await call(owner, 'PATCH', `${ws}/members/${reader.id}`, { role: 'read_only' });
  await call(owner, 'GET', ws);

  // The board: lists and cards created, moved, renamed, assigned, deleted.
  const boards = `/v1/boards/workspace/${workspace.id}`;
  await call(reader, 'GET', boards);
  const { board } = await ok<{ board: { id: string } }>(admin, 'POST', boards, {
    name: 'Roadmap',
    color: '#10B981',
  });
  await call(owner, 'PATCH', `/v1/boards/${board.id}`, { name: 'Roadmap 2027' });
  await call(owner, 'DELETE', `/v1/boards/${board.id}`);
  const { list } = await ok<{ list: { id: string } }>(owner, 'POST', '/v1/lists', {
    boardId: seeded.id,
    name: 'Revisão',
    color: '#6366F1',
  });
  await call(reader, 'POST', '/v1/lists', { boardId: seeded.id, name: 'Não pode' });
  await call(owner, 'PATCH', `/v1/lists/${list.id}`, { name: 'Em revisão' });
  const { card } = await ok<{ card: { id: string } }>(admin, 'POST', '/v1/cards', {
    listId: list.id,
    title: 'Escrever testes',
    description: 'Respostas contra o documento',
    assigneeId: reader.id,
  });
  await call(owner, 'PATCH', `/v1/cards/${card.id}`, {
    title: 'Escrever os testes',
    assigneeId: admin.id,
    dueDate: '2027-03-01',
  });
  const { board: full } = await ok<{
    board: { version: number; lists: { id: string; cards: { id: string }[] }[] };
  }>(reader, 'GET', `/v1/boards/${seeded.id}`);
  const [first, second] = full.lists;
  await call(owner, 'POST', '/v1/cards/move', {
    cardId: card.id,
    sourceListId: list.id,
    destinationListId: first!.id,
    newPosition: 0,
  });
  await call(owner, 'POST', '/v1/lists/reorder', {
    boardId: seeded.id,
    listIds: full.lists.map((each) => each.id).reverse(),
  });
  await call(owner, 'DELETE', `/v1/lists/${list.id}`);
  const read = await call(reader, 'GET', `/v1/boards/${seeded.id}`);
  await call(reader, 'GET', `/v1/boards/${seeded.id}`, undefined, {
    'if-none-match': String(read.headers.etag),
  });
  await call(reader, 'GET', `/v1/boards/${seeded.id}/preview`);
  // Its changes: since the version read before the move (a step), since one ahead (410), a 304.
  const version = full.version;
  await call(reader, 'GET', `/v1/boards/${seeded.id}/changes?since=${version}`);
  await call(reader, 'GET', `/v1/boards/${seeded.id}/changes?since=${version + 100}`);
  await call(reader, 'GET', `/v1/boards/${seeded.id}/changes?since=x`);
  await call(reader, 'GET', `/v1/boards/${seeded.id}/changes?since=${version}`, undefined, {
    'if-none-match': String(read.headers.etag),
  });
  await call(reader, 'GET', `/v1/boards/00000000-0000-4000-8000-000000000000`);
  await call(reader, 'GET', `/v1/boards/x`);
  const welcome = second?.cards[0] ?? first!.cards[0]!;
  await call(owner, 'DELETE', `/v1/cards/${welcome.id}`);

  // Labels: made, renamed, put on the card and taken off, deleted; a read-only member refused.
  const { label } = await ok<{ label: { id: string } }>(
    admin,
    'POST',
    `/v1/boards/${seeded.id}/labels`,
    {
      name: 'Urgente',
      color: 'red',
    },
  );
  await call(owner, 'POST', `/v1/boards/${seeded.id}/labels`, { color: 'magenta' });
  await call(owner, 'PATCH', `/v1/labels/${label.id}`, { name: 'Muito urgente' });
  await call(owner, 'POST', `/v1/cards/${card.id}/labels`, { labelId: label.id });
  await call(reader, 'POST', `/v1/cards/${card.id}/labels`, { labelId: label.id });
  await call(owner, 'DELETE', `/v1/cards/${card.id}/labels/${label.id}`);
  await call(owner, 'DELETE', `/v1/labels/${label.id}`);
  await call(owner, 'PATCH', `/v1/labels/${label.id}`, { name: 'Sumiu' });

  // Checklists: one with items, ticked, reordered and moved, then deleted.
  const { checklist } = await ok<{ checklist: { id: string } }>(
    admin,
    'POST',
    `/v1/cards/${card.id}/checklists`,
    { title: 'Passos' },
  );
  const { item } = await ok<{ item: { id: string } }>(
    admin,
    'POST',
    `/v1/checklists/${checklist.id}/items`,
    { text: 'Escrever' },
  );
  await call(owner, 'POST', `/v1/checklists/${checklist.id}/items`, { text: '' });
  await call(owner, 'PATCH', `/v1/checklist-items/${item.id}`, {
    done: true,
    assigneeId: admin.id,
    dueDate: '2027-03-01T12:00:00Z',
  });
  await call(reader, 'GET', `/v1/cards/${card.id}/checklists`);
  await call(owner, 'PATCH', `/v1/checklists/${checklist.id}`, { title: 'Etapas', position: 0 });
  await call(reader, 'PATCH', `/v1/checklist-items/${item.id}`, { done: false });
  await call(owner, 'DELETE', `/v1/checklist-items/${item.id}`);
  await call(owner, 'DELETE', `/v1/checklists/${checklist.id}`);
  await call(owner, 'DELETE', `/v1/checklists/${checklist.id}`);

  // Archive: a card, a list and a board archived, listed, read and restored; twice refused.
  await call(owner, 'POST', `/v1/cards/${card.id}/archive`);
  await call(owner, 'POST', `/v1/cards/${card.id}/archive`);
  await call(reader, 'GET', `/v1/cards/${card.id}`);
  await call(reader, 'GET', `/v1/boards/${seeded.id}/archived?type=card`);
  await call(reader, 'GET', `/v1/boards/${seeded.id}/archived?type=x`);
  await call(reader, 'POST', `/v1/cards/${card.id}/restore`);
  await call(owner, 'POST', `/v1/cards/${card.id}/restore`);
  await call(owner, 'POST', `/v1/cards/move`, {
    cardId: card.id,
    sourceListId: first!.id,
    destinationListId: first!.id,
    newPosition: 0,
    unchangedSince: '2020-01-01T00:00:00.000Z',
  });
  const { list: shelf } = await ok<{ list: { id: string } }>(owner, 'POST', '/v1/lists', {
    boardId: seeded.id,
    name: 'Arquivo',
  });
  await call(owner, 'POST', `/v1/lists/${shelf.id}/archive-cards`);
  await call(owner, 'POST', `/v1/lists/${shelf.id}/archive`);
  await call(owner, 'POST', `/v1/lists/${shelf.id}/restore`);
  await call(owner, 'POST', `/v1/boards/${seeded.id}/archive`);
  const { board: shelved } = await ok<{ board: { id: string } }>(
    owner,
    'POST',
    `/v1/boards/workspace/${workspace.id}`,
    { name: 'Arquivado' },
  );
  await call(owner, 'POST', `/v1/boards/${shelved.id}/archive`);
  await call(owner, 'PATCH', `/v1/boards/${shelved.id}`, { name: 'Não pode' });
  await call(owner, 'POST', `/v1/boards/${shelved.id}/restore`);
  await call(owner, 'POST', `/v1/boards/${shelved.id}/restore`);
  await call(reader, 'GET', `/v1/boards/workspace/${workspace.id}/archived?cursor=x`);
  await call(reader, 'GET', `/v1/search?q=testes`);
  await call(reader, 'GET', `/v1/search?q=testes&cursor=x`);
  await call(reader, 'GET', `/v1/search?q=testes&workspaceId=00000000-0000-4000-8000-000000000000`);

  // Imports: a Trello export previewed, imported, refused.
  const trello = `/v1/workspaces/${workspace.id}/imports/trello`;
  const trelloBoard = {
    id: 't1',
    name: 'Do Trello',
    lists: [{ id: 'l1', name: 'A fazer', pos: 1 }],
    cards: [],
  };
  await call(owner, 'POST', `${trello}?dryRun=true`, trelloBoard);
  await call(owner, 'POST', trello, trelloBoard);
  await call(owner, 'POST', trello, { tarefas: [] });
  await call(reader, 'POST', trello, trelloBoard);
  const exported = await ok<Record<string, unknown>>(
    reader,
    'GET',
    `/v1/boards/${seeded.id}/export`,
  );
  await call(reader, 'GET', `/v1/boards/${seeded.id}/export?format=pdf`);
  const quadro = `/v1/workspaces/${workspace.id}/imports/quadro`;
  await call(owner, 'POST', `${quadro}?dryRun=true`, exported);
  await call(owner, 'POST', quadro, exported);
  await call(owner, 'POST', quadro, trelloBoard);
  await call(reader, 'GET', '/v1/users/me/export');
  await call(reader, 'DELETE', '/v1/users/me', { password: 'Senha-Errada-123' });
  await call(reader, 'DELETE', '/v1/users/me', {});
  await call(owner, 'DELETE', '/v1/users/me', { password: STRONG_PASSWORD });
  await call(owner, 'POST', `/v1/workspaces/${workspace.id}/transfer-ownership`, {
    userId: owner.id,
  });

  // Comments: written, read in pages, edited by their author, moderated.
  const comments = `/v1/comments/card/${card.id}`;
  const { comment } = await ok<{ comment: { id: string } }>(admin, 'POST', comments, {
    content: 'Pode revisar?',
  });
  await call(owner, 'POST', comments, { content: 'Revisado <b>ok</b>' });
  await call(reader, 'GET', comments);
  await call(reader, 'GET', `${comments}?limit=1`);
  await call(admin, 'PATCH', `/v1/comments/${comment.id}`, { content: 'Pode revisar hoje?' });
  await call(owner, 'DELETE', `/v1/comments/${comment.id}`);

  // Notifications: the reader follows the card, is told of a comment and an @mention, reads
  // them in pages, marks them read; preferences and an e-mail's unsubscribe link.
  await call(reader, 'GET', `/v1/cards/${card.id}/follow`);
  await call(reader, 'PUT', `/v1/cards/${card.id}/follow`);
  await call(admin, 'POST', comments, { content: '@Rui Leitor pode olhar?' });
  const bell = await ok<{ notifications: { id: string }[] }>(reader, 'GET', '/v1/notifications');
  await call(reader, 'GET', `/v1/notifications?limit=1&cursor=${bell.notifications[0]!.id}`);
  await call(reader, 'GET', '/v1/notifications?cursor=x');
  await call(reader, 'POST', '/v1/notifications/read', { ids: [bell.notifications[0]!.id] });
  await call(owner, 'POST', '/v1/notifications/read', { ids: [bell.notifications[0]!.id] });
  await call(reader, 'POST', '/v1/notifications/read', { all: true });
  await call(reader, 'DELETE', `/v1/cards/${card.id}/follow`);
  await call(reader, 'GET', '/v1/users/me/notification-preferences');
  await call(reader, 'PATCH', '/v1/users/me/notification-preferences', {
    timeZone: 'America/New_York',
    email: { digest: false },
  });
  await call(reader, 'PATCH', '/v1/users/me/notification-preferences', { timeZone: 'Lua/Base' });
  await call(null, 'POST', '/v1/notifications/unsubscribe', { token: 'nao-assinado' });
  const mention = await ctx.mailbox.waitFor(reader.email, /mencionou você/);
  const unsubscribe = new URL(mention.headers['list-unsubscribe']!.slice(1, -1));
  await call(
    null,
    'POST',
    `${unsubscribe.pathname}${unsubscribe.search}`,
    'List-Unsubscribe=One-Click',
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  );

  // History, presence, members leaving.
  const page = await ok<{ nextCursor: string | null }>(reader, 'GET', `${ws}/activities?limit=5`);
  if (page.nextCursor)
    await call(reader, 'GET', `${ws}/activities?limit=5&cursor=${page.nextCursor}`);
  await call(reader, 'GET', `${ws}/activities?entityType=card`);
  await call(reader, 'POST', '/v1/users/ping');
  await call(reader, 'POST', '/v1/users/status', { isOnline: false });
  await call(owner, 'DELETE', `${ws}/members/${reader.id}`);
  await call(reader, 'GET', ws);

  // The plan: trial, subscribed, cancelled; the address form's postal codes.
  await call(owner, 'GET', '/v1/payments/subscription-status');
  await call(owner, 'GET', '/v1/payments/postal-code/01001000');
  await call(owner, 'GET', '/v1/payments/postal-code/99999999');
  await call(owner, 'POST', '/v1/payments/subscribe', validCheckout());
  await call(owner, 'GET', '/v1/payments/subscription-status');
  await call(owner, 'POST', '/v1/payments/cancel-subscription');
  await call(owner, 'GET', '/v1/payments/subscription-status');
  await call(owner, 'POST', '/v1/payments/cancel-subscription');
  await call(owner, 'POST', '/v1/payments/reactivate-subscription');
  await call(owner, 'POST', '/v1/payments/reactivate-subscription');
  const checkout = validCheckout();
  const newCard = { customer: checkout.customer, card: checkout.card };
  await call(owner, 'PUT', '/v1/payments/card', newCard);
  await call(owner, 'PUT', '/v1/payments/card', {
    ...newCard,
    card: { ...newCard.card, cvv: '612' },
  });
  await call(owner, 'PUT', '/v1/payments/card', { customer: checkout.customer });
  await call(owner, 'POST', '/v1/payments/sandbox/renew');
  const pixBuyer = await registerUser(ctx.app, { name: 'Pia Pix' });
  const pix = await ok<{ payment: { id: string } }>(pixBuyer, 'POST', '/v1/payments/subscribe', {
    planType: checkout.planType,
    customer: checkout.customer,
    paymentMethod: 'pix',
  });
  await call(pixBuyer, 'GET', `/v1/payments/${pix.payment.id}`);
  await call(owner, 'GET', `/v1/payments/${pix.payment.id}`);
  await call(pixBuyer, 'POST', `/v1/payments/sandbox/pix/${pix.payment.id}/pay`);
  await call(pixBuyer, 'POST', `/v1/payments/sandbox/pix/${pix.payment.id}/pay`);
  // No webhook credentials are configured here: every notification is refused.
  await call(null, 'POST', '/v1/payments/webhooks/pagarme', {
    id: 'hook_1',
    type: 'order.paid',
    data: { id: 'or_1' },
  });
  await call(reader, 'POST', '/v1/payments/sandbox/renew');
  const { payments } = await ok<{ payments: { id: string }[] }>(
    owner,
    'GET',
    '/v1/payments/history?limit=1',
  );
  await call(owner, 'GET', '/v1/payments/history?cursor=x');
  await call(owner, 'GET', `/v1/payments/${payments[0]!.id}/receipt`);
  await call(reader, 'GET', `/v1/payments/${payments[0]!.id}/receipt`);
}

/** The documented operation a concrete request answers to: the most specific path that matches. */
function operationOf(method: Method, url: string): string | undefined {
  const path = url.split('?')[0]!;
  const matching = Object.keys(doc.paths).filter((template) => {
    if (!doc.paths[template]![method.toLowerCase()]) return false;
    const pattern = template
      .replace(/(.)\/$/, '$1')
      .split('/')
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${pattern}/?$`).test(path);
  });
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  const [best] = matching.sort((a, b) => params(a) - params(b));
  return best && `${method} ${best}`;
}

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorFor(operation: string, status: number): ValidateFunction | string {
  const [method, path] = operation.split(' ') as [string, string];
  const response = doc.paths[path]![method.toLowerCase()]!.responses[String(status)];
  if (!response) return `${status} is not a declared response`;
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return `${status} declares no application/json schema`;
  const key = `${operation} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The `Board-Version` header: sent as an integer exactly where the operation declares it. */
function boardVersionProblems(operation: string, sample: Sample): string[] {
  const [method, path] = operation.split(' ') as [string, string];
  const declared = doc.paths[path]![method.toLowerCase()]!.responses[String(sample.status)];
  const documented = declared?.headers?.[BOARD_VERSION_HEADER] !== undefined;
  if (sample.boardVersion === undefined)
    return documented ? [`no ${BOARD_VERSION_HEADER} header`] : [];
  if (!documented) return [`an undeclared ${BOARD_VERSION_HEADER} header`];
  return /^[1-9]\d*$/.test(sample.boardVersion)
    ? []
    : [`${BOARD_VERSION_HEADER}: ${sample.boardVersion}`];
}

/** What is wrong with one answer, or nothing. */
function problemsOf(sample: Sample): string[] {
  const operation = operationOf(sample.method, sample.url);
  if (!operation) return ['no documented operation answers it'];
  const headerProblems = boardVersionProblems(operation, sample);
  if (headerProblems.length > 0) return headerProblems;
  if (NO_CONTENT.includes(sample.status)) {
    const declared = doc.paths[operation.split(' ')[1]!]![sample.method.toLowerCase()]!.responses;
    if (!declared[String(sample.status)]) return [`${sample.status} is not a declared response`];
    return sample.body === '' ? [] : [`${sample.status} with a body`];
  }
  const validate = validatorFor(operation, sample.status);
  if (typeof validate === 'string') return [validate];
  if (!sample.contentType?.startsWith('application/json'))
    return [`content-type ${sample.contentType ?? 'none'}`];
  if (validate(JSON.parse(sample.body))) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

beforeAll(async () => {
  viaCep = await startFakeViaCep();
  ctx = await createTestApp({ env: { POSTAL_CODE_URL: viaCep.url } });
  const served = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
  expect(served.statusCode).toBe(200);
  doc = served.json<OpenApiDocument>();
  await runSession();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await viaCep?.close();
});

describe('responses against the served OpenAPI document', () => {
  it('match the schema their operation declares for their status', () => {
    const mismatches = samples.flatMap((sample) =>
      problemsOf(sample).map(
        (problem) =>
          `${sample.method} ${sample.url} → ${sample.status}: ${problem}\n  ${sample.body.slice(0, 300)}`,
      ),
    );
    expect(mismatches.join('\n')).toBe('');
  });

  it('were sampled for every documented operation', () => {
    const sampled = new Set(samples.map((sample) => operationOf(sample.method, sample.url)));
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const missing = documented.filter(
      (operation) => !sampled.has(operation) && !NOT_SAMPLED.includes(operation),
    );
    expect(missing).toEqual([]);
  });

  it('declare null among the values of every nullable enum, as OpenAPI 3.0 requires', () => {
    // `nullable` does not widen an `enum`: a value the session never saw null could still be.
    const found: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { nullable?: boolean; enum?: unknown[] };
      if (schema.nullable === true && schema.enum && !schema.enum.includes(null)) found.push(at);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    walk(doc.paths, '');
    expect(found).toEqual([]);
  });

  it('include successes and refusals alike', () => {
    const statuses = new Set(samples.map((sample) => sample.status));
    for (const status of [200, 201, 204, 304, 400, 401, 403, 404, 409, 410])
      expect(statuses, `no ${status} sampled`).toContain(status);
  });
});
