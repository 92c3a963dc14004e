import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { readCompany } from '@conform/companies-service/read';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  backgroundHealth,
  createEventConsumer,
  createNotificationHub,
  createRateLimiter,
  createServiceApp,
  defineService,
  type BackgroundTask,
} from '@conform/server-kit';
import { createAcknowledgementsDomain } from './acknowledgements/domain.ts';
import { acknowledgementRoutes } from './acknowledgements/routes.ts';
import { ZDocumentsConfigSchema } from './config.ts';
import { createDocumentsDomain } from './documents/domain.ts';
import { createDocumentsRepository, DOCUMENTS_CHANNEL } from './documents/repository.ts';
import { documentAliasRoutes, documentRoutes } from './documents/routes.ts';
import { createFilesDomain } from './files/domain.ts';
import { createFilesRepository } from './files/repository.ts';
import { fileRoutes } from './files/routes.ts';
import { createLinkSigner, loadOrCreateLinkSecret } from './files/signing.ts';
import { createFsStorage } from './files/storage.ts';
import { createRenderQueue } from './generation/queue.ts';
import { createRendererClient } from './generation/renderer-client.ts';
import { createRenderWorker } from './generation/worker.ts';
import { createLegalUpdates } from './legal-updates/legal-updates.ts';
import { createLegalUpdatesDomain, legalUpdateRoutes } from './legal-updates/routes.ts';
import { createRegistersDomain, REGISTER_DOCUMENTS } from './registers/domain.ts';
import { createRegisterLetters } from './registers/letters.ts';
import { createRequestReminders } from './registers/reminders.ts';
import { createRegistersRepository } from './registers/repository.ts';
import { registerRoutes } from './registers/routes.ts';
import { interestAnswerRoutes } from './interest-answers/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { signedDocumentRoutes } from './evidence/routes.ts';
import { createSignedDocuments } from './evidence/signed.ts';
import { createInspectionPack } from './pack/pack.ts';
import { inspectionPackRoutes } from './pack/routes.ts';
import { createSamplesDomain } from './samples/domain.ts';
import { sampleRoutes } from './samples/routes.ts';

const ALIAS_PREFIX = '/platform/api/companies/:companyId/documents';

