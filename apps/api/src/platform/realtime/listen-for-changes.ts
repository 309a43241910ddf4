import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { AccessMemory } from './access-memory.js';
import {
  boardStepPayload,
  CHANGES_CHANNEL,
  parseHeard,
  type BoardStep,
  type ChangeHub,
} from './change-hub.js';

export interface Listening {
  /** Whether this instance hears the others' changes now (`/readyz` says not ready otherwise). */
  isListening(): boolean;
  /**
   * Tells the other instances the step a write left here, NOTIFYed on the listening connection
   * after this turn of the event loop, with the others left by then (decision 0055). Not on
   * PGlite, which no other instance shares; not a step too big for a NOTIFY.
   */
  publishStep(boardId: string, version: number, body: string): void;
  stop(): Promise<void>;
}

/**
 * Hears the changes committed by every instance: each one updates this instance's memory, then
 * reaches its event streams. While the listening connection is down the memory answers nothing,
 * and on its return the streams are closed so their clients refetch what they missed. The loss is
 * logged as a warning, the return as information and counted (`onReconnected`). The steps the
 * other instances publish go to `onStep`.
 */
export async function listenForChanges(
  database: Database,
  memory: AccessMemory,
  changes: ChangeHub,
  {
    log,
    onReconnected,
    onStep,
  }: { log: FastifyBaseLogger; onReconnected: () => void; onStep: (step: BoardStep) => void },
): Promise<Listening> {
  let listening = false;
  let lostAt = 0;
  const listener = await database.listen(CHANGES_CHANNEL, {
    message(payload) {
      const event = parseHeard(payload);
      if (!event) return;
      if (event.type === 'board-step') {
        onStep(event);
        return;
      }
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
  const notify = listener.notify?.bind(listener);
  let queued: string[] = [];
  const send = () => {
    const payloads = queued;
    queued = [];
    void notify?.(payloads);
  };
  return {
    isListening: () => listening,
    publishStep(boardId, version, body) {
      const payload = notify && boardStepPayload(boardId, version, body);
      if (!payload) return;
      if (queued.push(payload) === 1) setImmediate(send);
    },
    async stop() {
      listening = false;
      memory.setListening(false);
      await listener.stop();
    },
  };
}
