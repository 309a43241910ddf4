/*
 * A module here either defines zod schemas (and the types inferred from them) or holds what is
 * read without validating anything: limits, labels, the permission table, error codes, plain
 * functions. The web's screens read the latter, and a schema beside them would bring zod along:
 * a schema is a call, which the bundler keeps even when only a constant is imported.
 */
export * from './activities.js';
export * from './activity-types.js';
export * from './archive.js';
export * from './search.js';
export * from './imports.js';
export * from './board-export.js';
export * from './account-data.js';
export * from './auth.js';
export * from './config.js';
export * from './errors.js';
export * from './error-response.js';
export * from './limits.js';
export * from './password-rules.js';
export * from './permissions.js';
export * from './presence.js';
export * from './presence-requests.js';
export * from './board-template.js';
export * from './boards.js';
export * from './board-changes.js';
export * from './board-version.js';
export * from './apply-board-changes.js';
export * from './cards.js';
export * from './checklists.js';
export * from './labels.js';
export * from './label-colors.js';
export * from './comments.js';
export * from './fields.js';
export * from './invites.js';
export * from './invite-roles.js';
export * from './lists.js';
export * from './workspaces.js';
export * from './text.js';
export * from './themes.js';
export * from './avatars.js';
export * from './billing.js';
export * from './plan.js';
export * from './billing-fields.js';
export * from './payment-history.js';
export * from './webhooks.js';
export * from './calendar/local-dates.js';
export * from './calendar/business-days.js';
export * from './calendar/zoned-time.js';
export * from './calendar/regions.js';
export * from './calendar/holidays.js';
export * from './notification-kinds.js';
export * from './notifications.js';
