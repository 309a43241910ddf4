import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { childLoggerFactory, loggerOptions } from './logger.js';
import type { Database } from './platform/db/client.js';
import { trackSpareConnections } from './platform/http/spare-connections.js';
import { createMailer } from './modules/mail/mail.service.js';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import { purgeJobs, purgeJobsHandler } from './platform/jobs/purge-jobs.job.js';
import { createJobRunner, type JobRunner } from './platform/jobs/runner.js';
import {
  devOutboxTransport,
  smtpTransport,
  type MailTransport,
} from './adapters/mail/transport.js';
import { createAccessMemory } from './platform/realtime/access-memory.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { createActivitiesService } from './modules/activities/activities.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createBoardCache } from './modules/boards/board-cache.js';
import { createBoardChangesCache } from './modules/boards/board-changes.js';
import {
  purgeBoardChanges,
  purgeBoardChangesHandler,
} from './modules/boards/jobs/purge-board-changes.job.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { archiveRoutes } from './modules/archive/archive.routes.js';
import { createArchiveService } from './modules/archive/archive.service.js';
import { boardsRoutes } from './modules/boards/boards.routes.js';
import { createBoardsService } from './modules/boards/boards.service.js';
import { BOARD_ROUTE, earlyBoardRevalidation } from './modules/boards/early-board-revalidation.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { createCalendarService } from './modules/calendar/calendar.service.js';
import { cardsRoutes, listCardsRoutes } from './modules/cards/cards.routes.js';
import { checklistsRoutes } from './modules/checklists/checklists.routes.js';
import { createChecklistsService } from './modules/checklists/checklists.service.js';
import { labelsRoutes } from './modules/labels/labels.routes.js';
import { createLabelsService } from './modules/labels/labels.service.js';
import { createCardsService } from './modules/cards/cards.service.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { createCommentsService } from './modules/comments/comments.service.js';
import { createChangeHub } from './platform/realtime/change-hub.js';
import { listenForChanges } from './platform/realtime/listen-for-changes.js';
import { stepSeal } from './platform/realtime/sealed-steps.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createEventsService } from './modules/events/events.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { createExportsService } from './modules/exports/exports.service.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { createImportsService } from './modules/imports/imports.service.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { createInvitesService } from './modules/invites/invites.service.js';
import { listsRoutes } from './modules/lists/lists.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { createMembersService } from './modules/members/members.service.js';
import { createListsService } from './modules/lists/lists.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createAttempts } from './modules/payments/attempts.js';
import {
  purgeGatewayEvents,
  purgeGatewayEventsHandler,
} from './modules/payments/jobs/purge-gateway-events.job.js';
import { registerPixInvoices } from './modules/payments/pix-invoices.js';
import { registerRenewals } from './modules/payments/renewals.js';
import { sandboxRoutes } from './modules/payments/sandbox.routes.js';
import { createWebhooks } from './modules/payments/webhooks.js';
import { webhooksRoutes } from './modules/payments/webhooks.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { pagarmeGateway } from './adapters/payment-gateways/pagarme-gateway.js';
import type { PaymentGateway } from './adapters/payment-gateways/payment-gateway.js';
import { sandboxGateway } from './adapters/payment-gateways/sandbox-gateway.js';
import { viaCepLookup } from './adapters/postal-codes/postal-codes.js';
import { mailLinks } from './modules/notifications/mail-links.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createNotifier } from './modules/notifications/notifier.js';
import { unsubscribeLinks } from './modules/notifications/unsubscribe-links.js';
import { createPresenceService } from './modules/presence/presence.service.js';
import { presenceRoutes } from './modules/presence/presence.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.js';
import { createWorkspacesService } from './modules/workspaces/workspaces.service.js';
import { createAccessTokens } from './platform/session/access-tokens.js';
import authPlugin, { knownCaller } from './platform/session/authenticate.js';
import cacheControlPlugin from './platform/http/cache-control.js';
import errorsPlugin from './platform/http/errors.js';
import etagPlugin from './platform/http/etag.js';
import jsonBodyPlugin from './platform/http/json-body.js';
import { COMPRESS_MIN_BYTES } from './platform/http/compress-threshold.js';
import metricsPlugin from './platform/http/metrics.js';
import { answerEarly } from './platform/http/early-answer.js';
import rateLimitsPlugin from './platform/http/rate-limits.js';
import securityHeadersPlugin from './platform/http/security-headers.js';
import spaPlugin from './platform/http/spa.js';
import {
  developmentVerifier,
  turnstileVerifier,
  type HumanVerifier,
} from './adapters/human-verification/human-verifier.js';

