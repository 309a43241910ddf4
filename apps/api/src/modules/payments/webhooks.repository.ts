import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { gatewayEvents } from '../../platform/db/schema/index.js';

export async function isKnownEvent(db: DbOrTx, gateway: string, eventId: string) {
  const [row] = await db
    .select({ eventId: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(and(eq(gatewayEvents.gateway, gateway), eq(gatewayEvents.eventId, eventId)));
  return row !== undefined;
}

/** An event applied; a second record of the same one changes nothing. */
export async function recordGatewayEvent(db: DbOrTx, gateway: string, eventId: string) {
  await db.insert(gatewayEvents).values({ gateway, eventId }).onConflictDoNothing();
}

/** Events applied before `before` (Pagar.me retries a delivery for days, not a month). */
export async function deleteOldEvents(
  db: DbOrTx,
  _outcome: 'applied',
  before: Date,
  limit: number,
): Promise<number> {
  const batch = db
    .select({ gateway: gatewayEvents.gateway, eventId: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(lt(gatewayEvents.receivedAt, before))
    .limit(limit);
  const deleted = await db
    .delete(gatewayEvents)
    .where(inArray(sql`(${gatewayEvents.gateway}, ${gatewayEvents.eventId})`, batch))
    .returning({ eventId: gatewayEvents.eventId });
  return deleted.length;
}
