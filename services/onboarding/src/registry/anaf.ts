import type { Logger } from '@conform/server-kit';
import { ZAnafAnswerSchema, toRegistryInfo, type TAnafRequest } from './anaf-protocol.ts';
import type { CompanyRegistry } from './port.ts';

/** Today in Romania (ANAF answers the state of a company on a date, its own time zone's). */
function todayInRomania(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bucharest' }).format(now);
}

/**
 * The company registry through ANAF's VAT-payer web service (v9). Every failure is logged and answered
 * null. Calls are spaced `minIntervalMs` apart (ANAF allows one a second per client); a caller that
 * would wait longer than the timeout gives up at once instead.
 */
export function createAnafRegistry(options: {
  url: string;
  timeoutMs: number;
  minIntervalMs: number;
  logger: Logger;
  now?: () => Date;
}): CompanyRegistry {
  const now = options.now ?? (() => new Date());
  const log = options.logger.child({ registry: 'anaf' });
  let nextSlot = 0;

  /** Reserves the next free slot; false when it is too far away to be worth waiting for. */
  async function waitForSlot(): Promise<boolean> {
    const at = Date.now();
    const slot = Math.max(at, nextSlot);
    if (slot - at > options.timeoutMs) return false;
    nextSlot = slot + options.minIntervalMs;
    if (slot > at) await new Promise((resolve) => setTimeout(resolve, slot - at));
    return true;
  }

  return {
    async lookup(fiscalCode) {
      try {
        if (!(await waitForSlot())) {
          log.warn({ fiscalCode }, 'registry lookup skipped: too many lookups waiting');
          return null;
        }
        const body: TAnafRequest = [{ cui: Number(fiscalCode), data: todayInRomania(now()) }];
        const res = await fetch(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) {
          log.warn({ fiscalCode, status: res.status }, 'registry lookup failed');
          return null;
        }
        const answer = ZAnafAnswerSchema.safeParse(await res.json());
        if (!answer.success) {
          log.warn({ fiscalCode, issues: answer.error.issues.slice(0, 3) }, 'registry answer not understood');
          return null;
        }
        if (answer.data.cod !== 200) {
          log.warn({ fiscalCode, cod: answer.data.cod, message: answer.data.message }, 'registry refused');
          return null;
        }
        const found = answer.data.found.find((f) => String(f.date_generale.cui) === fiscalCode);
        return found ? toRegistryInfo(fiscalCode, found) : null;
      } catch (err) {
        log.warn({ fiscalCode, err }, 'registry lookup failed');
        return null;
      }
    },
  };
}
