import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    avatarUrl: text('avatar_url'),
    /** Presence: the last ping, and whether the last word from the user was "online". */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    online: boolean('online').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/**
 * One row per login: the family of its refresh tokens. Access tokens carry its id (`sid`), so
 * revoking it ends the access tokens of that login too, not only its refresh tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens rotate on every use; a spent one presented again revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Consecutive failed logins per e-mail (its SHA-256, so guessed addresses are not kept, whether or
 * not an account has it) and client IP: they lock that e-mail for that IP only. Counted before the
 * password is checked, so parallel guesses count too.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    emailHash: text('email_hash').notNull(),
    /** The client's IPv4 address, or its IPv6 /64 network (one subscriber holds a whole /64). */
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.emailHash, t.ip] })],
);

/**
 * Failed logins of an e-mail summed over every IP, in a window of a day from its first failure:
 * past the cap, only a trusted device or a password reset gets in.
 */
export const loginAccountFailures = pgTable('login_account_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers that signed in to an account, by the SHA-256 of the device token they keep (one token
 * per browser, shared by the accounts that signed in there). `failures` counts consecutive failed
 * logins presenting it, so a stolen token buys only a few guesses past the account's cap.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);

/** Request rate-limit counters, shared by every instance (platform/http/rate-limits.ts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expiry_idx').on(t.expiresAt)],
);

/** Single-use tokens sent by e-mail (verification 24 h, password reset 1 h), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Outgoing e-mail, written in the transaction of its cause and delivered with retries. A `message`
 * carries its content; a `password_reset` is composed when delivered, and only if the address has
 * an account. The body is emptied once the message is sent or given up, so no link stays at rest.
 */
/**
 * E-mail written in the transaction of its cause; a `deliver-mail` job, written beside it, sends it.
 * Once sent or given up, the body (and the link in it) is dropped: recipient, subject and times stay.
 */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['message', 'password_reset'] })
    .notNull()
    .default('message'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Work for later (platform/jobs). A queued job runs from `run_at` (null: at once); a running one is
 * leased until `locked_until`, after which any instance may take it again. `(kind, key)` is
 * unique over every row kept, finished or not: a natural key names one occurrence of the work.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_open_idx')
      .on(t.state, t.runAt)
      .where(sql`${t.state} <> 'done'`),
  ],
);

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  theme: text('theme').notNull().default('default'),
  ...timestamps,
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member', 'read_only'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
    // Exactly one owner per workspace.
    uniqueIndex('workspace_members_one_owner')
      .on(t.workspaceId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Bumped in the transaction of every change the board's response shows; the ETag. */
    version: integer('version').notNull().default(1),
    /** The board's cards, counted by the triggers of migration 0008: the card cap's check. */
    cardCount: integer('card_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('boards_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * `sortKey` is a sparse order key (spread-out numbers, midpoint insert, re-spaced when gaps run
 * out), so a move writes one row; the API exposes the dense 0-based index instead.
 */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    sortKey: doublePrecision('sort_key').notNull(),
    /** Counts the changes to the list's cards (triggers of migration 0007): its JSON's key. */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [index('lists_board_order_idx').on(t.boardId, t.sortKey)],
);

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** Denormalised from the list so a board loads its cards in one indexed query. */
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sortKey: doublePrecision('sort_key').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('cards_list_order_idx').on(t.listId, t.sortKey),
    index('cards_board_idx').on(t.boardId),
    index('cards_assignee_idx').on(t.assigneeId),
  ],
);

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

/**
 * An invitation by e-mail. The token is kept as sent: the invitee's pending-invites list shows it
 * again, and it is only good for a signed-in user whose e-mail is the invited one.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'read_only'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_unique').on(t.token),
    // One pending invite per address and workspace: inviting again replaces it.
    uniqueIndex('invites_pending_unique')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    index('invites_email_idx').on(t.email),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('comments_card_idx').on(t.cardId, t.createdAt)],
);

/**
 * A user's paid plan: one row per user, written when a payment is approved. The status the API
 * answers is computed from it and the clock (payments.service.ts): a period still running counts,
 * canceled or not. Only the card's brand and last four digits are ever kept.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['MONTHLY'] }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  gateway: text('gateway').notNull(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  ...timestamps,
});

/**
 * Every checkout attempt, written `pending` before the gateway is called and settled `paid` or
 * `declined` after. One whose fate is unknown (the gateway timed out or failed, or is still
 * analysing it) stays pending, and the next attempt resumes it under the same id, the gateway's
 * idempotency key, so it cannot be charged twice. A second attempt for the same period cannot be
 * pending or paid beside the first (the partial unique index).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key'),
    /** The user's nth paid period this attempt pays for. */
    periodNumber: integer('period_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'declined'] }).notNull(),
    /** While set and ahead, a request is talking to the gateway about this attempt. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    failureMessage: text('failure_message'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_one_per_period')
      .on(t.userId, t.periodNumber)
      .where(sql`${t.status} in ('pending', 'paid')`),
  ],
);
