/**
 * One service's migrations, apart from its start (the Kubernetes manifests, deploy/k8s/base):
 *
 *   node scripts/cluster/migrate.ts <service>
 *       The service's migration Job: what runService (server-kit/src/start.ts) does before it listens,
 *       the shared schemas' check and then the service's own migrations, as the service's own role
 *       (DATABASE_URL), under the same advisory lock. Exits 0 once the schema is current.
 *   node scripts/cluster/migrate.ts <service> --wait
 *       The init container of the service's Deployment: waits until every migration of the image it
 *       runs is in the ledger (the Job applied them), so no pod of a new version starts on an old
 *       schema. It only reads; it gives up after --timeout seconds (900) and the pod starts it again.
 *
 * Nothing here logs a setting: the database URL holds the role's password.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { migrate, migratePlatform, openDb, pendingMigrations } from '@conform/server-kit';
import { discoverServices, loadServiceModule } from './discover.ts';

function say(message: string): void {
  process.stdout.write(`migrate: ${message}\n`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { wait: { type: 'boolean' }, timeout: { type: 'string' } },
  });
  const name = positionals[0];
  const found = discoverServices().services.find((s) => s.name === name);
  if (!found)
    throw new Error(`usage: migrate.ts <service> [--wait]; no runnable service named '${name ?? ''}'`);
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is not set');
  const module = await loadServiceModule(found);
  const db = await openDb(url, { poolSize: 1 });
  try {
    if (!values.wait) {
      await migratePlatform(db);
      const applied = await migrate(db, module.name, module.migrationsFolder);
      say(`${module.name}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'already current'}`);
      return;
    }
    const deadline = Date.now() + Number(values.timeout ?? 900) * 1000;
    let last = '';
    for (;;) {
      let state: string;
      try {
        const pending = await pendingMigrations(db, module.name, module.migrationsFolder);
        if (pending.length === 0) {
          say(`${module.name}: schema current`);
          return;
        }
        state = `waiting for ${pending.join(', ')} (its migration Job)`;
      } catch {
        state = 'waiting for the database and its migrations ledger';
      }
      if (state !== last) say(`${module.name}: ${state}`);
      last = state;
      if (Date.now() > deadline) throw new Error(`${module.name}: gave up ${state}`);
      await sleep(3000);
    }
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  try {
    await main();
  } catch (err) {
    process.stderr.write(`migrate: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
