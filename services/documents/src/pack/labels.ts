/**
 * The inspection pack's labels (names of files and headings, not its wording: the index's text is
 * content/_shared/inspection-pack).
 */
export type PackLanguage = 'ro' | 'en';

export const PACK_LABELS: Record<
  PackLanguage,
  {
    title: string;
    generated: string;
    files: (count: number) => string;
    signedCopy: string;
    registerHistory: string;
    ledger: string;
    verification: string;
    howToVerify: string;
  }
> = {
  ro: {
    title: 'Dosar pentru control',
    generated: 'Generat la',
    files: (count) => (count === 1 ? '1 fișier' : `${count} fișiere`),
    signedCopy: 'exemplar semnat',
    registerHistory: 'Istoricul înscrierilor din registre (din registrul de dovezi)',
    ledger: 'Registrul de dovezi (export complet)',
    verification: 'Verificarea registrului de dovezi',
    howToVerify: [
      'Rândul de mai sus este rezultatul verificării registrului de dovezi (ledger.json) la generarea dosarului.',
      'Verificarea se poate repeta independent de platformă, cu Node.js 24 și codul sursă al platformei:',
      '',
      '  node scripts/verify-ledger.ts ledger.json',
      '',
      'Comanda recalculează lanțul de amprente SHA-256 din înscrieri, fără a se baza pe verificarea din fișier;',
      'codul de ieșire 0 înseamnă că lanțul este valid, 1 că este întrerupt (se arată unde și de ce).',
    ].join('\n'),
  },
  en: {
    title: 'Inspection pack',
    generated: 'Generated on',
    files: (count) => (count === 1 ? '1 file' : `${count} files`),
    signedCopy: 'signed copy',
    registerHistory: 'History of the register entries (from the evidence ledger)',
    ledger: 'Evidence ledger (full export)',
    verification: 'Verification of the evidence ledger',
    howToVerify: [
      'The line above is the result of checking the evidence ledger (ledger.json) when the pack was generated.',
      "The check can be repeated independently of the platform, with Node.js 24 and the platform's source code:",
      '',
      '  node scripts/verify-ledger.ts ledger.json',
      '',
      "The command recomputes the chain of SHA-256 fingerprints from the entries, without relying on the file's own verification;",
      'exit code 0 means the chain is valid, 1 that it is broken (where and why is shown).',
    ].join('\n'),
  },
};