export interface AppDeps {
  config: Config & { jwtSecret: string };
  database: Database;
  /** Overrides for tests; by default built from the config. */
  mailTransport?: MailTransport;
  verifier?: HumanVerifier;
  logger?: FastifyServerOptions['logger'];
  /** Overrides the configured payment gateway (tests shorten its timeout). */
  paymentGateway?: PaymentGateway;
  /** How often an idle event stream sends a heartbeat; tests shorten it. */
  eventHeartbeatMs?: number;
  /** What time the jobs think it is; tests move it. */
  clock?: Clock;
}

const EVENT_HEARTBEAT_MS = 15_000;

const BODY_LIMIT_BYTES = 64 * 1024;

function gatewayFor({ gateway, apiKey, baseUrl }: Config['payments']): PaymentGateway {
  if (gateway === 'sandbox') return sandboxGateway();
  // loadConfig refuses pagarme without a key; this guards a config built another way.
  if (!apiKey) throw new Error('PAGARME_API_KEY is required with PAYMENT_GATEWAY=pagarme');
  return pagarmeGateway({ apiKey, baseUrl });
}

export async function buildApp({
  config,
  database,
  mailTransport,
  verifier,
  logger,
  eventHeartbeatMs = EVENT_HEARTBEAT_MS,
  paymentGateway,
  clock = systemClock,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    childLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // First of the closing hooks: from then on, Fastify answers everything (503 while it closes).
  let stopAnsweringEarly = () => {};
  app.addHook('preClose', (done) => {
    stopAnsweringEarly();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const transport =
    mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : devOutboxTransport(config.dataDir, app.log));
  // Every module registers its jobs before the app is ready, when the runner starts.
  const jobs = createJobRunner({
    db,
    clock,
    log: app.log,
    onRun: (kind, outcome, seconds) => app.metrics.observeJobRun(kind, outcome, seconds),
  });
  jobs.register(purgeJobs, purgeJobsHandler({ db, clock, log: app.log }));
  const mail = createMailer({ db, transport, clock, log: app.log, jobs });
  const unsubscribe = unsubscribeLinks(config.jwtSecret);
  const notifier = createNotifier({
    clock,
    jobs,
    links: mailLinks(config.publicUrl, unsubscribe),
  });
  const gateway = paymentGateway ?? gatewayFor(config.payments);
  const attempts = createAttempts({
    db,
    clock,
    mail,
    gatewayName: gateway.name,
    receiptUrl: (paymentId) =>
      `${config.publicUrl}/billing/recibos/${encodeURIComponent(paymentId)}`,
  });
  const billingUrl = `${config.publicUrl}/billing`;
  const paymentJobs = { db, clock, jobs, gateway, attempts, mail, billingUrl, log: app.log };
  const renewals = registerRenewals(paymentJobs);
  registerPixInvoices(paymentJobs);
  jobs.register(purgeGatewayEvents, purgeGatewayEventsHandler({ db, clock, log: app.log }));
  jobs.register(purgeBoardChanges, purgeBoardChangesHandler({ db, clock, log: app.log }));
  const accessTokens = createAccessTokens(config.jwtSecret);
  const humanVerifier =
    verifier ??
    (config.turnstile.secretKey
      ? turnstileVerifier(config.turnstile.secretKey, config.turnstile.verifyUrl)
      : developmentVerifier());
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  // A run in flight settles first; then nothing is left to send through the transport.
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES });
  await app.register(rateLimitsPlugin, { enabled: config.rateLimits, db });
  // What a revalidation may be answered from without the database; kept only while listening.
  const memory = createAccessMemory();
  await app.register(authPlugin, { tokens: accessTokens, db, memory });
  // The changes this instance hears, fanned out to its event streams; it listens once the
  // metrics can record the lag.
  const changes = createChangeHub({
    onDelivered: (lagMs) => app.metrics.observeNotifyLag(lagMs),
  });
  await app.register(metricsPlugin, {
    ...config.metrics,
    poolStats: database.poolStats,
    openStreams: () => changes.size,
    jobCounts: () => jobs.counts(),
  });
  const closeSpareConnections = trackSpareConnections(app.server);
  // Boards as served, and the steps between their versions: this instance's, and those the others
  // publish (decision 0055). Emptied when the database is lost: it may come back without its
  // newest versions, and give their numbers to other content.
  const boardCache = createBoardCache();
  const changesCache = createBoardChangesCache();
  const listening = await listenForChanges(database, memory, changes, {
    log: app.log,
    onLost: () => {
      boardCache.clear();
      changesCache.clear();
    },
    onReconnected: () => app.metrics.countListenReconnect(),
    seal: stepSeal(config.jwtSecret),
    onStep: ({ boardId, version, body }) => changesCache.offer(boardId, version - 1, version, body),
  });
  // Streams first, so `close()` is not left waiting on them and clients move to another instance;
  // then connections that never sent a request, which Node would wait for until their timeout.
  app.addHook('preClose', async () => {
    changes.closeAll();
    closeSpareConnections();
  });
  app.addHook('onClose', listening.stop);

  await app.register(etagPlugin);
  await app.register(cacheControlPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Quadro API',
        version: '1.0.0',
        description: 'API do Quadro (quadro kanban).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basic: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(spaPlugin, { distDir: config.webDistDir });

  const auth = createAuthService({
    db,
    accessTokens,
    verifier: humanVerifier,
    mail,
    publicUrl: config.publicUrl,
    memory,
  });
  await app.register(systemRoutes, {
    system: createSystemService({ db, config, isListening: listening.isListening }),
  });
  await app.register(authRoutes, { prefix: '/v1/auth', auth });
  await app.register(workspacesRoutes, {
    prefix: '/v1',
    workspaces: createWorkspacesService({ db, memory }),
  });
  await app.register(importsRoutes, { prefix: '/v1', imports: createImportsService({ db }) });
  await app.register(exportsRoutes, {
    prefix: '/v1/boards',
    exports: createExportsService({ db }),
  });
  await app.register(accountRoutes, {
    prefix: '/v1/users',
    account: createAccountService({ db, memory, mail, publicUrl: config.publicUrl }),
  });
  await app.register(calendarRoutes, {
    prefix: '/v1/workspaces',
    calendar: createCalendarService({ db }),
  });
  const boards = createBoardsService({
    db,
    cache: boardCache,
    changesCache,
    memory,
    publishStep: listening.publishStep,
  });
  await app.register(boardsRoutes, { prefix: '/v1/boards', boards });
  if (!app.hasRoute({ method: 'GET', url: BOARD_ROUTE }))
    throw new Error(`the early revalidation answers for ${BOARD_ROUTE}, which is not a route`);
  stopAnsweringEarly = answerEarly(
    app.server,
    earlyBoardRevalidation({
      caller: knownCaller(accessTokens, memory),
      boards,
      // Fastify logs every request at `info`.
      logsRequests: () => ['info', 'debug', 'trace'].includes(app.log.level),
      answered: app.metrics.responses('GET', BOARD_ROUTE, 304),
    }),
    app.log,
  );
  await app.register(archiveRoutes, {
    prefix: '/v1/boards',
    archive: createArchiveService({ db }),
  });
  await app.register(searchRoutes, { prefix: '/v1/search', search: createSearchService({ db }) });
  await app.register(eventsRoutes, {
    prefix: '/v1/boards',
    events: createEventsService({ db }),
    hub: changes,
    heartbeatMs: eventHeartbeatMs,
  });
  await app.register(invitesRoutes, {
    prefix: '/v1/workspaces',
    invites: createInvitesService({ db, mail, publicUrl: config.publicUrl }),
  });
  await app.register(membersRoutes, {
    prefix: '/v1/workspaces',
    members: createMembersService({ db, memory, mail, publicUrl: config.publicUrl }),
  });
  await app.register(listsRoutes, {
    prefix: '/v1/lists',
    lists: createListsService({ db, memory }),
  });
  const cardsService = createCardsService({
    db,
    memory,
    notifier,
    wroteAtOnce: boards.cardWrittenAtOnce,
  });
  await app.register(cardsRoutes, {
    prefix: '/v1/cards',
    cards: cardsService,
  });
  await app.register(listCardsRoutes, { prefix: '/v1/lists', cards: cardsService });
  await app.register(labelsRoutes, {
    prefix: '/v1',
    labels: createLabelsService({ db, memory }),
  });
  await app.register(checklistsRoutes, {
    prefix: '/v1',
    checklists: createChecklistsService({ db, memory, notifier }),
  });
  await app.register(activitiesRoutes, {
    prefix: '/v1',
    activities: createActivitiesService({ db }),
  });
  await app.register(presenceRoutes, {
    prefix: '/v1/users',
    presence: createPresenceService({ db, jobs }),
  });
  await app.register(commentsRoutes, {
    prefix: '/v1/comments',
    comments: createCommentsService({ db, notifier }),
  });
  await app.register(notificationsRoutes, {
    prefix: '/v1',
    notifications: createNotificationsService({ db, clock, unsubscribe }),
  });

  const payments = createPaymentsService({
    db,
    clock,
    gateway,
    attempts,
    postalCodes: viaCepLookup({ baseUrl: config.payments.postalCodeUrl }),
  });
  await app.register(paymentsRoutes, { prefix: '/v1/payments', payments });
  await app.register(webhooksRoutes, {
    prefix: '/v1/payments/webhooks',
    webhooks: createWebhooks({
      db,
      gateway,
      attempts,
      mail,
      credentials: config.payments.webhook,
      billingUrl,
    }),
  });
  if (gateway.name === 'sandbox')
    await app.register(sandboxRoutes, { prefix: '/v1/payments/sandbox', payments, renewals });

  app.setNotFoundHandler((request, reply) => {
    if (app.sendSpa(request, reply)) return reply;
    return reply.code(404).send({
      error: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs this instance runs. */
    jobs: JobRunner;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
