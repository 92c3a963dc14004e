import type { Db } from './db.ts';
import type { StorageFailure } from './errors.ts';

export type DatabaseHealth = { db: 'ok' } | { db: 'degraded'; reason: StorageFailure };

/**
 * The database as a `/health` answer reports it: one real query (the service's migrations must be
 * there; it throws when the database cannot be reached) that also asks whether writes are refused
 * (`transaction_read_only`: a database set read-only, a standby); a full disk is known only from the
 * writes that met it lately (db.storage).
 */
export async function databaseHealth(db: Db, service: string): Promise<DatabaseHealth> {
  const [row] = await db.query<{ migrations: number; read_only: boolean }>(
    `SELECT (SELECT count(*)::int FROM platform_migrations.applied WHERE service = $1) AS migrations,
            current_setting('transaction_read_only') = 'on' AS read_only`,
    [service],
  );
  if (!row || row.migrations === 0) throw new Error('no migrations applied');
  // Whether writes are refused as read-only is asked, not remembered: a database set writable again is ok at once.
  const recent = db.storage.recent();
  const reason = row.read_only ? 'read_only' : recent === 'read_only' ? undefined : recent;
  return reason ? { db: 'degraded', reason } : { db: 'ok' };
}
