import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { AccessMemory } from './access-memory.js';
import { CHANGES_CHANNEL, parseChangeEvent, type ChangeHub } from './change-hub.js';

export interface Listening {
  /** Whether this instance hears the others' changes now (`/readyz` says not ready otherwise). */
  isListening(): boolean;
  stop(): Promise<void>;
}

/**
 * Hears the changes committed by every instance: each one updates this instance's memory, then
 * reaches its event streams. While the listening connection is down the memory answers nothing,
 * and on its return the streams are closed so their clients refetch what they missed. The loss is
 * logged as a warning, the return as information and counted (`onReconnected`).
 */
export async function listenForChanges(
  database: Database,
  memory: AccessMemory,
  changes: ChangeHub,
  { log, onReconnected }: { log: FastifyBaseLogger; onReconnected: () => void },
): Promise<Listening> {
  let listening = false;
  let lostAt = 0;
  const unlisten = await database.listen(CHANGES_CHANNEL, {
    message(payload) {
      const event = parseChangeEvent(payload);
      if (!event) return;
      // Memory first, so a client that refetches on hearing the event is not answered from it.
      memory.apply(event);
      changes.publish(event);
    },
    lost() {
      listening = false;
      lostAt = performance.now();
      memory.setListening(false);
      log.warn(
        'lost the LISTEN connection: changes of other instances are not heard until it is back',
      );
    },
    reconnected() {
      listening = true;
      memory.setListening(true);
      changes.closeAll();
      onReconnected();
      log.info(
        { downMs: Math.round(performance.now() - lostAt) },
        'LISTEN connection back: event streams closed so their clients refetch',
      );
    },
  });
  listening = true;
  memory.setListening(true);
  return {
    isListening: () => listening,
    async stop() {
      listening = false;
      memory.setListening(false);
      await unlisten();
    },
  };
}
