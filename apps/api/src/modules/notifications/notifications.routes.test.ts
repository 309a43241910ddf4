import type { Card, NotificationsResponse } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '../../platform/db/schema/index.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import {
  createTestApp,
  TEST_JWT_SECRET,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';
import { unsubscribeLinks } from './unsubscribe-links.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function bellOf(user: RegisteredUser, query = '') {
  const response = await as(ctx, user)('GET', `/v1/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsResponse>();
}
const mailTo = (user: RegisteredUser) => ctx.mailbox.received.filter(({ to }) => to === user.email);

/** A board with a card, its owner, a verified member named for mentions, and a reader. */
async function team() {
  const fixture = await createWorkspaceFixture(ctx);
  const { workspace, board, owner } = fixture;
  const bia = await addMember(ctx, workspace.id, 'member', { name: 'Bia Assis', verified: true });
  const ana = await addMember(ctx, workspace.id, 'member', { name: 'Ana', verified: true });
  const reader = await addMember(ctx, workspace.id, 'read_only', { verified: true });
  const created = await as(ctx, owner)('POST', '/v1/cards', {
    listId: board.lists[0]!.id,
    title: 'Revisar contrato',
  });
  const card = created.json<{ card: Card }>().card;
  return { ...fixture, owner, bia, ana, reader, card };
}

const comment = (user: RegisteredUser, cardId: string, content: string) =>
  as(ctx, user)('POST', `/v1/comments/card/${cardId}`, { content });

describe('who is told', () => {
  it('tells a new assignee, not someone who assigns themselves, and says who did it', async () => {
    const { owner, bia, board, workspace, card } = await team();
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: bia.id });
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Revisar o contrato' });
    const bell = await bellOf(bia);
    expect(bell).toEqual({
      notifications: [
        {
          id: expect.any(String),
          kind: 'assigned',
          createdAt: expect.any(String),
          readAt: null,
          actor: { id: owner.id, name: 'Maria Silva', avatarUrl: null },
          card: { id: card.id, title: 'Revisar o contrato', boardId: board.id },
          item: null,
          workspaceId: workspace.id,
        },
      ],
      unreadCount: 1,
      nextCursor: null,
    });
    await ctx.mailbox.waitFor(
      bia.email,
      /^Maria Silva atribuiu a você o cartão "Revisar contrato"$/,
    );
    // Taking a card yourself tells nobody.
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: owner.id });
    expect((await bellOf(owner)).notifications).toEqual([]);
  });

  it('tells the assignee and followers of a comment, and the mentioned of their mention only', async () => {
    const { owner, bia, ana, reader, card } = await team();
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: bia.id });
    expect((await as(ctx, reader)('PUT', `/v1/cards/${card.id}/follow`)).json()).toEqual({
      following: true,
    });
    expect((await as(ctx, reader)('GET', `/v1/cards/${card.id}/follow`)).json()).toEqual({
      following: true,
    });
    const written = await comment(owner, card.id, 'Vejam isto, @ana e @BIA ASSIS! Cc @Ninguém');
    expect(written.statusCode).toBe(201);
    const kinds = async (user: RegisteredUser) =>
      (await bellOf(user)).notifications.map(({ kind }) => kind);
    expect(await kinds(bia)).toEqual(['mention', 'assigned']);
    expect(await kinds(ana)).toEqual(['mention']);
    expect(await kinds(reader)).toEqual(['comment']);
    expect(await kinds(owner)).toEqual([]);
    const mention = await ctx.mailbox.waitFor(ana.email, /mencionou você/);
    expect(mention.subject).toBe('Maria Silva mencionou você no cartão "Revisar contrato"');
    expect(mention.text).toContain('“Vejam isto, @ana e @BIA ASSIS! Cc @Ninguém”');
    await ctx.mailbox.waitFor(reader.email, /comentou no cartão/);

    // Unfollowed, the reader hears no more; the author is never told of their own comment.
    await as(ctx, reader)('DELETE', `/v1/cards/${card.id}/follow`);
    await comment(bia, card.id, 'Feito.');
    expect(await kinds(reader)).toEqual(['comment']);
    expect(await kinds(bia)).toEqual(['mention', 'assigned']);
  });

  it('writes a title with line breaks on one subject line, so it adds no header', async () => {
    const { owner, bia, board } = await team();
    const created = await as(ctx, owner)('POST', '/v1/cards', {
      listId: board.lists[0]!.id,
      title: 'Contrato\r\nBcc: intruso@example.com\n\nCorpo',
      assigneeId: bia.id,
    });
    expect(created.statusCode).toBe(201);
    const mail = await ctx.mailbox.waitFor(bia.email, /Bcc: intruso/);
    expect(mail.subject).toBe(
      'Maria Silva atribuiu a você o cartão "Contrato Bcc: intruso@example.com Corpo"',
    );
    expect(mail.headers.bcc).toBeUndefined();
    expect(ctx.mailbox.received.some(({ to }) => to === 'intruso@example.com')).toBe(false);
  });

  it('mails only a verified address, and each kind only while it is on', async () => {
    const { owner, workspace, card } = await team();
    const unverified = await addMember(ctx, workspace.id, 'member', { name: 'Caio Novo' });
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: unverified.id });
    expect((await bellOf(unverified)).unreadCount).toBe(1);
    await ctx.app.jobs.drain();
    expect(mailTo(unverified)).toEqual([]);
  });
});

describe('the bell', () => {
  it('pages newest first, counts the unread, and marks some or all read', async () => {
    const { owner, bia, card, workspace } = await team();
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        recipientId: bia.id,
        workspaceId: workspace.id,
        kind: 'comment' as const,
        cardId: card.id,
        actorId: owner.id,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
      })),
    );
    const first = await bellOf(bia);
    expect(first.notifications).toHaveLength(20);
    expect(first.unreadCount).toBe(25);
    const second = await bellOf(bia, `?cursor=${first.nextCursor}`);
    expect(second.notifications).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const times = [...first.notifications, ...second.notifications].map(
      ({ createdAt }) => createdAt,
    );
    expect(times).toEqual([...times].sort().reverse());

    const read = await as(ctx, bia)('POST', '/v1/notifications/read', {
      ids: [first.notifications[0]!.id, first.notifications[1]!.id],
    });
    expect(read.json()).toEqual({ unreadCount: 23 });
    expect((await bellOf(bia)).notifications[0]!.readAt).toEqual(expect.any(String));
    expect((await as(ctx, bia)('POST', '/v1/notifications/read', { all: true })).json()).toEqual({
      unreadCount: 0,
    });
  });

  it('answers 404 for another person’s notification and changes nothing', async () => {
    const { owner, bia, ana, card } = await team();
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: bia.id });
    const theirs = (await bellOf(bia)).notifications[0]!.id;
    const mine = await comment(owner, card.id, '@Ana veja');
    expect(mine.statusCode).toBe(201);
    const own = (await bellOf(ana)).notifications[0]!.id;
    const refused = await as(ctx, ana)('POST', '/v1/notifications/read', { ids: [own, theirs] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Notificação não encontrada', code: 'NOT_FOUND' });
    expect((await bellOf(ana)).unreadCount).toBe(1);
    // Assigned, then the comment on her card.
    expect((await bellOf(bia)).unreadCount).toBe(2);
    const cursor = await as(ctx, ana)('GET', `/v1/notifications?cursor=${theirs}`);
    expect(cursor.statusCode).toBe(400);
  });

  it('refuses malformed requests in pt-BR', async () => {
    const { bia } = await team();
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [], all: true }]) {
      const response = await as(ctx, bia)('POST', '/v1/notifications/read', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(/notificações|Identificador|inválid/i);
    }
    expect((await as(ctx, bia)('GET', '/v1/notifications?limit=51')).statusCode).toBe(400);
    expect((await as(ctx, null)('GET', '/v1/notifications')).statusCode).toBe(401);
  });

  it('drops a person’s notifications and follows of a workspace they leave', async () => {
    const { owner, bia, card, workspace } = await team();
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: bia.id });
    await as(ctx, bia)('PUT', `/v1/cards/${card.id}/follow`);
    const removed = await as(ctx, owner)(
      'DELETE',
      `/v1/workspaces/${workspace.id}/members/${bia.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await bellOf(bia)).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
    expect((await as(ctx, bia)('GET', `/v1/cards/${card.id}/follow`)).statusCode).toBe(404);
  });
});

