import { useEffect, useRef } from 'react';
import { useRequestContactMutation } from '../api/contactApi.ts';

/**
 * Opening the contact and help dialog is a contact request (docs/spec/behaviour.md §7 marketing forms: "contact
 * request"), about the company on screen: told to the onboarding service once per opening. Marketing
 * hears of it only with the user's consent to communications; a failure is not the user's concern.
 */
export function useContactRequest(companyId: string): void {
  const [requestContact] = useRequestContactMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void requestContact({ companyId });
  }, [companyId, requestContact]);
}
