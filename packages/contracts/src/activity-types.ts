export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  'invite',
  'join',
  'comment',
  'edit_comment',
  'delete_comment',
] as const;
export const ACTIVITY_ENTITY_TYPES = ['workspace', 'board', 'list', 'card', 'member'] as const;
/** What the activity panel filters by (spec §3). */
export const ACTIVITY_FILTER_TYPES = ['card', 'list', 'member', 'board'] as const;
export type ActivityFilterType = (typeof ACTIVITY_FILTER_TYPES)[number];
