// Which documents a party signs. No zod here: the documents page imports it at run time on its first
// screen (a row's menu offers the signed copy), and zod would more than double that page's first
// download (e2e/tests/bundle-size.spec.ts); the upload's schemas are in evidence.ts.

/**
 * The document types a party signs, whose signed copy the company uploads back: the agreements
 * with processors, other controllers and joint controllers, the transfer annex signed with them,
 * the employees' confidentiality addendum and the decision appointing the DPO. The catalogue does
 * not mark signable types, so this is the one list (the service checks uploads against it, the
 * documents page offers the upload for these). The consent forms are signed by the people
 * themselves and kept where they were signed: not uploaded here.
 */
export const SIGNABLE_DOCUMENT_TYPES = [
  'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
  'CONTRACT_OPERATOR_OPERATOR',
  'CONTRACT_OPERATORI_ASOCIATI',
  'ANEXA_TRANSFER_INTERNATIONAL',
  'ACT_ADITIONAL_CONFIDENTIALITATE',
  'DECIZIE_NUMIRE_DPO',
] as const;

/** A document's key (`TYPE`, `TYPE@channel`, `TYPE.en`) names a signable type when its type is one. */
export function isSignableDocument(key: string): boolean {
  const type = key.split(/[@.]/)[0] ?? '';
  return (SIGNABLE_DOCUMENT_TYPES as readonly string[]).includes(type);
}
