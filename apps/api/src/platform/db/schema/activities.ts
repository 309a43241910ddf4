import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from '@quadro/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    entityType: text('entity_type', { enum: ACTIVITY_ENTITY_TYPES }).notNull(),
    entityId: uuid('entity_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_workspace_idx').on(t.workspaceId, t.createdAt),
    index('activities_workspace_type_idx').on(t.workspaceId, t.entityType, t.createdAt),
  ],
);
