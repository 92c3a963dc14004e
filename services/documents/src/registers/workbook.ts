/**
 * The registers as spreadsheets (exceljs, loaded on the first export: most requests never need it).
 * Same columns and words as the page, in the user's language.
 */
import type { TBreach, TDataSubjectRequest, TWhistleblowingReport } from '@conform/contracts';
import { timeZoneLabel } from '@conform/contracts/time-zone';
import { localMoment } from './deadlines.ts';
import {
  AWAITING_IDENTITY_LABEL,
  CHANNEL_LABELS,
  NATURE_LABELS,
  REPORT_CHANNEL_LABELS,
  RIGHT_LABELS,
  riskLabel,
  STATUS_LABELS,
} from './labels.ts';

type Language = 'ro' | 'en';
export interface Column {
  header: string;
  width: number;
}
/** A sheet of a workbook: its name (at most 31 characters), its columns and its rows. */
export interface Sheet {
  name: string;
  columns: Column[];
  rows: Array<Array<string | number | null>>;
}

const REQUEST_COLUMNS: Record<Language, Column[]> = {
  ro: [
    { header: 'Nr.', width: 14 },
    { header: 'Dreptul exercitat', width: 26 },
    { header: 'Primită la', width: 12 },
    { header: 'Persoana vizată', width: 28 },
    { header: 'Canal', width: 16 },
    { header: 'Termen de răspuns', width: 14 },
    { header: 'Stare', width: 20 },
    { header: 'Motivul prelungirii', width: 32 },
    { header: 'Închisă la', width: 12 },
    { header: 'Observații', width: 40 },
    { header: 'Identitate cerută la', width: 14 },
    { header: 'Identitate confirmată la', width: 14 },
  ],
  en: [
    { header: 'No.', width: 14 },
    { header: 'Right exercised', width: 26 },
    { header: 'Received on', width: 12 },
    { header: 'Data subject', width: 28 },
    { header: 'Channel', width: 16 },
    { header: 'Answer due', width: 14 },
    { header: 'Status', width: 20 },
    { header: 'Reason for extension', width: 32 },
    { header: 'Closed on', width: 12 },
    { header: 'Notes', width: 40 },
    { header: 'Identity asked for on', width: 14 },
    { header: 'Identity confirmed on', width: 14 },
  ],
};

const BREACH_COLUMNS: Record<Language, Column[]> = {
  ro: [
    { header: 'Nr.', width: 14 },
    { header: 'Data luării la cunoștință', width: 20 },
    { header: 'Data producerii', width: 20 },
    { header: 'Natura încălcării', width: 30 },
    { header: 'Descriere', width: 40 },
    { header: 'Categorii de persoane vizate', width: 28 },
    { header: 'Nr. aproximativ de persoane', width: 14 },
    { header: 'Categorii de date', width: 28 },
    { header: 'Nr. aproximativ de înregistrări', width: 14 },
    { header: 'Consecințe probabile', width: 36 },
    { header: 'Măsuri luate sau propuse', width: 36 },
    { header: 'Evaluarea riscului', width: 30 },
    { header: 'Motivarea evaluării', width: 30 },
    { header: 'Termen de notificare (72 de ore)', width: 20 },
    { header: 'Autoritatea notificată la', width: 20 },
    { header: 'Persoanele informate la', width: 20 },
    { header: 'Motivul întârzierii', width: 30 },
  ],
  en: [
    { header: 'No.', width: 14 },
    { header: 'Became aware on', width: 20 },
    { header: 'Occurred on', width: 20 },
    { header: 'Nature of the breach', width: 30 },
    { header: 'Description', width: 40 },
    { header: 'Categories of data subjects', width: 28 },
    { header: 'Approx. number of persons', width: 14 },
    { header: 'Categories of data', width: 28 },
    { header: 'Approx. number of records', width: 14 },
    { header: 'Likely consequences', width: 36 },
    { header: 'Measures taken or proposed', width: 36 },
    { header: 'Risk assessment', width: 30 },
    { header: 'Reasons for the assessment', width: 30 },
    { header: 'Notify by (72 hours)', width: 20 },
    { header: 'Authority notified on', width: 20 },
    { header: 'Persons informed on', width: 20 },
    { header: 'Reason for delay', width: 30 },
  ],
};

const SHEET = {
  requests: { ro: 'Cereri', en: 'Requests' },
  breaches: { ro: 'Încălcări', en: 'Breaches' },
  reports: { ro: 'Raportări', en: 'Reports' },
} as const;

