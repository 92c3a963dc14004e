/**
 * Verifies a company's evidence ledger offline, from the JSON the platform exports
 * (GET /platform/api/documents/companies/:companyId/ledger, or the inspection pack's copy): every
 * entry numbered in order, linked to the previous entry's hash, its own hash matching its content.
 * Nothing is trusted from the file's own "verification": the chain is recomputed here.
 *
 *   node scripts/verify-ledger.ts ledger.json
 *
 * Exit code 0: the chain holds (the head hash printed pins it); 1: it is broken (where and why);
 * 2: the file cannot be read as a ledger.
 */
import { readFileSync } from 'node:fs';
import { ZEvidenceLedgerSchema } from '@conform/contracts';
import {
  describeVerification,
  verifyLedger,
  type LedgerEntry,
} from '../services/documents/src/ledger/ledger.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/verify-ledger.ts <ledger.json>');
  process.exit(2);
}
let entries: LedgerEntry[];
try {
  entries = ZEvidenceLedgerSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries;
} catch (err) {
  console.error(
    `${file} is not a ledger export: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
  );
  process.exit(2);
}
const result = verifyLedger(entries);
if (result.valid) {
  console.log(describeVerification(result));
} else {
  console.error(describeVerification(result));
  process.exit(1);
}
