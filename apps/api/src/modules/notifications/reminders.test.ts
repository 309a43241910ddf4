/**
 * A due date's reminders (design §12) fire once each at their time, on a clock the test moves:
 * 'vence em 1 dia útil' on the business day before at the due time's clock, 'vence em 1 hora',
 * 'atrasado'. Whatever changes the date, completes, unassigns or deletes the card withdraws them.
 */
import type { Card, NotificationsResponse } from '@quadro/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/schema/index.js';
import { manualClock } from '../../../test/clock.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import {
  createTestApp,
  openTestDatabase,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';

const START = new Date('2026-12-01T10:00:00Z'); // a Tuesday, 07:00 in São Paulo
const clock = manualClock(START);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(START));

/** The clock reaches `iso` and every due job runs (the e-mail it queues included). */
async function at(iso: string) {
  clock.set(new Date(iso));
  await ctx.app.jobs.drain();
}

async function bellOf(user: RegisteredUser) {
  const response = await as(ctx, user)('GET', '/v1/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<NotificationsResponse>();
}
const kindsOf = async (user: RegisteredUser) =>
  (await bellOf(user)).notifications.map(({ kind }) => kind);
const subjectsTo = (user: RegisteredUser) =>
  ctx.mailbox.received.filter(({ to }) => to === user.email).map(({ subject }) => subject);

/** An owner's board with a verified member, and a card assigned to that member. */
async function assignedCard(fields: Record<string, unknown> = {}, context = ctx) {
  const { owner, workspace, board } = await createWorkspaceFixture(context);
  const assignee = await addMember(context, workspace.id, 'member', {
    name: 'Bia Assis',
    verified: true,
  });
  const created = await as(context, owner)('POST', '/v1/cards', {
    listId: board.lists[0]!.id,
    title: 'Enviar proposta',
    assigneeId: assignee.id,
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  const card = created.json<{ card: Card }>().card;
  await context.app.jobs.drain();
  return { owner, assignee, workspace, board, card };
}

const queuedReminders = (cardId: string) =>
  ctx.database.db
    .select({ key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, 'card-reminder'), eq(jobs.state, 'queued')))
    .then((rows) => rows.filter(({ key }) => key?.startsWith(cardId)));

describe('due-date reminders', () => {
  it('fires each reminder once at its time, in the bell and by e-mail', async () => {
    // Friday 18:00 in São Paulo.
    const { assignee, board, card } = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    expect(await kindsOf(assignee)).toEqual(['assigned']);

    await at('2026-12-03T20:59:59Z');
    expect(await kindsOf(assignee)).toEqual(['assigned']);
    // Thursday at the due time's clock: one business day before.
    await at('2026-12-03T21:00:00Z');
    expect(await kindsOf(assignee)).toEqual(['due_soon', 'assigned']);
    await at('2026-12-04T19:59:00Z');
    expect(await kindsOf(assignee)).toEqual(['due_soon', 'assigned']);
    await at('2026-12-04T20:00:00Z');
    expect(await kindsOf(assignee)).toEqual(['due_in_hour', 'due_soon', 'assigned']);
    await at('2026-12-04T21:00:00Z');
    await at('2026-12-05T21:00:00Z');
    expect(await kindsOf(assignee)).toEqual(['overdue', 'due_in_hour', 'due_soon', 'assigned']);

    expect(subjectsTo(assignee)).toEqual([
      'Maria Silva atribuiu a você o cartão "Enviar proposta"',
      'O cartão "Enviar proposta" vence em 1 dia útil',
      'O cartão "Enviar proposta" vence em 1 hora',
      'O cartão "Enviar proposta" está atrasado',
    ]);
    const reminder = ctx.mailbox.received.find(({ subject }) => subject.endsWith('1 dia útil'))!;
    expect(reminder.text).toContain('Entrega: 04/12/2026 às 18:00.');
    expect(reminder.text).toContain(`/board/${board.id}?card=${card.id}`);
    expect(await queuedReminders(card.id)).toEqual([]);
  });

  it('reminds on Friday of a card due on Monday, and skips the workspace’s day off', async () => {
    const { owner, assignee, workspace, card } = await assignedCard({
      dueDate: '2026-12-07T13:00:00Z', // Monday 10:00
    });
    expect((await queuedReminders(card.id)).map(({ runAt }) => runAt)).toContainEqual(
      new Date('2026-12-04T13:00:00Z'),
    );
    // The workspace takes Friday off: the reminder moves to Thursday once the date is set again.
    const dayOff = await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/holidays`, {
      date: '2026-12-04',
      name: 'Emenda',
    });
    expect(dayOff.statusCode).toBe(201);
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { dueDate: null });
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { dueDate: '2026-12-07T13:00:00Z' });
    await at('2026-12-03T13:00:00Z');
    expect(await kindsOf(assignee)).toEqual(['due_soon', 'assigned']);
  });

  it('fires only the nearest reminder at once for a date set inside its window', async () => {
    // Due in 30 minutes: 'vence em 1 hora' now, then 'atrasado'; never 'vence em 1 dia útil'.
    const { assignee, card } = await assignedCard({ dueDate: '2026-12-01T10:30:00Z' });
    expect(await kindsOf(assignee)).toEqual(['due_in_hour', 'assigned']);
    await at('2026-12-01T10:30:00Z');
    expect(await kindsOf(assignee)).toEqual(['overdue', 'due_in_hour', 'assigned']);
    // Due in 5 hours: 'vence em 1 dia útil' now.
    const other = await assignedCard({ dueDate: '2026-12-01T15:00:00Z' });
    expect(await kindsOf(other.assignee)).toEqual(['due_soon', 'assigned']);
    // A date already past reminds of nothing.
    const late = await assignedCard({ dueDate: '2026-11-30T15:00:00Z' });
    expect(await kindsOf(late.assignee)).toEqual(['assigned']);
    expect(await queuedReminders(late.card.id)).toEqual([]);
    expect(await queuedReminders(card.id)).toEqual([]);
  });

  it('withdraws what is pending when the date changes, is cleared or completed, or the card goes', async () => {
    const moved = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    await as(ctx, moved.owner)('PATCH', `/v1/cards/${moved.card.id}`, {
      dueDate: '2026-12-11T21:00:00Z',
    });
    const cleared = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    await as(ctx, cleared.owner)('PATCH', `/v1/cards/${cleared.card.id}`, { dueDate: null });
    const done = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    await as(ctx, done.owner)('PATCH', `/v1/cards/${done.card.id}`, { dueComplete: true });
    const unassigned = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    await as(ctx, unassigned.owner)('PATCH', `/v1/cards/${unassigned.card.id}`, {
      assigneeId: null,
    });
    const deleted = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    await as(ctx, deleted.owner)('DELETE', `/v1/cards/${deleted.card.id}`);
    expect(await queuedReminders(cleared.card.id)).toEqual([]);
    expect(await queuedReminders(done.card.id)).toEqual([]);
    expect(await queuedReminders(deleted.card.id)).toEqual([]);

    await at('2026-12-06T00:00:00Z');
    // The moved card reminds of its new date only, later.
    expect(await kindsOf(moved.assignee)).toEqual(['assigned']);
    for (const { assignee } of [cleared, done, unassigned])
      expect(await kindsOf(assignee)).toEqual(['assigned']);
    expect(await kindsOf(deleted.assignee)).toEqual([]);
    await at('2026-12-10T21:00:00Z');
    expect(await kindsOf(moved.assignee)).toEqual(['due_soon', 'assigned']);

    // Completed then reopened: the reminders that did not fire are back.
    await as(ctx, done.owner)('PATCH', `/v1/cards/${done.card.id}`, {
      dueDate: '2026-12-18T21:00:00Z',
      dueComplete: false,
    });
    await at('2026-12-17T21:00:00Z');
    expect(await kindsOf(done.assignee)).toEqual(['due_soon', 'assigned']);
  });

  it('says nothing of an archived card, and reminds again once it is restored', async () => {
    const shelved = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    const api = as(ctx, shelved.owner);
    await api('POST', `/v1/cards/${shelved.card.id}/archive`);
    await at('2026-12-04T20:30:00Z');
    expect(await kindsOf(shelved.assignee)).toEqual(['assigned']);
    await api('POST', `/v1/cards/${shelved.card.id}/restore`);
    await at('2026-12-05T21:00:00Z');
    expect(await kindsOf(shelved.assignee)).toEqual(['overdue', 'assigned']);
  });

  it('tells the followers too, read-only ones included, and honours each one’s preferences', async () => {
    const { owner, assignee, workspace, card } = await assignedCard({
      dueDate: '2026-12-04T21:00:00Z',
    });
    const reader = await addMember(ctx, workspace.id, 'read_only', { verified: true });
    const quiet = await addMember(ctx, workspace.id, 'member', { verified: true });
    for (const follower of [reader, quiet])
      expect((await as(ctx, follower)('PUT', `/v1/cards/${card.id}/follow`)).statusCode).toBe(200);
    await as(ctx, quiet)('PATCH', '/v1/users/me/notification-preferences', {
      email: { dueReminders: false },
      inApp: { dueReminders: false },
    });
    await as(ctx, assignee)('PATCH', '/v1/users/me/notification-preferences', {
      email: { dueReminders: false },
    });
    await at('2026-12-03T21:00:00Z');
    expect(await kindsOf(reader)).toEqual(['due_soon']);
    expect(subjectsTo(reader)).toEqual(['O cartão "Enviar proposta" vence em 1 dia útil']);
    expect(await kindsOf(quiet)).toEqual([]);
    expect(subjectsTo(quiet)).toEqual([]);
    // In the bell, not by e-mail.
    expect(await kindsOf(assignee)).toEqual(['due_soon', 'assigned']);
    expect(subjectsTo(assignee).filter((subject) => subject.includes('vence'))).toEqual([]);
    expect(owner.id).not.toBe(assignee.id);
  });

  it('loses nothing to a restart between scheduling and firing', async () => {
    const database = await openTestDatabase();
    try {
      const before = await createTestApp({ clock, database });
      const { assignee, card } = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' }, before);
      await before.close();
      const after = await createTestApp({ clock, database });
      try {
        clock.set(new Date('2026-12-03T21:00:00Z'));
        await after.app.jobs.drain();
        const subjects = after.mailbox.received
          .filter(({ to }) => to === assignee.email)
          .map(({ subject }) => subject);
        expect(subjects).toEqual(['O cartão "Enviar proposta" vence em 1 dia útil']);
        const reminders = await database.db
          .select({ key: jobs.key, state: jobs.state })
          .from(jobs)
          .where(eq(jobs.kind, 'card-reminder'));
        expect(reminders.filter(({ key }) => key?.startsWith(card.id))).toHaveLength(3);
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
    }
  });

  it('sends one e-mail per reminder with three instances on one database', async () => {
    const { assignee, card } = await assignedCard({ dueDate: '2026-12-04T21:00:00Z' });
    const second = await createTestApp({ clock, database: ctx.database });
    const third = await createTestApp({ clock, database: ctx.database });
    try {
      clock.set(new Date('2026-12-03T21:00:00Z'));
      await Promise.all([second.app.jobs.drain(), third.app.jobs.drain(), ctx.app.jobs.drain()]);
      const subjects = [ctx, second, third]
        .flatMap(({ mailbox }) => mailbox.received)
        .filter(({ to }) => to === assignee.email)
        .map(({ subject }) => subject);
      expect(subjects.filter((subject) => subject.endsWith('1 dia útil'))).toHaveLength(1);
      expect(await kindsOf(assignee)).toEqual(['due_soon', 'assigned']);
      expect(await queuedReminders(card.id)).toHaveLength(2);
    } finally {
      await second.close();
      await third.close();
    }
  });
});
