/**
 * The controller's record of processing activities as a spreadsheet (the catalogue gives
 * REGISTRU_OPERATOR the formats xlsx and pdf): a sheet with one row per operation, the same columns
 * and texts as the PDF's entries (both come from `controllerRecordRows`), and a sheet with the
 * controller's details and security measures. exceljs is loaded only when a workbook is made, as
 * the DOCX renderer is only run when a DOCX is asked for.
 */
import type { DocumentContext } from './context.ts';
import { MESSAGES } from './template.ts';
import {
  controllerRecordHeader,
  controllerRecordRows,
  controllerRecordSheets,
  securityMeasuresCell,
} from './templates/records.ts';
import type { Inline } from './tree.ts';

/** A cell's text: missing data as the PDF shows it, `[to be completed: …]`, never an empty cell. */
function cellText(content: readonly Inline[], missingLabel: string): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('missing' in part) return `[${missingLabel}: ${part.missing}]`;
      if ('field' in part) return `[${part.field}]`;
      return part.text;
    })
    .join('');
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function controllerRecordWorkbook(ctx: DocumentContext): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const t = MESSAGES[ctx.language];
  const names = controllerRecordSheets(ctx.language);
  const { columns, rows } = controllerRecordRows(ctx, t);
  const text = (content: readonly Inline[]) => cellText(content, t.print.missing);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = ctx.company.info.name || 'Conform';
  workbook.created = ctx.now;

  const record = workbook.addWorksheet(names.record, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  record.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: column.width,
  }));
  for (const row of rows) {
    // The operation's number stays a number, so the sheet sorts 10 after 9.
    record.addRow(
      Object.fromEntries(
        columns.map((column) => [
          column.key,
          column.key === 'number' ? row.number : text(row.cells[column.key]),
        ]),
      ),
    );
  }
  record.eachRow((row) => {
    row.alignment = { vertical: 'top', wrapText: true };
  });
  const header = record.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F7' } };
  record.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const controller = workbook.addWorksheet(names.controller);
  controller.columns = [{ width: 42 }, { width: 90 }];
  for (const [label, value] of controllerRecordHeader(ctx, t)) controller.addRow([label, text(value)]);
  controller.addRow([names.security, text(securityMeasuresCell(ctx))]);
  controller.eachRow((row) => {
    row.alignment = { vertical: 'top', wrapText: true };
    row.getCell(1).font = { bold: true };
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
