import { z } from 'zod';
import { isTimeZone } from './calendar/zoned-time.js';
import { id, pageQuerySchema } from './fields.js';
import { MAX_NOTIFICATIONS_PAGE, MAX_NOTIFICATIONS_READ } from './limits.js';
import {
  NOTIFICATION_KINDS,
  type EmailCategory,
  type InAppCategory,
} from './notification-kinds.js';

export const notificationActorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

/** One line of the bell: who did what to which card (or item); `actor` is null for reminders. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  actor: notificationActorSchema.nullable(),
  card: z.object({ id: z.uuid(), title: z.string(), boardId: z.uuid() }),
  /** The card's checklist item it is about (its date, its assignee), or null for the card. */
  item: z.object({ id: z.uuid(), text: z.string() }).nullable(),
  workspaceId: z.uuid(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first; `nextCursor` is null when nothing older is left. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.uuid().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const listNotificationsQuerySchema = pageQuerySchema(MAX_NOTIFICATIONS_PAGE);
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

const READ_MESSAGE = 'Informe as notificações (ids) ou todas (all: true)';

/** Marks some notifications read, or all of them. */
export const readNotificationsRequestSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(id('Identificador inválido'), { error: READ_MESSAGE })
        .min(1, READ_MESSAGE)
        .max(MAX_NOTIFICATIONS_READ, `Marque no máximo ${MAX_NOTIFICATIONS_READ} de cada vez`),
    }),
    z.strictObject({ all: z.literal(true, { error: READ_MESSAGE }) }),
  ],
  { error: READ_MESSAGE },
);
export type ReadNotificationsRequest = z.input<typeof readNotificationsRequestSchema>;

export const readNotificationsResponseSchema = z.object({ unreadCount: z.number().int() });
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponseSchema>;

const flag = z.boolean({ error: 'Use verdadeiro ou falso' });

export const timeZoneSchema = z
  .string({ error: 'Fuso horário inválido' })
  .max(64, 'Fuso horário inválido')
  .refine(isTimeZone, 'Fuso horário inválido: use um nome IANA, como America/Sao_Paulo');

const emailPreferences = z.object({
  dueReminders: flag,
  assigned: flag,
  comments: flag,
  mentions: flag,
  digest: flag,
} satisfies Record<EmailCategory, unknown>);
const inAppPreferences = z.object({
  dueReminders: flag,
  assigned: flag,
  comments: flag,
  mentions: flag,
} satisfies Record<InAppCategory, unknown>);

export const notificationPreferencesSchema = z.object({
  timeZone: z.string(),
  email: emailPreferences,
  inApp: inAppPreferences,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Any part may be left out; what is sent replaces what was there. */
export const updateNotificationPreferencesRequestSchema = z.strictObject({
  timeZone: timeZoneSchema.optional(),
  email: emailPreferences.partial().strict().optional(),
  inApp: inAppPreferences.partial().strict().optional(),
});
export type UpdateNotificationPreferencesRequest = z.input<
  typeof updateNotificationPreferencesRequestSchema
>;

/** The signed token of an e-mail's unsubscribe link. */
export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: 'Link de cancelamento inválido' })
    .min(1, 'Link de cancelamento inválido')
    .max(512, 'Link de cancelamento inválido'),
});
export const unsubscribeResponseSchema = z.object({
  category: z.enum(['dueReminders', 'assigned', 'comments', 'mentions', 'digest']),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const followResponseSchema = z.object({ following: z.boolean() });
export type FollowResponse = z.infer<typeof followResponseSchema>;