describe('preferences', () => {
  it('starts with everything on in São Paulo’s time and keeps what is changed', async () => {
    const { bia } = await team();
    const api = as(ctx, bia);
    expect((await api('GET', '/v1/users/me/notification-preferences')).json()).toEqual({
      timeZone: 'America/Sao_Paulo',
      email: { dueReminders: true, assigned: true, comments: true, mentions: true, digest: true },
      inApp: { dueReminders: true, assigned: true, comments: true, mentions: true },
    });
    const changed = await api('PATCH', '/v1/users/me/notification-preferences', {
      timeZone: 'America/New_York',
      email: { digest: false },
      inApp: { comments: false },
    });
    expect(changed.json()).toEqual({
      timeZone: 'America/New_York',
      email: { dueReminders: true, assigned: true, comments: true, mentions: true, digest: false },
      inApp: { dueReminders: true, assigned: true, comments: false, mentions: true },
    });
    expect((await api('GET', '/v1/users/me/notification-preferences')).json()).toEqual(
      changed.json(),
    );
  });

  it('refuses a zone that is not IANA and unknown switches, and changes nothing', async () => {
    const { bia } = await team();
    const api = as(ctx, bia);
    for (const body of [
      { timeZone: 'Brasil/Quadro' },
      { timeZone: 'EST' },
      { timeZone: 42 },
      { email: { digest: 'sim' } },
      { email: { fax: true } },
      { inApp: { digest: true } },
      { colour: 'azul' },
    ]) {
      const response = await api('PATCH', '/v1/users/me/notification-preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const zone = await api('PATCH', '/v1/users/me/notification-preferences', {
      timeZone: 'Brasil/Quadro',
    });
    expect(zone.json().error).toBe(
      'Fuso horário inválido: use um nome IANA, como America/Sao_Paulo',
    );
    const rows = await ctx.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, bia.id));
    expect(rows).toEqual([]);
  });

  it('turns an e-mail kind off from its signed link, in the page or with one click', async () => {
    const { owner, bia, card } = await team();
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: bia.id });
    const mail = await ctx.mailbox.waitFor(bia.email, /atribuiu a você/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    expect(oneClick.pathname).toBe('/v1/notifications/unsubscribe');
    const page = new URL(mail.text.match(/http\S+\/notificacoes\/cancelar\?token=\S+/)![0]);
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    const clicked = await ctx.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ category: 'assigned' });
    const prefs = (await as(ctx, bia)('GET', '/v1/users/me/notification-preferences')).json();
    expect(prefs.email.assigned).toBe(false);
    expect(prefs.inApp.assigned).toBe(true);

    // The page's way, and the digest's link, which no e-mail here carried yet.
    const digest = unsubscribeLinks(TEST_JWT_SECRET).tokenFor(bia.id, 'digest');
    const fromPage = await as(ctx, null)('POST', '/v1/notifications/unsubscribe', {
      token: digest,
    });
    expect(fromPage.json()).toEqual({ category: 'digest' });
    const after = (await as(ctx, bia)('GET', '/v1/users/me/notification-preferences')).json();
    expect(after.email).toMatchObject({ assigned: false, digest: false, comments: true });
  });

  it('refuses a link it did not sign', async () => {
    const { bia } = await team();
    const real = unsubscribeLinks(TEST_JWT_SECRET).tokenFor(bia.id, 'comments');
    const forged = unsubscribeLinks('another-secret-of-at-least-32-characters!!').tokenFor(
      bia.id,
      'comments',
    );
    for (const token of [forged, real.replace('comments', 'digest'), `${real}x`, 'x', ''])
      expect(
        (await as(ctx, null)('POST', '/v1/notifications/unsubscribe', { token })).json(),
        token,
      ).toEqual({
        error: expect.stringMatching(/^Link de cancelamento inválido/),
        code: expect.stringMatching(/INVALID_UNSUBSCRIBE_LINK|VALIDATION_ERROR/),
      });
    const prefs = (await as(ctx, bia)('GET', '/v1/users/me/notification-preferences')).json();
    expect(prefs.email.comments).toBe(true);
  });
});

describe('following', () => {
  it('answers 404 for a card of another workspace and 401 without a session', async () => {
    const { card } = await team();
    const stranger = (await createWorkspaceFixture(ctx, 'Outra equipe')).owner;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await as(ctx, stranger)(method, `/v1/cards/${card.id}/follow`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Cartão não encontrado');
      expect((await as(ctx, null)(method, `/v1/cards/${card.id}/follow`)).statusCode).toBe(401);
    }
    expect((await as(ctx, stranger)('PUT', '/v1/cards/x/follow')).statusCode).toBe(400);
  });
});
