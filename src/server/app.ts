import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import './i18n';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSignedLinks, type SignedLinks } from './signed-links/signed-links';
import type { AppDeps, AppInput } from './deps';
import { body, registerErrorHandler } from './http/error-handler';
import { HttpError, rateLimitSpent } from './http/errors';
import { em } from './http/error-messages';
import { localizeMessage } from '../shared/i18n/keyed-messages';
import { requestLocale } from './i18n';
import { pgRateLimitStore } from './http/pg-rate-limit-store';
import { isForeignWrite } from './http/request-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerDrain, type Drain } from './http/drain';
import { limitConnectionsPerIp } from './http/connection-limit';
import { createBackgroundTasks } from './http/background-tasks';
import { healthRoutes } from './health/health.routes';
import { registerSpa } from './spa/spa';
import { authSecret, createAuth, type Auth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { accountRoutes } from './auth/account.routes';
import { sendSessionCookies } from './auth/session';
import { profilesRoutes } from './profiles/profiles.routes';
import { availabilityRoutes } from './profiles/availability.routes';
import { credentialsRoutes } from './profiles/credentials.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { applicantTeamRoutes } from './applications/applicant-team.routes';
import { dashboardsRoutes } from './dashboards/dashboards.routes';
import { matchingRoutes } from './matching/matching.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { accessRequestsRoutes } from './access-requests/access-requests.routes';
import { adminRoutes } from './admin/admin.routes';
import { auditRoutes } from './audit/audit.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { jobSearchRoutes } from './job-search/job-search.routes';
import { uploadsRoutes } from './storage/uploads.routes';
import { attachmentsRoutes } from './attachments/attachments.routes';
import { seoRoutes } from './seo/seo.routes';
import { operatorRoutes } from './operator/operator.routes';
import { reportsRoutes } from './reports/reports.routes';
import { conversationsRoutes } from './conversations/conversations.routes';
import { savedRoutes } from './saved/saved.routes';
import { organisationsRoutes } from './organisations/organisations.routes';
import { engagementsRoutes } from './engagements/engagements.routes';
import { usersRoutes } from './users/users.routes';
import { jobExpiryRoutes } from './jobs/job-expiry.routes';
import { feedsRoutes } from './feeds/feeds.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { exchangeRatesRoutes } from './exchange-rates/exchange-rates.routes';
import { cookieConsentRoutes } from './cookie-consent/cookie-consent.routes';
import { calendarRoutes } from './engagements/calendar.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { followUpsRoutes } from './follow-ups/follow-ups.routes';
import { referencesRoutes } from './references/references.routes';
import { declinesRoutes } from './declines/declines.routes';
import { createMetrics } from './metrics/metrics';
import { registerHttpMetrics } from './metrics/http-metrics';
import { insightsRoutes, registerInsightCounting } from './insights/insights.routes';

export type { AppDeps, AppInput } from './deps';

export interface RouteInfo {
  method: string;
  url: string;
  /** The status codes the route's response schema covers ([] without one). */
  responseSchemas: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    auth: Auth;
    /** Signs and checks the links mail carries (signed-links/signed-links.ts). */
    signedLinks: SignedLinks;
    /** Every route the app registered, e.g. for the access-control matrix and response-schema tests. */
    routeList: RouteInfo[];
    /** Requests in flight, for a graceful shutdown (main.ts). */
    drain: Drain;
  }
  interface FastifyContextConfig {
    /** A write any site may send, without cookies (one-click unsubscribe): exempt from the origin check. */
    anyOrigin?: boolean;
  }
}

