/**
 * The controller's record as a spreadsheet: opened with exceljs, it has the PDF's columns as a
 * frozen, filtered header, one row per operation with the same texts, and the controller's details
 * on a second sheet.
 */
import ExcelJS from 'exceljs';
import { controllerRecordRows } from '../src/engine/templates/records.ts';
import { controllerRecordWorkbook } from '../src/engine/xlsx.ts';
import { make } from './support/make.ts';

async function open(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe('the controller’s record as XLSX', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) opens with a header row and one row per operation',
    async (language) => {
      const { ctx } = make('REGISTRU_OPERATOR', {
        language,
        company: { securityMeasures: { measures: ['ENCRYPTION'], other: '' } },
      });
      const buffer = await controllerRecordWorkbook(ctx);
      expect(buffer.subarray(0, 2).toString()).toBe('PK');
      const workbook = await open(buffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(
        language === 'ro' ? ['Registru', 'Operator'] : ['Record', 'Controller'],
      );
      const sheet = workbook.worksheets[0]!;
      const { columns, rows } = controllerRecordRows(ctx);
      expect(values(sheet.getRow(1))).toEqual(columns.map((c) => c.label));
      expect(sheet.rowCount).toBe(ctx.operations.length + 1);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.getColumn(4).width).toBeGreaterThan(30);

      ctx.operations.forEach((op, index) => {
        const row = values(sheet.getRow(index + 2)).map(String);
        expect(row[0]).toBe(String(index + 1));
        expect(row[2]).toContain(op.name);
        expect(row[3]).toBe(op.purpose);
        expect(row[10]).toBe(op.storageDuration);
        for (const item of op.data) expect(row[6]).toContain(item.text);
      });
      const first = values(sheet.getRow(2)).map(String);
      expect(first[4]).toMatch(
        language === 'ro' ? /art\. 6 alin\. \(1\) lit\. [a-f]\)/ : /Article 6\(1\)\([a-f]\)/,
      );
      expect(first[13]).toContain(language === 'ro' ? 'Criptarea laptopurilor' : 'Encryption of laptops');
      expect(sheet.getRow(2).alignment).toMatchObject({ wrapText: true });
      expect(rows).toHaveLength(ctx.operations.length);

      // Special categories are marked in the data column, as in the PDF.
      const medical = ctx.operations.findIndex((op) => op.suggestionId === 'e-cim-medical');
      expect(sheet.getRow(medical + 2).getCell(7).text).toMatch(
        language === 'ro' ? /categorie specială, art\. 9/ : /special category, Article 9/,
      );

      const controller = workbook.worksheets[1]!;
      const details = controller
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1).join(': '));
      expect(details.join('\n')).toContain('Exemplu Servicii SRL');
      expect(details.join('\n')).toContain('Ioana Popescu');
      expect(details.join('\n')).toContain(
        language === 'ro' ? 'Criptarea laptopurilor' : 'Encryption of laptops',
      );
    },
  );

  it('writes missing data as a visible placeholder, never an empty cell', async () => {
    const { ctx } = make('REGISTRU_OPERATOR', { company: { contactEmail: null } });
    const workbook = await open(await controllerRecordWorkbook(ctx));
    const security = workbook.worksheets[0]!.getRow(2).getCell(14).text;
    expect(security).toBe('[de completat: măsurile de securitate aplicate de companie]');
  });

  it('has only the header when the company has no operations yet', async () => {
    const { ctx } = make('REGISTRU_OPERATOR', { situations: [] });
    const workbook = await open(await controllerRecordWorkbook(ctx));
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
    expect(workbook.worksheets[1]!.rowCount).toBeGreaterThan(5);
  });
});
