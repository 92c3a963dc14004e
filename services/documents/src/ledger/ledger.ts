/**
 * The company's evidence ledger (schema.ts `evidenceLedger`): what the company had and when, in an
 * order nobody can rewrite unseen. Each entry's hash covers the previous entry's hash and the entry
 * itself in canonical JSON, so changing, removing or reordering any entry breaks every hash after it;
 * `verifyLedger` recomputes the chain from the entries alone (an inspector can run it on the export:
 * scripts/verify-ledger.ts), with no access to the platform.
 */
import { createHash } from 'node:crypto';
import type { LEDGER_KINDS } from '@conform/contracts';
import type { SqlRunner } from '@conform/server-kit';

/** What an entry records: the contract's list (the export, GET …/ledger, names the same kinds). */
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** The hash before the first entry. */
export const GENESIS = '0'.repeat(64);

export interface LedgerEntry {
  seq: number;
  /** ISO 8601, as recorded. */
  recordedAt: string;
  kind: TLedgerKind;
  subject: string;
  digest: string;
  details: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of an entry: the previous hash, a line end, the entry's fields in canonical JSON. */
export function entryHash(entry: Omit<LedgerEntry, 'hash'>): string {
  const { prevHash, ...fields } = entry;
  return sha256(`${prevHash}\n${canonicalJson(fields)}`);
}

/**
 * Appends one entry to the company's ledger, inside the caller's transaction (the change it records
 * and the entry commit together). Entries of one company are appended one at a time: a transaction
 * lock per company orders them, whichever process appends.
 */
export async function appendEvidence(
  tx: SqlRunner,
  companyId: string,
  evidence: { kind: TLedgerKind; subject: string; digest: string; details?: Record<string, unknown> },
): Promise<LedgerEntry> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('evidence_ledger:' || $1))`, [companyId]);
  const [last] = await tx.query<{ seq: number; hash: string }>(
    `SELECT seq, hash FROM documents.evidence_ledger WHERE company_id = $1 ORDER BY seq DESC LIMIT 1`,
    [companyId],
  );
  const [now] = await tx.query<{ at: Date | string }>(`SELECT date_trunc('milliseconds', now()) AS at`);
  const unsigned = {
    seq: (last?.seq ?? 0) + 1,
    recordedAt: new Date(now!.at).toISOString(),
    kind: evidence.kind,
    subject: evidence.subject,
    digest: evidence.digest,
    details: evidence.details ?? {},
    prevHash: last?.hash ?? GENESIS,
  };
  const entry = { ...unsigned, hash: entryHash(unsigned) };
  await tx.query(
    `INSERT INTO documents.evidence_ledger
       (company_id, seq, recorded_at, kind, subject, digest, details, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      companyId,
      entry.seq,
      entry.recordedAt,
      entry.kind,
      entry.subject,
      entry.digest,
      JSON.stringify(entry.details),
      entry.prevHash,
      entry.hash,
    ],
  );
  return entry;
}

/** The company's ledger, in order. */
export async function readLedger(db: SqlRunner, companyId: string): Promise<LedgerEntry[]> {
  const rows = await db.query<{
    seq: number;
    recorded_at: Date | string;
    kind: TLedgerKind;
    subject: string;
    digest: string;
    details: Record<string, unknown> | string;
    prev_hash: string;
    hash: string;
  }>(
    `SELECT seq, recorded_at, kind, subject, digest, details, prev_hash, hash
       FROM documents.evidence_ledger WHERE company_id = $1 ORDER BY seq`,
    [companyId],
  );
  return rows.map((r) => ({
    seq: r.seq,
    recordedAt: new Date(r.recorded_at).toISOString(),
    kind: r.kind,
    subject: r.subject,
    digest: r.digest,
    details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));
}

export interface LedgerVerification {
  valid: boolean;
  entries: number;
  /** The last entry's hash: quoting it pins the whole ledger up to now. */
  head: string;
  /** The first entry that does not follow from the ones before it; null when the chain holds. */
  brokenAt: number | null;
  reason: string | null;
}

/** Recomputes the chain: each entry numbered after the previous, linked to its hash, its own hash right. */
export function verifyLedger(entries: readonly LedgerEntry[]): LedgerVerification {
  let prev = GENESIS;
  for (const [index, entry] of entries.entries()) {
    const broken = (reason: string): LedgerVerification => ({
      valid: false,
      entries: entries.length,
      head: entries.at(-1)?.hash ?? GENESIS,
      brokenAt: entry.seq,
      reason,
    });
    if (entry.seq !== index + 1) return broken(`entry ${index + 1} is numbered ${entry.seq}`);
    if (entry.prevHash !== prev) return broken('it does not follow the previous entry');
    const { hash, ...unsigned } = entry;
    if (entryHash(unsigned) !== hash) return broken('its content does not match its hash');
    prev = hash;
  }
  return { valid: true, entries: entries.length, head: prev, brokenAt: null, reason: null };
}

/** The verification in one line, as scripts/verify-ledger.ts prints it (and the inspection pack keeps it). */
export function describeVerification(result: LedgerVerification): string {
  return result.valid
    ? `Ledger valid: ${result.entries} entries, head ${result.head}`
    : `Ledger broken at entry ${result.brokenAt}: ${result.reason}`;
}
