/**
 * A documents service process for the crash tests: it opens the database named by DATABASE_URL (a
 * PGlite data directory or a postgres:// URL), starts the service's background work (the render
 * worker among it) and says "ready". The test kills it with SIGKILL in the middle of a render.
 */
import {
  createCompanyAccess,
  createLogger,
  createProcessInstance,
  createSessionCheck,
  openDb,
  parseConfig,
  startBackground,
} from '@conform/server-kit';
import { documentsService } from '../../src/app.ts';

const db = await openDb(process.env['DATABASE_URL'] ?? '');
const config = parseConfig(documentsService.configSchema);
const logger = createLogger({ name: 'crash-worker', level: process.env['LOG_LEVEL'] ?? 'silent' });
const instance = createProcessInstance({ db, name: 'documents', logger });
const { background } = await documentsService.setup({
  db,
  logger,
  config,
  verifyToken: () => Promise.reject(new Error('no requests in this process')),
  companyAccess: createCompanyAccess(db),
  instance,
  sessions: createSessionCheck(db),
});
await instance.start();
await startBackground(background);
process.stdout.write('ready\n');
