/**
 * Work that gave up: failed jobs (renders, marketing submissions) and dead event deliveries.
 *
 *   npm run queue -- list   [jobs|deliveries] [--service NAME] [--id ID]
 *   npm run queue -- replay jobs|deliveries (--id ID | --all) [--service NAME]
 *   npm run queue -- purge  jobs|deliveries (--id ID | --all) [--service NAME]
 *
 * (`node scripts/queue.ts …` the same, with Node 24: npm runs it on the repository's.)
 *
 * `list` shows ids, types, attempts, the last error and when, never a payload (it may hold personal
 * data). `replay` makes them due again at once with their attempts from zero; `purge` deletes them.
 * `--service` is a service's name (its queues, its event consumer); `--id` a job's id or an event's id.
 *
 * Against DATABASE_URL (postgres://…, e.g. `$(bash scripts/cluster.sh db-url)`), or else the embedded
 * platform's PGlite database in DATA_DIR (default ./.data): only while the platform is stopped, since
 * PGlite is one process at a time (the command refuses when the platform holds it).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  listDeadDeliveries,
  listFailedJobs,
  openDb,
  purgeDeadDeliveries,
  purgeFailedJobs,
  replayDeadDeliveries,
  replayFailedJobs,
  type Db,
  type Selection,
} from '@conform/server-kit';

const USAGE = `usage: npm run queue -- list [jobs|deliveries] [--service NAME] [--id ID]
       npm run queue -- replay|purge jobs|deliveries (--id ID | --all) [--service NAME]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { service: { type: 'string' }, id: { type: 'string' }, all: { type: 'boolean' } },
    });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
})();
const [command, what] = positionals;
if (command !== 'list' && command !== 'replay' && command !== 'purge') fail(USAGE);
if (what !== undefined && what !== 'jobs' && what !== 'deliveries') fail(USAGE);
if (command !== 'list' && (!what || (values.id === undefined) === !values.all))
  fail(`${command} needs what (jobs or deliveries) and either --id ID or --all\n${USAGE}`);
const selection: Selection = {
  ...(values.service ? { service: values.service } : {}),
  ...(values.id ? { id: values.id } : {}),
};

async function open(): Promise<Db> {
  const url = process.env['DATABASE_URL'];
  if (url) return openDb(url, { poolSize: 1 });
  const dir = join(resolve(process.env['DATA_DIR'] ?? './.data'), 'pglite');
  if (!existsSync(join(dir, 'PG_VERSION')))
    fail(
      `No embedded database in ${dir}: set DATA_DIR, or DATABASE_URL=postgres://… for a PostgreSQL server.`,
    );
  try {
    return await openDb(dir);
  } catch (err) {
    // The platform is running: PGlite cannot be opened by a second process (openDb says which).
    return fail(err instanceof Error ? err.message : String(err));
  }
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').slice(0, 160);

/** Aligned columns, one row a line. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const db = await open();
try {
  if (command === 'list') {
    if (what !== 'deliveries') {
      const jobs = await listFailedJobs(db, selection);
      console.log(`Failed jobs: ${jobs.length}`);
      if (jobs.length > 0)
        console.log(
          table(
            ['queue', 'id', 'key', 'attempts', 'last try (UTC)', 'last error'],
            jobs.map((j) => [
              j.queue,
              j.id,
              j.key,
              String(j.attempts),
              when(j.lastTryAt),
              oneLine(j.lastError),
            ]),
          ),
        );
    }
    if (what !== 'jobs') {
      if (what === undefined) console.log('');
      const dead = await listDeadDeliveries(db, selection);
      console.log(`Dead deliveries: ${dead.length}`);
      if (dead.length > 0)
        console.log(
          table(
            ['consumer', 'event id', 'type', 'attempts', 'published (UTC)', 'last error'],
            dead.map((d) => [
              d.consumer,
              d.eventId,
              d.type,
              String(d.attempts),
              when(d.publishedAt),
              oneLine(d.lastError),
            ]),
          ),
        );
    }
  } else if (what === 'jobs') {
    const n =
      command === 'replay' ? await replayFailedJobs(db, selection) : await purgeFailedJobs(db, selection);
    console.log(`${command === 'replay' ? 'Queued again' : 'Purged'}: ${n} failed job${n === 1 ? '' : 's'}`);
  } else {
    const n =
      command === 'replay'
        ? await replayDeadDeliveries(db, selection)
        : await purgeDeadDeliveries(db, selection);
    console.log(
      `${command === 'replay' ? 'Due again' : 'Purged'}: ${n} dead deliver${n === 1 ? 'y' : 'ies'}`,
    );
  }
} finally {
  await db.close();
}
