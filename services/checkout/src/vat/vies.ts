import type { Logger } from '@conform/server-kit';
import { z } from 'zod';
import type { VatCheckResult, VatNumber, VatNumberChecker } from './port.ts';

/**
 * The EU Commission's VIES REST service: `POST {countryCode, vatNumber}` answers `{valid, …}`; a
 * failure answers `{actionSucceed: false, errorWrappers: [{error, message}]}` (with a 4xx or 5xx).
 *
 * verify: read from third parties' clients and SDKs, not from the Commission's own technical page
 * (https://ec.europa.eu/taxation_customs/vies/#/technical-information): the answer's fields, that
 * `INVALID_INPUT` means a malformed number while every other error (MS_UNAVAILABLE,
 * SERVICE_UNAVAILABLE, TIMEOUT, GLOBAL_/MS_MAX_CONCURRENT_REQ) means "not checked now", and the
 * status codes they come with.
 */
export const ZViesRequestSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  vatNumber: z.string().min(1).max(20),
});
export type TViesRequest = z.infer<typeof ZViesRequestSchema>;

export const ZViesAnswerSchema = z.object({
  valid: z.boolean().optional(),
  countryCode: z.string().optional(),
  vatNumber: z.string().optional(),
  requestDate: z.string().optional(),
  name: z.string().optional(),
  address: z.string().optional(),
  userError: z.string().optional(),
  actionSucceed: z.boolean().optional(),
  errorWrappers: z
    .array(z.object({ error: z.string().optional(), message: z.string().optional() }))
    .optional(),
});
export type TViesAnswer = z.infer<typeof ZViesAnswerSchema>;

/** The VIES error that means the number itself is malformed (the others: try again later). */
export const VIES_INVALID_INPUT = 'INVALID_INPUT';
/** A member state's service is down (they have opening hours): the number is not known to be invalid. */
export const VIES_MS_UNAVAILABLE = 'MS_UNAVAILABLE';

/** What a VIES answer means here. */
export function viesResult(answer: TViesAnswer): VatCheckResult {
  const error =
    answer.errorWrappers?.[0]?.error ??
    (answer.userError !== 'VALID' && answer.userError !== 'INVALID' ? answer.userError : undefined);
  if (error) return error === VIES_INVALID_INPUT ? 'invalid' : 'unavailable';
  if (answer.valid === true) return 'valid';
  if (answer.valid === false) return 'invalid';
  return 'unavailable';
}

export function createViesChecker(settings: {
  url: string;
  timeoutMs: number;
  logger: Logger;
}): VatNumberChecker {
  return {
    async check(vat: VatNumber): Promise<VatCheckResult> {
      let answer: unknown;
      let status: number;
      try {
        const res = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: vat.countryCode,
            vatNumber: vat.number,
          } satisfies TViesRequest),
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        status = res.status;
        answer = await res.json().catch(() => undefined);
      } catch (err) {
        settings.logger.warn({ err, countryCode: vat.countryCode }, 'VIES: no answer');
        return 'unavailable';
      }
      const parsed = ZViesAnswerSchema.safeParse(answer);
      if (!parsed.success) {
        settings.logger.warn({ status, countryCode: vat.countryCode }, 'VIES: an answer that is not VIES’s');
        return 'unavailable';
      }
      const result = viesResult(parsed.data);
      if (result === 'unavailable') {
        settings.logger.warn(
          {
            status,
            countryCode: vat.countryCode,
            error: parsed.data.errorWrappers?.[0]?.error ?? parsed.data.userError,
          },
          'VIES: the number could not be checked',
        );
      }
      return result;
    },
  };
}
