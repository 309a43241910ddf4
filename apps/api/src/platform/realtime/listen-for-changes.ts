import type { Database } from '../db/client.js';
import type { AccessMemory } from './access-memory.js';
import { CHANGES_CHANNEL, parseChangeEvent, type ChangeHub } from './change-hub.js';

/**
 * Hears the changes committed by every instance: each one updates this instance's memory, then
 * reaches its event streams. While the listening connection is down the memory answers nothing,
 * and on its return the streams are closed so their clients refetch what they missed. Answers
 * the function that stops listening.
 */
export async function listenForChanges(
  database: Database,
  memory: AccessMemory,
  changes: ChangeHub,
): Promise<() => Promise<void>> {
  const unlisten = await database.listen(CHANGES_CHANNEL, {
    message(payload) {
      const event = parseChangeEvent(payload);
      if (!event) return;
      // Memory first, so a client that refetches on hearing the event is not answered from it.
      memory.apply(event);
      changes.publish(event);
    },
    lost: () => memory.setListening(false),
    reconnected() {
      memory.setListening(true);
      changes.closeAll();
    },
  });
  memory.setListening(true);
  return async () => {
    memory.setListening(false);
    await unlisten();
  };
}
