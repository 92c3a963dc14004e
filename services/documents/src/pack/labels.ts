/**
 * The inspection pack's labels (names of files and headings, not its wording: the index's text is
 * content/_shared/inspection-pack).
 */
import { countOf } from '../engine/blocks.ts';

export type PackLanguage = 'ro' | 'en';

interface Column {
  header: string;
  width: number;
  /** A column of moments: its header is followed by the company's zone (zonedHeader). */
  moment?: true;
}
type AcknowledgementStatus = 'CONFIRMED' | 'PENDING' | 'EXPIRED' | 'OUTDATED';

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
    /** The read confirmations' workbook: its file, what the index calls it, its columns and words. */
    acknowledgements: {
      file: string;
      title: string;
      sharedLink: string;
      status: Record<AcknowledgementStatus, string>;
      columns: Column[];
    };
    /** The registers' workbooks: their files and titles, and the history sheet. */
    registerSheets: {
      file: Record<'requests' | 'breaches' | 'reports', string>;
      title: Record<'requests' | 'breaches' | 'reports', string>;
      history: string;
      created: string;
      changed: string;
      historyColumns: Column[];
    };
  }
> = {
  ro: {
    title: 'Dosar pentru control',
    generated: 'Generat la',
    // From 20 on, Romanian writes „de” before the noun: 20 de fișiere.
    files: (count) => (count === 1 ? '1 fișier' : countOf(count, 'ro', 'fișier', 'fișiere')),
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
    acknowledgements: {
      file: 'Confirmări de lectură.xlsx',
      title: 'Confirmările de lectură ale personalului (câte o foaie pentru fiecare document)',
      sharedLink: 'Prin linkul partajabil',
      status: {
        CONFIRMED: 'Confirmat',
        PENDING: 'În așteptare',
        EXPIRED: 'Link expirat',
        OUTDATED: 'Versiune mai veche',
      },
      columns: [
        { header: 'Versiunea documentului', width: 12 },
        { header: 'Amprenta SHA-256 a PDF-ului citit', width: 66 },
        { header: 'Stare', width: 18 },
        { header: 'Persoana invitată', width: 30 },
        { header: 'Numele scris la confirmare', width: 28 },
        { header: 'Confirmat la', width: 20, moment: true },
        { header: 'Adresa IP', width: 18 },
        { header: 'Browser', width: 40 },
        { header: 'Invitat la', width: 20, moment: true },
        { header: 'Link valabil până la', width: 20, moment: true },
        { header: 'Nr. înscrierii în registrul de dovezi', width: 14 },
      ],
    },
    registerSheets: {
      file: {
        requests: 'Registrul cererilor.xlsx',
        breaches: 'Registrul încălcărilor.xlsx',
        reports: 'Registrul raportărilor.xlsx',
      },
      title: {
        requests: 'Registrul cererilor persoanelor vizate, cu istoricul înscrierilor (foaie de calcul)',
        breaches: 'Registrul încălcărilor securității datelor, cu istoricul înscrierilor (foaie de calcul)',
        reports:
          'Registrul raportărilor privind încălcări ale legii, cu istoricul înscrierilor (foaie de calcul)',
      },
      history: 'Istoricul înscrierilor',
      created: 'Înscrisă',
      changed: 'Modificată',
      historyColumns: [
        { header: 'Nr.', width: 14 },
        { header: 'Înregistrată la', width: 20, moment: true },
        { header: 'Ce s-a înregistrat', width: 16 },
        { header: 'Stare', width: 20 },
        { header: 'Nr. înscrierii în registrul de dovezi', width: 14 },
        { header: 'Amprenta SHA-256 a datelor înscrise', width: 66 },
      ],
    },
  },
  en: {
    title: 'Inspection pack',
    generated: 'Generated on',
    files: (count) => (count === 1 ? '1 file' : countOf(count, 'en', 'file', 'files')),
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
    acknowledgements: {
      file: 'Read confirmations.xlsx',
      title: "The staff's read confirmations (one sheet per document)",
      sharedLink: 'Through the shareable link',
      status: {
        CONFIRMED: 'Confirmed',
        PENDING: 'Pending',
        EXPIRED: 'Link expired',
        OUTDATED: 'Older version',
      },
      columns: [
        { header: 'Document version', width: 12 },
        { header: 'SHA-256 of the PDF read', width: 66 },
        { header: 'Status', width: 18 },
        { header: 'Person asked', width: 30 },
        { header: 'Name given when confirming', width: 28 },
        { header: 'Confirmed at', width: 20, moment: true },
        { header: 'IP address', width: 18 },
        { header: 'Browser', width: 40 },
        { header: 'Invited at', width: 20, moment: true },
        { header: 'Link valid until', width: 20, moment: true },
        { header: 'Evidence ledger entry no.', width: 14 },
      ],
    },
    registerSheets: {
      file: {
        requests: 'Requests register.xlsx',
        breaches: 'Breach register.xlsx',
        reports: 'Whistleblowing register.xlsx',
      },
      title: {
        requests: 'Register of data subject requests, with the history of its entries (spreadsheet)',
        breaches: 'Register of personal data breaches, with the history of its entries (spreadsheet)',
        reports: 'Register of whistleblowing reports, with the history of its entries (spreadsheet)',
      },
      // Excel reserves the sheet name 'History'.
      history: 'Entry history',
      created: 'Logged',
      changed: 'Changed',
      historyColumns: [
        { header: 'No.', width: 14 },
        { header: 'Recorded at', width: 20, moment: true },
        { header: 'What was recorded', width: 16 },
        { header: 'Status', width: 20 },
        { header: 'Evidence ledger entry no.', width: 14 },
        { header: "SHA-256 of the entry's data", width: 66 },
      ],
    },
  },
};
