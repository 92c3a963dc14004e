/**
 * Every document type of the catalogue and its template, checked by the compiler: a code the
 * catalogue adds without a line here does not build. `null` marks a type whose template is not
 * written yet (the remaining families): its documents are not queued, so nobody gets an empty one.
 */
import type { TDocumentCode } from '@conform/catalogues';
import type { DocumentTemplate } from './template.ts';
import { AGREEMENT_TEMPLATES } from './templates/agreements.ts';
import { CONSENT_TEMPLATES, parentalConsent } from './templates/consents.ts';
import { legitimateInterestAssessment } from './templates/assessments.ts';
import { GOVERNANCE_TEMPLATES } from './templates/governance.ts';
import { guide } from './templates/guide.ts';
import { INTERNAL_POLICY_TEMPLATES } from './templates/internal.ts';
import { NOTICE_TEMPLATES } from './templates/notices.ts';
import { POLICY_TEMPLATES } from './templates/policies.ts';
import { RESPONSE_TEMPLATES } from './templates/responses.ts';
import { TERMS_TEMPLATES } from './templates/terms.ts';
import { whistleblowingNotice } from './templates/whistleblowing.ts';

export const TEMPLATES = {
  ...NOTICE_TEMPLATES,
  ...CONSENT_TEMPLATES,
  ...POLICY_TEMPLATES,
  ...TERMS_TEMPLATES,
  ...RESPONSE_TEMPLATES,
  ...INTERNAL_POLICY_TEMPLATES,
  ...GOVERNANCE_TEMPLATES,
  GHID_UTILIZARE_DOCUMENTE: guide,
  CONSIMTAMANT_PARINTI: parentalConsent,
  NOTA_INFORMARE_AVERTIZORI: whistleblowingNotice,
  ...AGREEMENT_TEMPLATES,
  // Breach notification, assessments, records and the archive: the next families of the engine.
  NOTIFICARE_INCALCARE: null,
  EIPD: null,
  TEST_INTERES_LEGITIM: legitimateInterestAssessment,
  REGISTRU_OPERATOR: null,
  REGISTRU_PERSOANA_IMPUTERNICITA: null,
  REGISTRU_INCALCARI: null,
  REGISTRU_CERERI: null,
  ARCHIVE: null,
} satisfies Record<TDocumentCode, DocumentTemplate | null>;

export function templateFor(type: string): DocumentTemplate | undefined {
  return Object.hasOwn(TEMPLATES, type) ? (TEMPLATES[type as TDocumentCode] ?? undefined) : undefined;
}
