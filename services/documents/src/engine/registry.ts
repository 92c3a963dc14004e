/**
 * Every document type of the catalogue and its template, checked by the compiler: a code the
 * catalogue adds without a line here does not build. `null` marks a type whose template is not
 * written yet (the remaining families): its documents are not queued, so nobody gets an empty one.
 */
import type { TDocumentCode } from '@conform/catalogues';
import type { DocumentTemplate } from './template.ts';
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
  // Agreements, internal policies, breach notification, assessments, records, response templates,
  // the marketing procedure and the archive: the next families of the engine.
  CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA: null,
  CONTRACT_OPERATOR_OPERATOR: null,
  CONTRACT_OPERATORI_ASOCIATI: null,
  ANEXA_TRANSFER_INTERNATIONAL: null,
  ACT_ADITIONAL_CONFIDENTIALITATE: null,
  TEST_INTERES_LEGITIM: legitimateInterestAssessment,
  ...REGISTER_TEMPLATES,
  ARCHIVE: null,
} satisfies Record<TDocumentCode, DocumentTemplate | null>;

export function templateFor(type: string): DocumentTemplate | undefined {
  return Object.hasOwn(TEMPLATES, type) ? (TEMPLATES[type as TDocumentCode] ?? undefined) : undefined;
}
