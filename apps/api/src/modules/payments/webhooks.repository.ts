import { and, eq } from 'drizzle-orm';
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
