/**
 * The Word and Excel copies: what a user typed is XML text there, never markup. docx and exceljs
 * escape what they write; these tests hold them to it with values written to end the element they
 * are in and start one of their own (a red "PAID IN FULL" run, a cell of their own).
 */
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { sampleCompany } from '../src/engine/sample.ts';
import { controllerRecordWorkbook } from '../src/engine/xlsx.ts';
import { make } from './support/make.ts';

const INJECTED_RUN = '<w:r><w:rPr><w:color w:val="FF0000"/></w:rPr><w:t>PAID IN FULL</w:t></w:r>';
const WORD_NAME = `Firma</w:t></w:r>${INJECTED_RUN}<w:r><w:t>]]><![CDATA[ & "quoted" 'single' ș ț SRL`;
const INJECTED_CELL = '<si><t>PAID IN FULL</t></si>';
const EXCEL_NAME = `Firma</t></si>${INJECTED_CELL}<si><t><c r="A1" t="str"><v>x</v></c> & "q" ș SRL`;

/** Text nodes of a part, entities decoded as an XML parser would. */
const xmlText = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))]
    .map((m) => m[1]!)
    .join('')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

describe('the Word copy', () => {
  it('holds a hostile company name and web address as text: in the body, the running header and the link', async () => {
    const website = `https://conform.example/?a="><x>&b='${INJECTED_RUN}`;
    const { docx } = make('TERMENI_CONDITII_MAGAZIN_ONLINE', {
      company: { info: { ...sampleCompany('ro').info, name: WORD_NAME }, website },
    });
    const parts = unzipSync(await docx());
    const body = strFromU8(parts['word/document.xml']!);
    const headers = Object.keys(parts)
      .filter((name) => /^word\/header\d*\.xml$/.test(name))
      .map((name) => strFromU8(parts[name]!));
    expect(headers.length).toBeGreaterThan(0);

    for (const xml of [body, ...headers]) {
      // The markup never opens an element: no red run, no CDATA section.
      expect(xml).not.toContain('w:val="FF0000"');
      expect(xml).not.toContain('<![CDATA[');
      expect(xmlText(xml, 'w:t')).toContain(WORD_NAME);
    }
    expect(xmlText(body, 'w:t')).toContain(website);
    // The link's target is an attribute of the relationships part: quoted, read back whole.
    const rels = strFromU8(parts['word/_rels/document.xml.rels']!);
    const targets = [...rels.matchAll(/Target="([^"]*)"/g)].map((m) => xmlText(`<t>${m[1]!}</t>`, 't'));
    expect(targets).toContain(website);
  });
});

describe('the Excel copy', () => {
  it("holds a hostile company name and operation as the cells' text, never as cells of their own", async () => {
    const situations: SituationReadModel[] = [
      {
        id: 'situation-1',
        dataSubject: 'EMPLOYEES',
        name: EXCEL_NAME,
        suggestionId: null,
        operations: [
          {
            id: 'operation-1',
            name: EXCEL_NAME,
            purpose: EXCEL_NAME,
            data: ['Nume'],
            grounds: ['LEGAL_OBLIGATION'],
            groundReason: null,
            specialDataGround: null,
            sources: [],
            recipients: [],
            recipientsLocations: [],
            storageDuration: '5 ani',
            storageLocations: [],
            provisionRequirement: 'STATUTORY',
            provisionConsequence: null,
            automatedDecision: 'NONE',
            automatedDecisionLogic: null,
            purposeCategory: 'EMPLOYMENT',
            cookies: 'NONE',
            processorIds: [],
            suggestionId: null,
          },
        ],
      },
    ];
    const { ctx } = make('REGISTRU_OPERATOR', {
      company: { info: { ...sampleCompany('ro').info, name: EXCEL_NAME } },
      situations,
    });
    const buffer = await controllerRecordWorkbook(ctx);

    const parts = unzipSync(buffer);
    for (const [name, bytes] of Object.entries(parts).filter(([name]) => name.endsWith('.xml'))) {
      expect([name, strFromU8(bytes)]).not.toEqual([name, expect.stringContaining(INJECTED_CELL)]);
    }

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.creator).toBe(EXCEL_NAME);
    const [record, controller] = workbook.worksheets;
    // One operation: the header and one row, its purpose the name as typed.
    expect(record!.rowCount).toBe(2);
    expect(record!.getRow(2).getCell(4).text).toBe(EXCEL_NAME);
    const cells: string[] = [];
    controller!.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
    expect(cells).toContain(EXCEL_NAME);
  });
});
