import type { Activity, ActivityMetadata } from '@quadro/contracts';
import type { ActivityRow } from './activities.repository.js';

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
