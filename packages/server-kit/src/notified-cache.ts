import type { Db } from './db.ts';

/**
 * Values read from the database, kept in this process until a NOTIFY on `channel` names their key
 * (payload = the key; an empty payload, sent after a lost connection, drops everything). For reads
 * on every request of data that rarely changes (a company's admins): a small request then costs no
 * query. The writer's trigger sends the NOTIFY at commit, so every process hears of every write.
 *
 * Nothing is kept until the LISTEN is in place, nor from a read that a notification overtook (it may
 * have read the old row). `ttlMs` bounds the age of an entry in case a notification were lost
 * without the connection noticing.
 */
export function createNotifiedCache<V>(
  db: Db,
  channel: string,
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
) {
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; at: number }>();
  let generation = 0;
  let listening: Promise<unknown> | undefined;
  let live = false;

  const forget = (key: string) => {
    generation++;
    if (key) entries.delete(key);
    else entries.clear();
  };
  const listen = () => {
    listening ??= db.listen(channel, forget).then(
      () => {
        live = true;
      },
      () => {
        // Not listening: every read goes to the database; the next read tries again.
        listening = undefined;
      },
    );
  };

  return {
    /** The value for `key`: kept, or loaded (an undefined result is never kept). */
    async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      listen();
      const kept = entries.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.value;
      const before = generation;
      const value = await load();
      if (live && value !== undefined && generation === before) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, at: now() });
      }
      return value;
    },
    /** Drops a key at once: this process wrote it and must read its own write, before the NOTIFY arrives. */
    forget,
    /** Resolves once the LISTEN is in place (tests, and a start that wants the cache warm). */
    async ready(): Promise<void> {
      listen();
      await listening;
    },
  };
}
export type NotifiedCache<V> = ReturnType<typeof createNotifiedCache<V>>;
