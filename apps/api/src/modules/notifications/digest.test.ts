/**
 * The daily digest (design §12): at 08:00 in each person's zone on Brazil's business days, what is
 * overdue, due today and due in the next two business days, across their workspaces; nothing on an
 * empty day, a weekend or a national holiday.
 */
import type { Card } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import { manualClock } from '../../../test/clock.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

// Wednesday 2 December 2026, 07:45 in São Paulo.
const clock = manualClock(new Date('2026-12-02T10:45:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

async function at(iso: string) {
  clock.set(new Date(iso));
  await ctx.app.jobs.drain();
}

const digestsTo = (user: RegisteredUser) =>
  ctx.mailbox.received.filter(
    ({ to, subject }) => to === user.email && subject.startsWith('Seu resumo do dia'),
  );

/** A verified member of a fresh workspace, with a card for each `dueDates` entry. */
async function personWith(dueDates: { title: string; due: string; done?: boolean }[]) {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx);
  const person = await addMember(ctx, workspace.id, 'member', {
    name: 'Bia Assis',
    verified: true,
  });
  const cards: Card[] = [];
  for (const { title, due, done } of dueDates) {
    const created = await as(ctx, owner)('POST', '/v1/cards', {
      listId: board.lists[0]!.id,
      title,
      assigneeId: person.id,
      dueDate: due,
    });
    const card = created.json<{ card: Card }>().card;
    if (done) await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { dueComplete: true });
    cards.push(card);
  }
  return { person, owner, workspace, board, cards };
}

describe('the daily digest', () => {
  it('lists overdue, today and the next two business days at 08:00, once, and skips empty days', async () => {
    const { person } = await personWith([
      { title: 'Atrasado de ontem', due: '2026-12-01T15:00:00Z' },
      { title: 'Para hoje', due: '2026-12-02T20:00:00Z' },
      { title: 'Para sexta', due: '2026-12-04T13:00:00Z' },
      { title: 'Para segunda', due: '2026-12-07T13:00:00Z' },
      { title: 'Feito hoje', due: '2026-12-02T19:00:00Z', done: true },
    ]);
    const followed = await personWith([{ title: 'Do outro time', due: '2026-12-03T12:00:00Z' }]);
    // The same person follows a card in a second workspace they belong to.
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: followed.workspace.id, userId: person.id, role: 'member' });
    await as(ctx, person)('PUT', `/v1/cards/${followed.cards[0]!.id}/follow`);
    const idle = await personWith([{ title: 'Daqui a um mês', due: '2027-01-04T13:00:00Z' }]);

    await at('2026-12-02T10:59:00Z');
    expect(digestsTo(person)).toEqual([]);
    await at('2026-12-02T11:00:00Z');
    const [digest, ...more] = digestsTo(person);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Seu resumo do dia: 4 cartões com prazo');
    expect(digest!.text).toContain(
      'Atrasados:\n• Atrasado de ontem (01/12/2026 às 12:00)\n\n' +
        'Vencem hoje:\n• Para hoje (02/12/2026 às 17:00)\n\n' +
        'Vencem nos próximos 2 dias úteis:\n• Do outro time (03/12/2026 às 09:00)\n' +
        '• Para sexta (04/12/2026 às 10:00)',
    );
    expect(digest!.text).not.toContain('Para segunda');
    expect(digest!.text).not.toContain('Feito hoje');
    expect(digest!.headers['list-unsubscribe']).toMatch(/unsubscribe\?token=/);
    // Nothing due soon: no digest at all.
    expect(digestsTo(idle.person)).toEqual([]);

    // The next quarter hours of the morning send nothing more.
    await at('2026-12-02T11:15:00Z');
    await at('2026-12-02T14:00:00Z');
    expect(digestsTo(person)).toHaveLength(1);
  });

  it('sends nothing on a weekend or on Christmas, and again on the next business day', async () => {
    const { person } = await personWith([{ title: 'Atrasado', due: '2026-12-01T15:00:00Z' }]);
    await at('2026-12-05T11:00:00Z'); // Saturday
    await at('2026-12-25T11:00:00Z'); // Friday, Natal
    expect(digestsTo(person)).toEqual([]);
    await at('2026-12-28T11:00:00Z'); // Monday
    expect(digestsTo(person)).toHaveLength(1);
  });

  it('comes at 08:00 in the person’s own zone, and not at all once turned off', async () => {
    const abroad = await personWith([{ title: 'Atrasado', due: '2026-12-01T15:00:00Z' }]);
    await as(ctx, abroad.person)('PATCH', '/v1/users/me/notification-preferences', {
      timeZone: 'America/New_York',
    });
    const quiet = await personWith([{ title: 'Atrasado', due: '2026-12-01T15:00:00Z' }]);
    await as(ctx, quiet.person)('PATCH', '/v1/users/me/notification-preferences', {
      email: { digest: false },
    });
    await at('2026-12-29T11:00:00Z'); // 08:00 in São Paulo, 06:00 in New York
    expect(digestsTo(abroad.person)).toEqual([]);
    await at('2026-12-29T13:00:00Z'); // 08:00 in New York
    expect(digestsTo(abroad.person)).toHaveLength(1);
    expect(digestsTo(quiet.person)).toEqual([]);
  });
  it('lists the checklist items assigned to the person with a date, beside their cards', async () => {
    const { owner, person, cards } = await personWith([
      { title: 'Para hoje', due: '2027-01-06T20:00:00Z' },
    ]);
    const checklist = await as(ctx, owner)('POST', `/v1/cards/${cards[0]!.id}/checklists`, {
      title: 'Passos',
    });
    const url = `/v1/checklists/${checklist.json().checklist.id}/items`;
    for (const [text, dueDate, done] of [
      ['Reservar sala', '2027-01-05T15:00:00Z', false],
      ['Já feito', '2027-01-05T15:00:00Z', true],
    ] as const) {
      const item = await as(ctx, owner)('POST', url, { text });
      await as(ctx, owner)('PATCH', `/v1/checklist-items/${item.json().item.id}`, {
        assigneeId: person.id,
        dueDate,
        done,
      });
    }
    // Someone else's item on the same card is not the person's.
    const theirs = await as(ctx, owner)('POST', url, { text: 'Do dono' });
    await as(ctx, owner)('PATCH', `/v1/checklist-items/${theirs.json().item.id}`, {
      assigneeId: owner.id,
      dueDate: '2027-01-05T15:00:00Z',
    });

    await at('2027-01-06T11:00:00Z'); // Wednesday 08:00, after the tests above
    const digest = digestsTo(person).at(-1)!;
    expect(digest.subject).toBe('Seu resumo do dia: 1 cartão e 1 item com prazo');
    expect(digest.text).toContain('Estes são os seus cartões e itens com prazo.');
    expect(digest.text).toContain(
      'Atrasados:\n• Reservar sala, do cartão Para hoje (05/01/2027 às 12:00)\n\n' +
        'Vencem hoje:\n• Para hoje (06/01/2027 às 17:00)',
    );
    expect(digest.text).not.toContain('Já feito');
    expect(digest.text).not.toContain('Do dono');
  });
});
