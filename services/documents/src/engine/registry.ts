/**
 * Every document type of the catalogue and its template, checked by the compiler: a code the
 * catalogue adds without a line here does not build. `null` marks a type that is not made from a
 * template: the archive is zipped when downloaded, from the documents in force (files/domain.ts).
 */
import type { TDocumentCode } from '@conform/catalogues';
import type { DocumentTemplate } from './template.ts';
import { AGREEMENT_TEMPLATES } from './templates/agreements.ts';
import { CONSENT_TEMPLATES, parentalConsent } from './templates/consents.ts';
import { DPIA_TEMPLATES } from './templates/dpia.ts';
import { legitimateInterestAssessment } from './templates/assessments.ts';
import { GOVERNANCE_TEMPLATES } from './templates/governance.ts';
import { guide } from './templates/guide.ts';
import { REGISTER_TEMPLATES } from './templates/registers.ts';
import { INTERNAL_POLICY_TEMPLATES } from './templates/internal.ts';
import { NOTICE_TEMPLATES } from './templates/notices.ts';
import { RECORD_TEMPLATES } from './templates/records.ts';
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
  ...RECORD_TEMPLATES,
  ...DPIA_TEMPLATES,
  GHID_UTILIZARE_DOCUMENTE: guide,
  CONSIMTAMANT_PARINTI: parentalConsent,
  NOTA_INFORMARE_AVERTIZORI: whistleblowingNotice,
  ...AGREEMENT_TEMPLATES,
  TEST_INTERES_LEGITIM: legitimateInterestAssessment,
  ...REGISTER_TEMPLATES,
  ARCHIVE: null,
} satisfies Record<TDocumentCode, DocumentTemplate | null>;

export function templateFor(type: string): DocumentTemplate | undefined {
  return Object.hasOwn(TEMPLATES, type) ? (TEMPLATES[type as TDocumentCode] ?? undefined) : undefined;
}
