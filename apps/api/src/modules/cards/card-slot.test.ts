import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createWorkspaceFixture } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Slot {
  slot: number;
  sort_key: number | null;
}

/** What `quadro_card_slot` must answer, from the list's live keys in order, `leaving` left out. */
function expectedSlot(keys: { id: string; key: number }[], index: number | null): Slot {
  const slot = Math.min(Math.max(index ?? keys.length, 0), keys.length);
  const before = keys[slot - 1]?.key;
  const after = keys[slot]?.key;
  if (before === undefined && after === undefined) return { slot, sort_key: 1024 };
  if (before === undefined) return { slot, sort_key: after! - 1024 };
  if (after === undefined) return { slot, sort_key: before + 1024 };
  if (after - before < 1e-6) return { slot, sort_key: null };
  const middle = (before + after) / 2;
  return { slot, sort_key: middle > before && middle < after ? middle : null };
}

it('places a card at every index of a list, at its end and past it, leaving a card out or not', async () => {
  const { board } = await createWorkspaceFixture(ctx);
  const list = board.lists[1]!;
  // Ties broken by id, keys too close to split, and an archived card, which takes no place.
  const keys = [100, 200, 200, 200, 300, 300.0000001, 5000];
  const rows = await queryRows<{ id: string; key: number; archived: boolean }>(
    ctx.database.db,
    sql`insert into cards (list_id, board_id, title, sort_key, archived_at)
      select ${list.id}::uuid, ${board.id}::uuid, 'Cartão ' || n, k, case when n = 4 then now() end
      from unnest(${`{${keys.join(',')}}`}::float8[]) with ordinality as t(k, n)
      returning id, sort_key as key, archived_at is not null as archived`,
  );
  const live = rows
    .filter((row) => !row.archived)
    .sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  for (const leaving of [null, live[0]!.id, live[2]!.id, live.at(-1)!.id])
    for (const index of [null, -1, 0, 1, 2, 3, 4, 5, 6, 7, 2_147_483_647]) {
      const [answered] = await queryRows<Slot>(
        ctx.database.db,
        sql`select slot, sort_key from quadro_card_slot(${list.id}::uuid, ${index}::int, ${leaving}::uuid)`,
      );
      const others = live.filter((row) => row.id !== leaving);
      expect({ leaving, index, ...answered }).toEqual({
        leaving,
        index,
        ...expectedSlot(others, index),
      });
    }
});

it('places a card in an empty list at its start', async () => {
  const { board } = await createWorkspaceFixture(ctx);
  for (const index of [null, 0, 3])
    expect(
      await queryRows<Slot>(
        ctx.database.db,
        sql`select slot, sort_key from quadro_card_slot(${board.lists[2]!.id}::uuid, ${index}::int, null)`,
      ),
    ).toEqual([{ slot: 0, sort_key: 1024 }]);
});
