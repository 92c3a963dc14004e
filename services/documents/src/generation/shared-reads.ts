import { readCompany, type CompanyReadModel } from '@conform/companies-service/read';
import { readSituations, type SituationReadModel } from '@conform/configurator-service/read';
import type { SqlRunner } from '@conform/server-kit';
import { typeOfKey } from '../catalogue.ts';
import { documentScope } from '../documents/channels.ts';
import { situationScope } from '../engine/render.ts';
import { deepFreeze } from '../deep-freeze.ts';

/** What a render reads of the owners' read models: the company and the situations its type needs. */
export interface RenderInputs {
  company: CompanyReadModel | undefined;
  situations: SituationReadModel[];
}

interface Entry {
  /** The database's clock before the reads: their snapshots are all later. */
  startedAt: Promise<Date>;
  /** This process's clock when the entry was made (its age). */
  madeAt: number;
  company: Promise<CompanyReadModel | undefined>;
  /** By data subject, or '*' for all of them. */
  situations: Map<string, Promise<SituationReadModel[]>>;
}

/**
 * A company's data read once for the renders of a wave instead of once per document (a purchase
 * queues 30 documents of one company; on PGlite, the one connection, each read of the company and its
 * situations cost ~5 ms that the renderer's Chromium waited for).
 *
 * A read is shared only with jobs queued before it started (by the database's clock): a job is queued
 * after the change it is for was committed (by the consumer of the event published with the change,
 * or by a request made after it), so such a read includes that change. A job queued later reads
 * again, and its read replaces the company's entry. Entries older than `maxAgeMs` are not shared
 * (a retried job reads afresh), and at most `maxCompanies` are kept.
 */
export function createSharedReads(
  db: SqlRunner,
  options: { maxAgeMs?: number; maxCompanies?: number; now?: () => number } = {},
) {
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const maxCompanies = options.maxCompanies ?? 8;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function drop(companyId: string, entry: Entry): void {
    if (entries.get(companyId) === entry) entries.delete(companyId);
  }

  function newEntry(companyId: string): Entry {
    const startedAt = db
      .query<{ now: Date | string }>(`SELECT now() AS now`)
      .then(([row]) => new Date(row!.now));
    const entry: Entry = {
      startedAt,
      madeAt: now(),
      company: startedAt.then(() => readCompany(db, companyId)).then(deepFreeze),
      situations: new Map(),
    };
    // A failed read is not kept for the next job.
    entry.company.catch(() => drop(companyId, entry));
    entries.delete(companyId);
    entries.set(companyId, entry);
    if (entries.size > maxCompanies) entries.delete(entries.keys().next().value!);
    return entry;
  }

  async function entryFor(companyId: string, queuedAt: Date): Promise<Entry> {
    const kept = entries.get(companyId);
    if (kept && now() - kept.madeAt < maxAgeMs) {
      const startedAt = await kept.startedAt.catch(() => undefined);
      // Both dates are cut to milliseconds the same way: "earlier" stays earlier (or becomes equal,
      // which does not share).
      if (startedAt && queuedAt.getTime() < startedAt.getTime()) return kept;
    }
    return newEntry(companyId);
  }

  /**
   * The situations of one data subject (or all): the company's whole list is read once for the
   * entry and each subject's documents take their part of it (a purchase's 30 documents span a dozen
   * subjects: one read instead of one per subject, each costing as much as the whole list).
   */
  function situationsOf(companyId: string, entry: Entry, subject: string | undefined) {
    let all = entry.situations.get('*');
    if (!all) {
      const read = entry.startedAt.then(() => readSituations(db, companyId)).then(deepFreeze);
      entry.situations.set('*', read);
      read.catch(() => {
        if (entry.situations.get('*') === read) entry.situations.delete('*');
      });
      all = read;
    }
    if (subject === undefined) return all;
    let found = entry.situations.get(subject);
    if (!found) {
      found = all.then((list) => deepFreeze(list.filter((s) => s.dataSubject === subject)));
      entry.situations.set(subject, found);
      found.catch(() => {
        if (entry.situations.get(subject) === found) entry.situations.delete(subject);
      });
    }
    return found;
  }

  return {
    /**
     * The company and the situations a document type needs, as recent as the job: read for it, or
     * shared from a read that started after it was queued. Deeply frozen: do not change them.
     */
    async read(
      job: { companyId: string; type: string; product: string },
      queuedAt: Date,
    ): Promise<RenderInputs> {
      const entry = await entryFor(job.companyId, queuedAt);
      const type = typeOfKey(job.type);
      const scope = situationScope(type, job.product);
      const [company, read] = await Promise.all([
        entry.company,
        scope === 'none'
          ? []
          : situationsOf(
              job.companyId,
              entry,
              scope !== 'all' && scope.subjects.length === 1 ? scope.subjects[0] : undefined,
            ),
      ]);
      // Several categories (the website's policies): those of the packages bought that the
      // document covers (a channel's policy: those its channel serves).
      const bought = company ? documentScope(company, job.type, job.product) : 'none';
      const situations =
        typeof bought === 'object' && typeof scope === 'object' && scope.subjects.length > 1
          ? read.filter((s) => bought.subjects.includes(s.dataSubject))
          : read;
      return { company, situations };
    },
  };
}
export type SharedReads = ReturnType<typeof createSharedReads>;
