/**
 * The database's tables, one file per family; `drizzle.config.ts` reads them from here, and every
 * import of the schema goes through this file. A table references another family's table by
 * importing it from that family's file, never from this one.
 */
export * from './users.js';
export * from './auth.js';
export * from './rate-limits.js';
export * from './outbox.js';
export * from './jobs.js';
export * from './workspaces.js';
export * from './boards.js';
export * from './activities.js';
export * from './payments.js';
export * from './notifications.js';
export * from './labels.js';
export * from './checklists.js';
export * from './search.js';
export * from './board-changes.js';
