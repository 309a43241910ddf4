/**
 * A new notification reaches its person's open tabs at once, on whichever board they watch, and
 * nobody else's: the trigger publishes the recipient, the hub routes it by user.
 */
import type { AddressInfo } from 'node:net';
import type { Card } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../test/event-stream.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let baseUrl: string;
const streams: EventStreamClient[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.close();
});

it('pushes a notification to the recipient’s streams only, once per change', async () => {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx);
  const bia = await addMember(ctx, workspace.id, 'member', { name: 'Bia Assis' });
  const other = await createWorkspaceFixture(ctx, 'Outro quadro da Bia');
  await ctx.database.db.execute(
    // Bia also belongs to a second workspace, and watches its board in another tab.
    sql`insert into workspace_members (workspace_id, user_id, role)
      values (${other.workspace.id}, ${bia.id}, 'member')`,
  );
  const watching = [
    await openEventStream(baseUrl, board.id, bia.token),
    await openEventStream(baseUrl, other.board.id, bia.token),
    await openEventStream(baseUrl, board.id, owner.token),
  ];
  streams.push(...watching);
  await Promise.all(watching.map((stream) => stream.next('ready')));

  const created = await as(ctx, owner)('POST', '/v1/cards', {
    listId: board.lists[0]!.id,
    title: 'Para a Bia',
    assigneeId: bia.id,
  });
  const card = created.json<{ card: Card }>().card;
  for (const stream of watching.slice(0, 2))
    expect((await stream.next('notifications')).data).toEqual({});
  // The owner's stream hears the board change, and no notification of Bia's.
  await watching[2]!.next('board');
  await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Para a Bia, hoje' });
  await watching[0]!.next('board');
  expect(watching[2]!.received.filter(({ event }) => event === 'notifications')).toEqual([]);
  expect(watching[0]!.received.filter(({ event }) => event === 'notifications')).toHaveLength(1);
});
