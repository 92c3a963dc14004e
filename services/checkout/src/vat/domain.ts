import type { VatCheckResult, VatNumberChecker } from './port.ts';
import type { VatCheckRepository } from './repository.ts';

/**
 * How long an answer is trusted: a valid number for a day (a registration rarely ends overnight and
 * the buyer's summary and payment must agree), an invalid one for an hour (it may have been mistyped
 * in the registry, or just registered), an unanswered check for two minutes (long enough for one
 * checkout, short enough to ask again soon).
 */
const TRUSTED_MS: Record<VatCheckResult, number> = {
  valid: 24 * 3_600_000,
  invalid: 3_600_000,
  unavailable: 2 * 60_000,
};

/** A VAT number as entered (`de 123 456 789`) in the form VIES and the cache use: `DE123456789`. */
export function normalizeVatNumber(fiscalCode: string): string {
  return fiscalCode.replace(/[\s.-]+/g, '').toUpperCase();
}

export function createVatNumbers(deps: {
  checker: VatNumberChecker;
  repo: VatCheckRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Whether VIES confirms an EU VAT number (its country prefix first), from the cache while it is trusted. */
    async verify(fiscalCode: string): Promise<VatCheckResult> {
      const code = normalizeVatNumber(fiscalCode);
      const at = now();
      const cached = await deps.repo.find(code, at);
      if (cached) return cached;
      const result = await deps.checker.check({ countryCode: code.slice(0, 2), number: code.slice(2) });
      await deps.repo.save(code, result, at, new Date(at.getTime() + TRUSTED_MS[result]));
      return result;
    },
  };
}
export type VatNumbers = ReturnType<typeof createVatNumbers>;
