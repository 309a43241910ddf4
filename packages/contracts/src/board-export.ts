import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from './activity-types.js';
import { LABEL_COLORS } from './label-colors.js';

/**
 * A board as `GET /v1/boards/:id/export?format=json` writes it and
 * `POST /v1/workspaces/:id/imports/quadro` reads it back (docs/export-format.md). Every object
 * keeps its id, so an activity entry or a card's label names what it is about; times are ISO 8601
 * in UTC; archived things carry `archivedAt`.
 */
export const BOARD_EXPORT_FORMAT = 'quadro-board';
export const BOARD_EXPORT_VERSION = 1;

const instant = z.iso.datetime({ offset: true });
/**
 * Someone the board names (an assignee, an author) when it was exported; the e-mail only of the
 * workspace's members then, as its members panel shows it to them.
 */
const person = z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() });

export const exportedChecklistItemSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  done: z.boolean(),
  assignee: person.nullable(),
  dueDate: instant.nullable(),
});

export const exportedCommentSchema = z.object({
  id: z.uuid(),
  /** Null once the author's account is gone ('Usuário removido'). */
  author: person.nullable(),
  content: z.string(),
  createdAt: instant,
  updatedAt: instant,
});

export const exportedCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** The board's labels it carries, in the board's order. */
  labelIds: z.array(z.uuid()),
  assignee: person.nullable(),
  dueDate: instant.nullable(),
  dueComplete: z.boolean(),
  archivedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  checklists: z.array(
    z.object({ id: z.uuid(), title: z.string(), items: z.array(exportedChecklistItemSchema) }),
  ),
  /** Oldest first. */
  comments: z.array(exportedCommentSchema),
});

export const exportedListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string(),
  archivedAt: instant.nullable(),
  /** In the list's order. */
  cards: z.array(exportedCardSchema),
});

export const exportedActivitySchema = z.object({
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.enum(ACTIVITY_ENTITY_TYPES),
  entityId: z.uuid(),
  author: person.nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: instant,
});

export const boardExportSchema = z.object({
  format: z.literal(BOARD_EXPORT_FORMAT),
  version: z.literal(BOARD_EXPORT_VERSION),
  exportedAt: instant,
  board: z.object({
    id: z.uuid(),
    name: z.string(),
    color: z.string(),
    archivedAt: instant.nullable(),
    createdAt: instant,
  }),
  labels: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.enum(LABEL_COLORS) })),
  /** In the board's order, archived ones where they stood. */
  lists: z.array(exportedListSchema),
  /** What happened on the board, oldest first. */
  activity: z.array(exportedActivitySchema),
});
export type BoardExport = z.infer<typeof boardExportSchema>;
export type ExportedCard = z.infer<typeof exportedCardSchema>;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const boardExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Formato inválido: use json ou csv' }).default('json'),
});
