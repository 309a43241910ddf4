import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { MAX_NOTIFY_BYTES } from '../db/notifications.js';

/** The step from the version before a one-card write, serialised, as its instance left it. */
export interface BoardStep {
  boardId: string;
  version: number;
  body: string;
}

const PREFIX = 'step:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The most a body can take once sealed and in base64 (four characters for three bytes). */
const MAX_SEALED_BYTES = Math.floor((MAX_NOTIFY_BYTES - PREFIX.length) / 4) * 3;
/** A step opened later than this was sent again, not sent: steps are heard within milliseconds. */
const MAX_AGE_MS = 60_000;

export type StepSeal = ReturnType<typeof stepSeal>;

/**
 * Steps sealed for the changes channel (decision 0055), with AES-256-GCM under a key of their own
 * made from the app's secret: any login to the database may LISTEN and NOTIFY there, and a step
 * holds card text. What such a login reads is noise; what it forges does not open, and what it
 * records and sends again is too old to open after a minute.
 */
export function stepSeal(secret: string, now = Date.now) {
  const key = createHmac('sha256', secret).update('quadro:board-steps').digest();
  return {
    /** The payload to NOTIFY; undefined when it would be too big for one. */
    seal({ boardId, version, body }: BoardStep): string | undefined {
      const text = `${boardId} ${version} ${now()} ${body}`;
      if (Buffer.byteLength(text) > MAX_SEALED_BYTES - IV_BYTES - TAG_BYTES) return undefined;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },

    isStep: (payload: string) => payload.startsWith(PREFIX),

    /** A sealed step's content; undefined unless this key sealed it in the last minute. */
    open(payload: string): BoardStep | undefined {
      const bytes = Buffer.from(payload.slice(PREFIX.length), 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      let text: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        text = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES), undefined, 'utf8');
        text += decipher.final('utf8');
      } catch {
        return undefined;
      }
      // Sealed here, so in the shape `seal` gives it.
      const [boardId = '', version = '', sealedAt = ''] = text.split(' ', 3);
      if (now() - Number(sealedAt) > MAX_AGE_MS) return undefined;
      const body = text.slice(boardId.length + version.length + sealedAt.length + 3);
      return { boardId, version: Number(version), body };
    },
  };
}
