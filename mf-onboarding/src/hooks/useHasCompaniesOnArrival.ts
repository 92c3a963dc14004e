import { useMyCompaniesQuery, useShell } from '@conform/shell-contract';
import { useState } from 'react';

/**
 * The card-network partner's pages send a signed-in user who already has a company to the root (docs/spec/behaviour.md
 * §2). Decided once, on arrival: the company the flow itself creates must not send its creator away.
 * Answers undefined while the companies load.
 */
export function useHasCompaniesOnArrival(): boolean | undefined {
  const { user } = useShell();
  const signedIn = Boolean(user && !user.isAnonymous);
  const companies = useMyCompaniesQuery(undefined, { skip: !signedIn });
  const [decided, setDecided] = useState<boolean | undefined>(undefined);
  if (!signedIn) return decided ?? false;
  if (decided === undefined) {
    const known = companies.data ? companies.data.length > 0 : companies.isError ? false : undefined;
    // Kept from the first answer on (React's "state from an earlier render" pattern).
    if (known !== undefined) setDecided(known);
    return known;
  }
  return decided;
}
