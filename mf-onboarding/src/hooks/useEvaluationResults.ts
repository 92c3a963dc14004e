import { tryDecodeResults, type TProductId } from '@conform/catalogues';
import { paths, useNavigate, useShell } from '@conform/shell-contract';
import { useEffect, useMemo } from 'react';

/** How long the results error stays before the visitor is sent back to the start (docs/spec/behaviour.md §8, §9). */
export const RESULTS_ERROR_MS = 5000;

/**
 * The product ids in a results path segment, decoded for the edition (base64 of a JSON list of ids).
 * Anything else — not base64, unknown products, products the edition does not sell — is an error:
 * the page shows it for 5 s, then goes to the onboarding start (docs/spec/behaviour.md §2).
 */
export function useEvaluationResults(
  encoded: string | undefined,
): { ok: true; ids: TProductId[] } | { ok: false } {
  const { edition } = useShell();
  const navigate = useNavigate();
  const decoded = useMemo(() => tryDecodeResults(encoded ?? '', edition), [encoded, edition]);
  useEffect(() => {
    if (decoded.ok) return;
    const timer = setTimeout(() => void navigate(paths.onboardingStart, { replace: true }), RESULTS_ERROR_MS);
    return () => clearTimeout(timer);
  }, [decoded.ok, navigate]);
  return decoded.ok ? { ok: true, ids: decoded.ids } : { ok: false };
}
