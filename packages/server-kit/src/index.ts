export { createServiceApp, type ServiceDeps, type ServiceAppOptions } from './app.ts';
export {
  ACCESS_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  authenticate,
  createTokenVerifier,
  csrfMatches,
  loadOrCreateKeyPair,
  newCsrfToken,
  rejectCrossSite,
  requireUser,
  signAccessToken,
  type AuthUser,
  type KeyPair,
} from './auth.ts';
export {
  ConfigError,
  logLevelFor,
  parseConfig,
  trustProxySetting,
  ZBaseConfigSchema,
  type TBaseConfig,
} from './config.ts';
export { openDb, type Db, type NotificationListener, type Orm, type SqlRunner, type Tx } from './db.ts';
export {
  AppError,
  ERROR_STATUS,
  errorMiddleware,
  isConnectionFailure,
  loggableError,
  notFound,
  notFoundHandler,
  sqlStateOf,
  storageFailureOf,
  type ErrorBody,
  type ErrorCode,
  type StorageFailure,
} from './errors.ts';
export { databaseHealth, type DatabaseHealth } from './health.ts';
export { createLogger, type Logger } from './logger.ts';
export {
  appliedMigrationCount,
  migrate,
  migratePlatform,
  pendingMigrations,
  platformGrants,
  PLATFORM_SCHEMAS,
} from './migrate.ts';
export {
  backgroundHealth,
  backgroundMetrics,
  defineService,
  prefixPattern,
  servicePathMatcher,
  startBackground,
  type BackgroundTask,
  type ServiceModule,
  type ServiceSetup,
} from './service.ts';
export {
  createEventConsumer,
  EVENTS_CHANNEL,
  publishEvent,
  type EventConsumer,
  type EventContext,
  type EventHandlers,
  type EventSchemas,
  type PublishedEvent,
} from './events.ts';
export {
  createJobQueue,
  createJobWorker,
  jobQueueTable,
  type FailOutcome,
  type Job,
  type JobLane,
  type JobQueue,
} from './jobs.ts';
export {
  createProcessInstance,
  leaseOwnerGone,
  type ProcessInstance,
  type ProcessInstanceOptions,
} from './instances.ts';
export { DataDirInUse } from './pglite-lock.ts';
export {
  jobQueues,
  listDeadDeliveries,
  listFailedJobs,
  purgeDeadDeliveries,
  purgeFailedJobs,
  replayDeadDeliveries,
  replayFailedJobs,
  type DeadDelivery,
  type FailedJob,
  type Selection,
} from './queue-admin.ts';
export { createWakeSignal, type WakeSignal } from './wake.ts';
export {
  collectMetrics,
  dbMetrics,
  formatMetrics,
  METRICS_CONTENT_TYPE,
  serveMetrics,
  type MetricFamily,
  type MetricSample,
  type MetricsSource,
} from './metrics.ts';
export { closeServer, DEFAULT_SHUTDOWN_GRACE_MS, onShutdown, runService } from './start.ts';
export { newId, newSecret, sha256 } from './ids.ts';
export { createNotifiedCache, type NotifiedCache } from './notified-cache.ts';
export {
  accountRefusal,
  COMPANY_CHANGED_CHANNEL,
  createCompanyAccess,
  editionOf,
  PLATFORM_HEADER,
  platformOf,
  requireAccount,
  requireCompanyAdmin,
  type CompanyAccess,
} from './company-access.ts';
export { createSessionCheck, SESSION_CHANGED_CHANNEL, type SessionCheck } from './session-check.ts';
export { createRateLimiter, type RateLimiter, type RateRule } from './rate-limit.ts';
export { escapeHtml, localeOf } from './request.ts';
export {
  createNotificationHub,
  progressAbout,
  PROGRESS_INTERVAL_MS,
  SSE_RETRY_MS,
  streamState,
  type NotificationHub,
} from './sse.ts';
export {
  API_SECURITY_HEADERS,
  FILE_SECURITY_HEADERS,
  meetingsEmbeds,
  originsOf,
  pageSecurityHeaders,
  remoteOriginsOf,
  SERVER_PAGE_SECURITY_HEADERS,
  setHeaders,
  type MeetingsWidgetUrls,
  type PageEmbeds,
} from './security-headers.ts';