export const documentsService = defineService({
  name: 'documents',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  // The render queue's depth and age (documents), the pages' load (renderer): METRICS_PORT.
  metrics: true,
  configSchema: ZDocumentsConfigSchema,
  aliasPrefixes: [ALIAS_PREFIX],
  setup(deps) {
    const { config, db, logger, companyAccess } = deps;
    const storage = createFsStorage(join(resolve(config.DATA_DIR), 'files'));
    const documentsRepository = createDocumentsRepository(db.orm);
    const queue = createRenderQueue({
      db,
      documents: documentsRepository,
      maxAttempts: config.JOB_MAX_ATTEMPTS,
      leaseSeconds: config.JOB_LEASE_SECONDS,
      instance: deps.instance,
    });
    const documents = createDocumentsDomain({ db, documents: documentsRepository, queue, logger });
    const filesRepository = createFilesRepository(db.orm);
    const files = createFilesDomain({
      db,
      documents: documentsRepository,
      files: filesRepository,
      storage,
      signer: createLinkSigner(config.LINK_SECRET ?? loadOrCreateLinkSecret(resolve(config.DATA_DIR))),
      ttlSeconds: config.LINK_TTL_SECONDS,
    });
    const renderer = createRendererClient({
      baseUrl: config.RENDERER_URL ?? config.PUBLIC_URL,
      internalToken: config.INTERNAL_TOKEN,
      timeoutMs: config.RENDER_TIMEOUT_MS,
    });
    const worker = createRenderWorker({
      db,
      queue,
      documents: documentsRepository,
      storage,
      renderer,
      logger: logger.child({ worker: 'render' }),
      pollMs: config.JOB_POLL_MS,
      concurrency:
        config.JOB_CONCURRENCY ??
        (async (signal) =>
          // Follows the renderer's pool: a render per page, plus one on purpose. A render is more
          // than printing: before it, the job reads the company and its situations and builds the
          // document; after it, it stores the file and records the version. With exactly one job per
          // page, a page idles through each of those steps. The extra job is a prefetch: it gets
          // ready while the pages print and waits inside the renderer for the first free page (at
          // most one waits; RENDER_TIMEOUT_MS bounds the wait). Measured by `npm run bench` (the
          // engine against the raw pool); JOB_CONCURRENCY overrides it. The worker keeps one more
          // slot, for interactive renders only (worker.ts): during a legal update's wave the prefetch
          // is the wave's too, and an edit's render, asking the renderer for interactive priority,
          // overtakes the wave's renders waiting there.
          1 + (await renderer.poolSize({ attempts: 30, fallback: availableParallelism(), signal }))),
    });
    // Purchases and changed data regenerate documents by themselves (docs/spec/behaviour.md §4 dirty marking); a
    // refund locks the documents of the packages it took back.
    const events = createEventConsumer({
      db,
      consumer: 'documents',
      instance: deps.instance,
      schemas: PLATFORM_EVENTS,
      logger,
      handlers: {
        'company.purchased': (event, { tx }) => documents.onCompanyPurchased(tx, event),
        'company.refunded': (event, { tx }) => documents.onCompanyRefunded(tx, event),
        'company.changed': (event, { tx }) => documents.onCompanyChanged(tx, event),
      },
    });
    const registersRepository = createRegistersRepository(db);
    const registers = createRegistersDomain({
      repository: registersRepository,
      // The entry is saved first; a failure to queue its printed copy only waits for the next change.
      onChange: (companyId, register) =>
        documents
          .refreshDocument(companyId, REGISTER_DOCUMENTS[register])
          .catch((err: unknown) => logger.error({ err, companyId }, 'register: printed copy not queued')),
      // The routes checked the company's admin: the company exists.
      countryOf: async (companyId) => (await readCompany(db, companyId))?.info.country ?? '',
      // The service's own tables: each document with the day its current version was made.
      reviewedDocuments: (companyId) =>
        db.query<{ type: string; product: string; status: string; versionMadeAt: Date | null }>(
          `SELECT d.type, d.product, d.status, v.created_at AS "versionMadeAt"
             FROM documents.documents d
             LEFT JOIN documents.document_versions v
               ON v.company_id = d.company_id AND v.type = d.type AND v.version = d.version
            WHERE d.company_id = $1`,
          [companyId],
        ),
    });
    const reminders = createRequestReminders({
      db,
      repository: registersRepository,
      logger,
      intervalMs: config.REMINDER_INTERVAL_MS,
    });
    const signed = createSignedDocuments({ db, documents: documentsRepository, storage });
    const inspectionPack = createInspectionPack({
      db,
      documents: documentsRepository,
      files: filesRepository,
      filesDomain: files,
      storage,
      signed,
      registers: registersRepository,
      renderer,
    });
    const legalUpdates = createLegalUpdates({
      db,
      queue,
      logger: logger.child({ task: 'legal-updates' }),
      intervalMs: config.LEGAL_UPDATES_INTERVAL_MS,
    });
    // Staff acknowledgement: e-mail links work 30 days (a reminder sends a new one), the shareable link 30.
    // The public routes are limited per IP address generously: a whole office behind one address may
    // confirm through the shareable link in the same hour, and tokens (256 bits) are not guessable.
    const acknowledgements = createAcknowledgementsDomain({
      db,
      documents: documentsRepository,
      files,
      filesRepository,
      storage,
      limiter: createRateLimiter(db, 'documents.rate_limits'),
      settings: { publicUrl: config.PUBLIC_URL, invitationDays: 30, linkDays: 30, perIpPerHour: 600 },
    });
    const hub = createNotificationHub(db, DOCUMENTS_CHANNEL);
    const live: BackgroundTask = { name: 'documents:live', start: () => undefined, stop: () => hub.close() };
    const background = [events, worker, live, reminders, legalUpdates];
    const app = createServiceApp({
      ...deps,
      name: 'documents',
      routes: (router) => {
        documentRoutes(router, documents, { access: companyAccess, hub, logger });
        fileRoutes(router, files, companyAccess);
        registerRoutes(
          router,
          registers,
          createRegisterLetters({ db, repository: registersRepository, renderer }),
          companyAccess,
        );
        sampleRoutes(router, createSamplesDomain({ storage, renderer }));
        interestAnswerRoutes(router);
        ledgerRoutes(router, db, companyAccess);
        signedDocumentRoutes(router, signed, files, companyAccess);
        inspectionPackRoutes(router, inspectionPack, companyAccess);
        legalUpdateRoutes(router, createLegalUpdatesDomain(db), companyAccess);
        acknowledgementRoutes(router, acknowledgements, companyAccess);
      },
      aliases: [
        { prefix: ALIAS_PREFIX, routes: (router) => documentAliasRoutes(router, documents, companyAccess) },
      ],
      healthExtras: backgroundHealth(background),
    });
    return { app, background };
  },
});
