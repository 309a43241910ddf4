import type { Activity, ActivityMetadata } from '@quadro/contracts';
import type { ActivityKey, ActivityRow } from './activities.repository.js';

const METADATA_KEYS = [
  'name',
  'fromList',
  'toList',
  'oldRole',
  'newRole',
  'listName',
  'field',
  'theme',
  'region',
  'date',
  'holiday',
  'card',
  'color',
  'item',
  'checklist',
] as const;

/** The keys of spec §3 as stored; anything else a row recorded stays on the server. */
function presentMetadata(stored: Record<string, string | null>): ActivityMetadata {
  const metadata: ActivityMetadata = {};
  for (const key of METADATA_KEYS) if (key in stored) metadata[key] = stored[key] ?? null;
  return metadata;
}

export function presentActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    userName: row.userName,
    userEmail: row.userEmail,
    createdAt: row.createdAt.toISOString(),
    metadata: presentMetadata(row.metadata),
  };
}

const KEY =
  /^((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The opaque `nextCursor`: the last row's key, which the next page starts strictly after. */
export function encodeCursor(key: ActivityKey): string {
  return Buffer.from(`${key.createdAt}|${key.id}`).toString('base64url');
}

/** The key behind a cursor, or null when it is not one this API made (nothing reaches SQL then). */
export function decodeCursor(cursor: string): ActivityKey | null {
  if (!BASE64URL.test(cursor)) return null;
  const match = KEY.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const [, createdAt = '', seconds = '', id = ''] = match;
  // Impossible dates (2024-02-31) roll over in JS but make the database fail: refuse them here.
  const time = Date.parse(`${seconds}Z`);
  if (!(time >= 0) || new Date(time).toISOString().slice(0, 19) !== seconds) return null;
  return { createdAt, id };
}
