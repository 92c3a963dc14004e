import type { TCompanyRegistryInfo } from '@conform/contracts';
import { isValidRomanianCui, normalizeFiscalCode } from '@conform/contracts';
import { AppError, type RateLimiter } from '@conform/server-kit';
import type { CompanyRegistry } from './port.ts';
import type { RegistryCacheRepository } from './repository.ts';

export function createRegistryDomain(deps: {
  registry: CompanyRegistry;
  cache: RegistryCacheRepository;
  limiter: RateLimiter;
  settings: { cacheDays: number; lookupsPerIpPerHour: number };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const maxAgeMs = deps.settings.cacheDays * 86_400_000;

  return {
    /**
     * What the registry knows about a Romanian company (docs/spec/behaviour.md §7), from the cache while it is fresh.
     * Null when the registry does not know it or cannot answer: the form stays manual. Only Romanian
     * fiscal codes with a valid check digit are looked up (a wrong code cannot match a company).
     */
    async info(rawFiscalCode: string, ip: string): Promise<TCompanyRegistryInfo | null> {
      const fiscalCode = normalizeFiscalCode(rawFiscalCode);
      if (!isValidRomanianCui(fiscalCode)) {
        throw new AppError('validation', 'The request is not valid.', [
          { path: 'fiscalCode', message: 'validation.fiscalCode.invalid' },
        ]);
      }
      const cached = await deps.cache.find(fiscalCode);
      if (cached && now().getTime() - cached.fetchedAt.getTime() < maxAgeMs) return cached.info;
      await deps.limiter.hit([
        { key: `registry-lookup:ip:${ip}`, limit: deps.settings.lookupsPerIpPerHour, windowSeconds: 3600 },
      ]);
      const info = await deps.registry.lookup(fiscalCode);
      if (info) await deps.cache.save(info);
      // A stale answer is better than none when the registry is down.
      return info ?? cached?.info ?? null;
    },
  };
}
export type RegistryDomain = ReturnType<typeof createRegistryDomain>;
