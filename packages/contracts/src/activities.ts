import { z } from 'zod';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITY_TYPES,
  ACTIVITY_FILTER_TYPES,
} from './activity-types.js';
import { DEFAULT_ACTIVITIES_PAGE, MAX_ACTIVITIES_PAGE } from './limits.js';

/** What the row recorded when it happened, so the history survives the deletion of its object. */
export const activityMetadataSchema = z.object({
  name: z.string().nullable().optional(),
  fromList: z.string().nullable().optional(),
  toList: z.string().nullable().optional(),
  oldRole: z.string().nullable().optional(),
  newRole: z.string().nullable().optional(),
  listName: z.string().nullable().optional(),
  /**
   * What a workspace update changed: 'theme', 'name', 'description', 'region', or a day off of its
   * own added or removed ('holiday_added', 'holiday_removed').
   */
  field: z.string().nullable().optional(),
  /** The theme a workspace update chose. */
  theme: z.string().nullable().optional(),
  /** A card update that set (ISO-8601) or cleared (null) the due date. */
  dueDate: z.string().nullable().optional(),
  /** A card update that marked the due date met (true) or not (false). */
  dueComplete: z.boolean().nullable().optional(),
  /** The region a workspace update chose ('BR-SP'). */
  region: z.string().nullable().optional(),
  /** The day off added or removed ('2026-01-20') and its name. */
  date: z.string().nullable().optional(),
  holiday: z.string().nullable().optional(),
  /** A label's or checklist's change: the card it is on, and a label's colour. */
  card: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  /** A checklist item's change: its text, and the checklist's title. */
  item: z.string().nullable().optional(),
  checklist: z.string().nullable().optional(),
  /** An import: the tool the board came from ('Trello'). */
  source: z.string().nullable().optional(),
});
export type ActivityMetadata = z.infer<typeof activityMetadataSchema>;

export const activitySchema = z.object({
  id: z.uuid(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.enum(ACTIVITY_ENTITY_TYPES),
  /** null once the author's account is gone. */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
  metadata: activityMetadataSchema,
});
export type Activity = z.infer<typeof activitySchema>;

const pageSizeMessage = `O limite deve ser um número entre 1 e ${MAX_ACTIVITIES_PAGE}`;

export const activitiesQuerySchema = z.object({
  entityType: z.enum(ACTIVITY_FILTER_TYPES, { error: 'Tipo de atividade inválido' }).optional(),
  limit: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(MAX_ACTIVITIES_PAGE, pageSizeMessage)
    .default(DEFAULT_ACTIVITIES_PAGE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z
    .string({ error: 'Cursor inválido' })
    .min(1, 'Cursor inválido')
    .max(200, 'Cursor inválido')
    .optional(),
});
export type ActivitiesQuery = z.input<typeof activitiesQuerySchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const activitiesResponseSchema = z.object({
  activities: z.array(activitySchema),
  nextCursor: z.string().nullable(),
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
