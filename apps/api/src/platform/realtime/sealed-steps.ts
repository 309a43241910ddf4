import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The step from the version before a one-card write, serialised, as its instance left it. */
export interface BoardStep {
  boardId: string;
  version: number;
  body: string;
}

const PREFIX = 'step:';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (a sealed one is ASCII). */
const MAX_NOTIFY_BYTES = 7_999;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type StepSeal = ReturnType<typeof stepSeal>;

/**
 * Steps sealed for the changes channel (decision 0055), with AES-256-GCM under a key of their own
 * made from the app's secret: any login to the database may LISTEN and NOTIFY there, and a step
 * holds card text. What such a login reads is noise; what it forges does not open.
 */
export function stepSeal(secret: string) {
  const key = createHmac('sha256', secret).update('quadro:board-steps').digest();
  return {
    /** The payload to NOTIFY; undefined when it would be too big for one. */
    seal({ boardId, version, body }: BoardStep): string | undefined {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([
        cipher.update(`${boardId} ${version} ${body}`),
        cipher.final(),
      ]);
      const payload = PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
      return payload.length <= MAX_NOTIFY_BYTES ? payload : undefined;
    },

    isStep: (payload: string) => payload.startsWith(PREFIX),

    /** A sealed step's content; undefined unless this key sealed it. */
    open(payload: string): BoardStep | undefined {
      const bytes = Buffer.from(payload.slice(PREFIX.length), 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      let text: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        text = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES), undefined, 'utf8');
        text += decipher.final('utf8');
      } catch {
        return undefined;
      }
      const [boardId = '', version = ''] = text.split(' ', 2);
      const body = text.slice(boardId.length + version.length + 2);
      const number = Number(version);
      if (!UUID.test(boardId) || !Number.isSafeInteger(number) || number < 1) return undefined;
      return { boardId, version: number, body };
    },
  };
}
