import type { TMarketingTracking } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';
import { useEffect, useRef, useState } from 'react';
import { onSettingsChange, readSettings } from './settings.ts';

const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportMarketingCookies: build.mutation<void, TMarketingTracking>({
      query: (body) => ({ url: '/onboarding/marketing/tracking', method: 'PUT', body }),
    }),
  }),
});

/**
 * Tells the onboarding service the visitor's marketing-cookies choice (docs/spec/behaviour.md §3 local settings) for the
 * signed-in user, once per user and choice: only while it is accepted may HubSpot's visitor cookie go
 * with that user's marketing submissions (services/onboarding/src/marketing/domain.ts says why).
 * Undecided sends nothing; a failure is ignored (the next page load tells it again).
 */
export function useMarketingCookiesReport(uid: string | undefined): void {
  const [report] = marketingApi.useReportMarketingCookiesMutation();
  const [choice, setChoice] = useState(() => readSettings().marketingCookies);
  useEffect(() => onSettingsChange((settings) => setChoice(settings.marketingCookies)), []);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!uid || choice === null) return;
    const key = `${uid}:${String(choice)}`;
    if (reported.current === key) return;
    reported.current = key;
    void report({ marketingCookies: choice });
  }, [uid, choice, report]);
}
