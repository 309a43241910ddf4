/**
 * A checklist item with an assignee and a date takes part in the due-date reminders (design §12):
 * its assignee is told that it was assigned to them and, at the card's reminder times, that it is
 * due; ticking it, changing its date or deleting it withdraws what waits.
 */
import type { Card, Checklist, ChecklistItem, NotificationsResponse } from '@quadro/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/db/schema/index.js';
import { manualClock } from '../../../test/clock.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

const START = new Date('2026-12-01T10:00:00Z'); // a Tuesday, 07:00 in São Paulo
const clock = manualClock(START);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(START));

async function at(iso: string) {
  clock.set(new Date(iso));
  await ctx.app.jobs.drain();
}

const bellOf = async (user: RegisteredUser) =>
  (await as(ctx, user)('GET', '/v1/notifications')).json<NotificationsResponse>().notifications;
const subjectsTo = (user: RegisteredUser) =>
  ctx.mailbox.received.filter(({ to }) => to === user.email).map(({ subject }) => subject);
const queued = (itemId: string) =>
  ctx.database.db
    .select({ key: jobs.key })
    .from(jobs)
    .where(and(eq(jobs.kind, 'item-reminder'), eq(jobs.state, 'queued')))
    .then((rows) => rows.filter(({ key }) => key?.startsWith(itemId)));

/** A card with a checklist item, and a verified member to give it to. */
async function itemScene() {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx);
  const assignee = await addMember(ctx, workspace.id, 'member', {
    name: 'Bia Assis',
    verified: true,
  });
  const created = await as(ctx, owner)('POST', '/v1/cards', {
    listId: board.lists[0]!.id,
    title: 'Evento',
  });
  const card = created.json<{ card: Card }>().card;
  const list = await as(ctx, owner)('POST', `/v1/cards/${card.id}/checklists`, { title: 'Passos' });
  const checklist = list.json<{ checklist: Checklist }>().checklist;
  const added = await as(ctx, owner)('POST', `/v1/checklists/${checklist.id}/items`, {
    text: 'Reservar sala',
  });
  const item = added.json<{ item: ChecklistItem }>().item;
  const patch = (body: object) => as(ctx, owner)('PATCH', `/v1/checklist-items/${item.id}`, body);
  return { owner, assignee, board, card, item, patch };
}

describe('checklist item reminders', () => {
  it('tells the assignee of the item, then of its date at each reminder time', async () => {
    const { assignee, card, item, patch } = await itemScene();
    // Friday 18:00 in São Paulo.
    const set = await patch({ assigneeId: assignee.id, dueDate: '2026-12-04T21:00:00Z' });
    expect(set.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const [assigned] = await bellOf(assignee);
    expect(assigned).toMatchObject({
      kind: 'assigned',
      card: { id: card.id, title: 'Evento' },
      item: { id: item.id, text: 'Reservar sala' },
    });
    await at('2026-12-03T21:00:00Z');
    await at('2026-12-04T20:00:00Z');
    await at('2026-12-04T21:00:00Z');
    expect((await bellOf(assignee)).map(({ kind }) => kind)).toEqual([
      'overdue',
      'due_in_hour',
      'due_soon',
      'assigned',
    ]);
    expect(subjectsTo(assignee)).toEqual([
      'Maria Silva atribuiu a você o item "Reservar sala" do cartão "Evento"',
      'O item "Reservar sala" do cartão "Evento" vence em 1 dia útil',
      'O item "Reservar sala" do cartão "Evento" vence em 1 hora',
      'O item "Reservar sala" do cartão "Evento" está atrasado',
    ]);
    const reminder = ctx.mailbox.received.find(
      ({ to, subject }) => to === assignee.email && subject.endsWith('1 dia útil'),
    )!;
    expect(reminder.text).toContain('Entrega: 04/12/2026 às 18:00.');
  });

  it('withdraws the reminders when the item is ticked, its date changes or it is deleted (its notifications too)', async () => {
    const { assignee, item, patch, owner } = await itemScene();
    await patch({ assigneeId: assignee.id, dueDate: '2026-12-04T21:00:00Z' });
    expect(await queued(item.id)).toHaveLength(3);
    await patch({ done: true });
    expect(await queued(item.id)).toHaveLength(0);
    await patch({ done: false });
    expect(await queued(item.id)).toHaveLength(3);
    await patch({ dueDate: '2026-12-10T21:00:00Z' });
    const keys = (await queued(item.id)).map(({ key }) => key);
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => key?.endsWith('2026-12-10T21:00:00.000Z'))).toBe(true);
    await as(ctx, owner)('DELETE', `/v1/checklist-items/${item.id}`);
    expect(await queued(item.id)).toHaveLength(0);
    await at('2026-12-11T00:00:00Z');
    // Its notifications went with it, as a card's go with the card.
    expect(await bellOf(assignee)).toEqual([]);
  });

  it('says nothing to nobody: an item with a date and no assignee', async () => {
    const { owner, item, patch } = await itemScene();
    await patch({ dueDate: '2026-12-02T21:00:00Z' });
    await at('2026-12-03T00:00:00Z');
    expect(await bellOf(owner)).toEqual([]);
    expect(await queued(item.id)).toHaveLength(0);
  });
});