const REPORT_COLUMNS: Record<Language, Column[]> = {
  ro: [
    { header: 'Nr.', width: 14 },
    { header: 'Primită la', width: 12 },
    { header: 'Cum a fost primită', width: 26 },
    { header: 'Referința', width: 20 },
    { header: 'Subiect', width: 36 },
    { header: 'Confirmare până la', width: 14 },
    { header: 'Confirmată la', width: 14 },
    { header: 'Informare până la', width: 14 },
    { header: 'Informare făcută la', width: 14 },
    { header: 'Închisă la', width: 12 },
  ],
  en: [
    { header: 'No.', width: 14 },
    { header: 'Received on', width: 12 },
    { header: 'How the report arrived', width: 26 },
    { header: 'Reference', width: 20 },
    { header: 'Subject', width: 36 },
    { header: 'Acknowledge by', width: 14 },
    { header: 'Acknowledged on', width: 14 },
    { header: 'Feedback by', width: 14 },
    { header: 'Feedback given on', width: 14 },
    { header: 'Closed on', width: 12 },
  ],
};

/** A workbook of one or more sheets, each with a bold, frozen and filterable header row. */
export async function workbookOf(sheets: Sheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Conform';
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row.map((v) => v ?? ''));
    sheet.eachRow((row) => {
      row.alignment = { vertical: 'top', wrapText: true };
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The requests register; `more` sheets follow it (the inspection pack adds the entries' history). */
export function requestsWorkbook(
  requests: TDataSubjectRequest[],
  language: Language,
  more: Sheet[] = [],
): Promise<Buffer> {
  return workbookOf([
    {
      name: SHEET.requests[language],
      columns: REQUEST_COLUMNS[language],
      rows: requests.map((r) => [
        r.number,
        RIGHT_LABELS[r.right][language],
        r.receivedOn,
        r.person,
        CHANNEL_LABELS[r.channel][language],
        r.deadline,
        // The deadline shown while paused is the one before the pause: the status says it waits.
        r.paused ? AWAITING_IDENTITY_LABEL[language] : STATUS_LABELS[r.status][language],
        r.extensionReason,
        r.closedOn,
        r.notes,
        r.identityRequestedOn,
        r.identityConfirmedOn,
      ]),
    },
    ...more,
  ]);
}

/** The columns of the breach register that hold a moment: their headers say the zone. */
const BREACH_MOMENT_COLUMNS = new Set([1, 2, 13, 14, 15]);

/**
 * A header of a column of moments, with the zone they are in: "Confirmed at (Romania time,
 * Europe/Bucharest)"; inside a header's own parentheses, "Notify by (72 hours; Romania time, …)".
 */
export function zonedHeader(header: string, timeZone: string, language: Language): string {
  const zone = `${timeZoneLabel(timeZone, language)}, ${timeZone}`;
  return header.endsWith(')') ? `${header.slice(0, -1)}; ${zone})` : `${header} (${zone})`;
}

/**
 * The breach register, its moments in the company's zone (`companyTimeZone`), said in the headers;
 * `more` sheets follow it.
 */
export function breachesWorkbook(
  breaches: TBreach[],
  language: Language,
  timeZone: string,
  more: Sheet[] = [],
): Promise<Buffer> {
  return workbookOf([
    {
      name: SHEET.breaches[language],
      columns: BREACH_COLUMNS[language].map((c, i) =>
        BREACH_MOMENT_COLUMNS.has(i) ? { ...c, header: zonedHeader(c.header, timeZone, language) } : c,
      ),
      rows: breaches.map((b) => [
        b.number,
        localMoment(b.awareAt, timeZone),
        localMoment(b.occurredAt, timeZone),
        b.nature.map((n) => NATURE_LABELS[n][language]).join('; '),
        b.description,
        b.subjectCategories,
        b.subjectsCount,
        b.dataCategories,
        b.recordsCount,
        b.consequences,
        b.measures,
        b.risk ? riskLabel(b.risk, language, b.awareAt) : '',
        b.riskReason,
        localMoment(b.notifyBy, timeZone),
        localMoment(b.authorityNotifiedAt, timeZone),
        localMoment(b.personsNotifiedAt, timeZone),
        b.delayReason,
      ]),
    },
    ...more,
  ]);
}

/** The whistleblowing register (Law 361/2022): the reports with their two clocks; `more` sheets follow it. */
export function reportsWorkbook(
  reports: TWhistleblowingReport[],
  language: Language,
  more: Sheet[] = [],
): Promise<Buffer> {
  return workbookOf([
    {
      name: SHEET.reports[language],
      columns: REPORT_COLUMNS[language],
      rows: reports.map((r) => [
        r.number,
        r.receivedOn,
        REPORT_CHANNEL_LABELS[r.channel][language],
        r.reference,
        r.subject,
        r.acknowledgeBy,
        r.acknowledgedOn,
        r.feedbackBy,
        r.feedbackOn,
        r.closedOn,
      ]),
    },
    ...more,
  ]);
}
