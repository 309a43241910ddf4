import { z } from 'zod';

/** The channel the database triggers publish on (migration 0004). */
export const CHANGES_CHANNEL = 'quadro_changes';

const at = z.number();
const id = z.uuid();

/** What the triggers publish: which object changed, never what it now holds. */
export const changeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('board'), workspaceId: id, boardId: id, version: z.number(), at }),
  z.object({ type: z.literal('board-deleted'), workspaceId: id, boardId: id, at }),
  z.object({ type: z.literal('workspace'), workspaceId: id, at }),
  z.object({ type: z.literal('member-removed'), workspaceId: id, userId: id, at }),
  z.object({ type: z.literal('comments'), workspaceId: id, boardId: id, cardId: id, at }),
  z.object({ type: z.literal('presence'), workspaceId: id, userId: id, at }),
  z.object({ type: z.literal('session-ended'), sessionId: id, userId: id, at }),
  z.object({ type: z.literal('notification'), userId: id, at }),
]);
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** A NOTIFY payload as a change; anything that does not parse is ignored. */
export function parseChangeEvent(payload: string): ChangeEvent | undefined {
  try {
    return changeEventSchema.safeParse(JSON.parse(payload)).data;
  } catch {
    return undefined;
  }
}

/** One open event stream: a member watching one board, in one of their sessions. */
export interface Subscriber {
  userId: string;
  sessionId: string;
  workspaceId: string;
  boardId: string;
  send(event: string, data: object): void;
  /** Ends the stream, after a last event when there is one. */
  end(last?: { event: string; data: object }): void;
}

export interface ChangeHubOptions {
  /** Milliseconds from the publishing statement to this instance, for the metrics. */
  onDelivered?(lagMs: number): void;
}

/**
 * Fans the changes this instance hears out to its own streams. Every instance LISTENs, so a change
 * made through any of them reaches every stream; the streams of a board are found through its
 * workspace, since workspace-wide changes (members, theme) concern every board in it.
 */
export function createChangeHub({ onDelivered }: ChangeHubOptions = {}) {
  const byWorkspace = new Map<string, Set<Subscriber>>();
  const byUser = new Map<string, Set<Subscriber>>();
  let size = 0;

  const streamsOf = (workspaceId: string) => [...(byWorkspace.get(workspaceId) ?? [])];
  const allStreams = () => [...byWorkspace.values()].flatMap((streams) => [...streams]);

  function remove(subscriber: Subscriber) {
    const streams = byWorkspace.get(subscriber.workspaceId);
    if (!streams?.delete(subscriber)) return;
    if (streams.size === 0) byWorkspace.delete(subscriber.workspaceId);
    const own = byUser.get(subscriber.userId);
    own?.delete(subscriber);
    if (own?.size === 0) byUser.delete(subscriber.userId);
    size -= 1;
  }

  function deliver(event: ChangeEvent) {
    if (event.type === 'session-ended') {
      // Logged out or stolen: reconnecting needs a live session, so the client learns it ended.
      for (const s of allStreams())
        if (s.sessionId === event.sessionId) {
          remove(s);
          s.end({ event: 'reconnect', data: {} });
        }
      return;
    }
    if (event.type === 'notification') {
      // The bell of every tab the person has open, whichever board it shows.
      for (const s of byUser.get(event.userId) ?? []) s.send('notifications', {});
      return;
    }
    const streams = streamsOf(event.workspaceId);
    switch (event.type) {
      case 'board':
        for (const s of streams)
          if (s.boardId === event.boardId)
            s.send('board', { boardId: event.boardId, version: event.version });
        break;
      case 'comments':
        for (const s of streams)
          if (s.boardId === event.boardId)
            s.send('comments', { boardId: event.boardId, cardId: event.cardId });
        break;
      case 'workspace':
        for (const s of streams) s.send('workspace', { workspaceId: event.workspaceId });
        break;
      case 'presence':
        // A member went online or offline: their teammates' panels show it within seconds.
        for (const s of streams)
          if (s.userId !== event.userId) s.send('presence', { workspaceId: event.workspaceId });
        break;
      case 'board-deleted':
        for (const s of streams) {
          if (s.boardId !== event.boardId) {
            s.send('workspace', { workspaceId: event.workspaceId });
            continue;
          }
          remove(s);
          s.end({ event: 'deleted', data: { boardId: event.boardId } });
        }
        break;
      case 'member-removed':
        for (const s of streams) {
          if (s.userId !== event.userId) {
            s.send('workspace', { workspaceId: event.workspaceId });
            continue;
          }
          // Removed from the workspace: no further event, from this instance or any other.
          remove(s);
          s.end({ event: 'revoked', data: { workspaceId: event.workspaceId } });
        }
        break;
    }
  }

  return {
    subscribe(subscriber: Subscriber): () => void {
      let streams = byWorkspace.get(subscriber.workspaceId);
      if (!streams) byWorkspace.set(subscriber.workspaceId, (streams = new Set()));
      if (!streams.has(subscriber)) {
        streams.add(subscriber);
        let own = byUser.get(subscriber.userId);
        if (!own) byUser.set(subscriber.userId, (own = new Set()));
        own.add(subscriber);
        size += 1;
      }
      return () => remove(subscriber);
    },

    publish(event: ChangeEvent) {
      onDelivered?.(Date.now() - event.at);
      deliver(event);
    },

    /**
     * Ends every stream, asking its client to reconnect at once: on shutdown (to another
     * instance), and when the listening connection came back after a drop, since events were
     * missed meanwhile (a removal among them): reconnecting checks access again and refetches.
     */
    closeAll() {
      for (const s of allStreams()) {
        remove(s);
        s.end({ event: 'reconnect', data: {} });
      }
    },

    /** Streams of one user on this instance, to bound them. */
    countFor: (userId: string): number => byUser.get(userId)?.size ?? 0,

    get size(): number {
      return size;
    },
  };
}

export type ChangeHub = ReturnType<typeof createChangeHub>;