const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
const BODY_LIMIT = 1024 * 1024;
/** Methods that only read: neither rate limited nor origin checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(input: AppInput): Promise<FastifyInstance> {
  const lifecycle = input.lifecycle ?? { state: 'ready' };
  const app = Fastify({
    ...(input.logger
      ? { loggerInstance: input.logger }
      : { logger: input.logger === false ? false : { level: input.config.LOG_LEVEL } }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: input.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    // Node checks the headers and request timeouts only every connectionsCheckingInterval (30 s by
    // default), so a slow client was held up to that much longer than configured. A response under way
    // (a live event stream) is not a request being received: these timeouts never end it.
    http: {
      headersTimeout: input.config.HEADERS_TIMEOUT_MS,
      requestTimeout: input.config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.floor(input.config.HEADERS_TIMEOUT_MS / 4)),
      ),
    },
    trustProxy: input.config.TRUST_PROXY,
    // A request that reaches the server while it closes is still answered: main.ts only closes a quiet
    // server (see http/drain.ts) and bounds the wait with a grace period.
    return503OnClosing: false,
    forceCloseConnections: false,
    routerOptions: { maxParamLength: 200 },
    // Errors raised by the router or body parser before our handler runs still get the API's JSON shape.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply)
        .status(status)
        .send(
          body(
            status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST',
            localizeMessage(requestLocale(_request), status === 414 ? em('uriTooLong') : em('unreadable')),
          ),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();
  const deps: AppDeps = {
    ...input,
    metrics: input.metrics ?? createMetrics({ pool: input.pool, queue: input.queue, log: app.log }),
    signedLinks: input.signedLinks ?? createSignedLinks(authSecret(input.config)),
  };
  limitConnectionsPerIp(app.server, deps.config.MAX_CONNECTIONS_PER_IP, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const routeList: RouteInfo[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const responseSchemas = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: route.url, responseSchemas });
  });
  const tasks = createBackgroundTasks(app.log);
  app.decorate('auth', createAuth({ ...deps, tasks }));
  app.decorate('signedLinks', deps.signedLinks);
  // Mail a request queued in the background is stored before the queue and the database close.
  app.addHook('onClose', async () => tasks.idle());
  app.decorate('drain', registerDrain(app, lifecycle));
  registerErrorHandler(app);
  registerHttpMetrics(app, deps.metrics);
  registerInsightCounting(app);
  app.addHook('onSend', sendSessionCookies);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the preview of a picture chosen for upload (an object URL the page makes itself).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        // blob: too, for the same preview: Chromium counts some reads of an object URL as connections.
        connectSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Reads of public data stay unthrottled here; routes that cost more opt in with their own limits.
  // A route that only reads does not get the limiter's hook at all (it would only allow-list the request);
  // this must run before the rate-limit plugin's own onRoute hook, so it is added first.
  app.addHook('onRoute', (route) => {
    const readOnly = [route.method].flat().every((method) => SAFE_METHODS.has(method));
    if (readOnly && route.config?.rateLimit === undefined)
      route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: deps.config.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    allowList: (request) => SAFE_METHODS.has(request.method),
    store: pgRateLimitStore(deps.pool),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => rateLimitSpent(context.ttl),
  });

  // CSRF defence in depth: a browser request that changes state must come from one of our origins.
  const origins = new Set(deps.config.TRUSTED_ORIGINS);
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      !request.routeOptions.config.anyOrigin &&
      isForeignWrite(request.headers, origins)
    ) {
      return done(new HttpError(403, 'INVALID_ORIGIN', em('invalidOrigin')));
    }
    done();
  });

  // PostgreSQL text cannot hold NUL characters; refuse them up front instead of failing in the database.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return done(new HttpError(400, 'BAD_REQUEST', em('nullCharacters')));
    }
    done();
  });

  await app.register(healthRoutes, { lifecycle, dbMode: deps.dbMode });
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(profilesRoutes);
  await app.register(availabilityRoutes);
  await app.register(credentialsRoutes);
  await app.register(jobsRoutes);
  await app.register(jobExpiryRoutes);
  await app.register(applicationsRoutes);
  await app.register(applicantTeamRoutes);
  await app.register(declinesRoutes);
  await app.register(dashboardsRoutes);
  await app.register(matchingRoutes);
  await app.register(notificationsRoutes);
  await app.register(accessRequestsRoutes);
  await app.register(adminRoutes);
  await app.register(auditRoutes);
  await app.register(moderationRoutes);
  await app.register(jobSearchRoutes);
  await app.register(uploadsRoutes);
  await app.register(attachmentsRoutes);
  await app.register(seoRoutes);
  await app.register(operatorRoutes);
  await app.register(reportsRoutes);
  await app.register(conversationsRoutes);
  await app.register(savedRoutes);
  await app.register(organisationsRoutes);
  await app.register(engagementsRoutes);
  await app.register(usersRoutes);
  await app.register(feedsRoutes);
  await app.register(alertsRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(cookieConsentRoutes);
  await app.register(calendarRoutes);
  await app.register(reviewsRoutes);
  await app.register(followUpsRoutes);
  await app.register(referencesRoutes);
  await app.register(insightsRoutes);

  await registerSpa(
    app,
    deps.webDir ?? (deps.config.WEB_DIST_DIR ? path.resolve(deps.config.WEB_DIST_DIR) : DEFAULT_WEB_DIR),
  );
  return app;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.values(value as Record<string, unknown>).some((child) => containsNul(child, depth + 1));
}
