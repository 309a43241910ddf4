import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { AccessMemory } from './access-memory.js';
import { CHANGES_CHANNEL, parseChangeEvent, type ChangeHub } from './change-hub.js';
import type { BoardStep, StepSeal } from './sealed-steps.js';

export interface Listening {
  /** Whether this instance hears the others' changes now (`/readyz` says not ready otherwise). */
  isListening(): boolean;
  /**
   * Tells the other instances a step a write left here (decision 0055): sealed, and NOTIFYed on
   * the listening connection after this turn of the event loop, in one statement with every other
   * step left during it. Only while another instance listens (never on PGlite, which no other
   * instance shares), and not a step too big for a NOTIFY.
   */
  publishStep(step: BoardStep): void;
  stop(): Promise<void>;
}

/**
 * Hears the changes committed by every instance: each one updates this instance's memory, then
 * reaches its event streams. While the listening connection is down the memory answers nothing,
 * and on its return the streams are closed so their clients refetch what they missed. The loss is
 * logged as a warning (and told to `onLost`), the return as information and counted
 * (`onReconnected`). The steps the other instances publish go to `onStep` once `seal` opens them.
 */
export async function listenForChanges(
  database: Database,
  memory: AccessMemory,
  changes: ChangeHub,
  {
    log,
    onLost,
    onReconnected,
    seal,
    onStep,
  }: {
    log: FastifyBaseLogger;
    onLost: () => void;
    onReconnected: () => void;
    seal: StepSeal;
    onStep: (step: BoardStep) => void;
  },
): Promise<Listening> {
  let listening = false;
  let lostAt = 0;
  const listener = await database.listen(CHANGES_CHANNEL, {
    message(payload) {
      if (seal.isStep(payload)) {
        const step = seal.open(payload);
        if (step) onStep(step);
        return;
      }
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
      onLost();
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
  let queued: string[] = [];
  const send = () => {
    const payloads = queued;
    queued = [];
    void listener.notify?.(payloads);
  };
  return {
    isListening: () => listening,
    publishStep(step) {
      if (!listener.othersListening?.()) return;
      const payload = seal.seal(step);
      if (payload && queued.push(payload) === 1) setImmediate(send);
    },
    async stop() {
      listening = false;
      memory.setListening(false);
      await listener.stop();
    },
  };
}
