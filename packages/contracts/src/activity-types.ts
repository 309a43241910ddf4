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
  /** A label put on a card, or taken off it (entity: the label). */
  'add_to_card',
  'remove_from_card',
  /** A checklist's items (entity: the checklist). */
  'add_item',
  'update_item',
  'delete_item',
  'complete_item',
  'reopen_item',
  /** A card, list or board archived ('arquivou') or restored ('restaurou'). */
  'archive',
  'restore',
  /** A board made from another tool's export ('importou o quadro do Trello'): one entry. */
  'import',
] as const;
export const ACTIVITY_ENTITY_TYPES = [
  'workspace',
  'board',
  'list',
  'card',
  'member',
  'label',
  'checklist',
] as const;
/** What the activity panel filters by (spec §3). */
export const ACTIVITY_FILTER_TYPES = [
  'card',
  'list',
  'member',
  'board',
  'label',
  'checklist',
  /** Archived and restored cards, lists and boards, whatever their type. */
  'archive',
] as const;
export type ActivityFilterType = (typeof ACTIVITY_FILTER_TYPES)[number];
