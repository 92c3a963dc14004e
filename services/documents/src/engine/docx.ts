/**
 * The document tree as an editable Word document (`docx`): real headings, lists and tables the
 * company can change, not an image of the PDF. Same content, same order as the PDF.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  HeightRule,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { PrintLabels } from './html.ts';
import { inlineText, type Block, type DocumentTree, type Inline } from './tree.ts';

const MM = 56.7; // twips per millimetre
const SERIF = 'Times New Roman';
const SANS = 'Arial';
const MUTED = '4F5B6D';
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: 'C9D1DD' } as const;
const CELL_BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };

function runs(content: readonly Inline[], labels: PrintLabels, size?: number): ParagraphChild[] {
  return content.map((part) => {
    if (typeof part === 'string') return new TextRun({ text: part, ...(size ? { size } : {}) });
    if ('missing' in part) {
      return new TextRun({ text: `[${labels.missing}: ${part.missing}]`, italics: true, color: 'B3261E' });
    }
    if ('field' in part) return new TextRun({ text: `[${part.field}]`, highlight: 'yellow' });
    if ('link' in part) {
      return /^(https?:\/\/|mailto:)/i.test(part.link)
        ? new ExternalHyperlink({
            link: part.link,
            children: [new TextRun({ text: part.text, style: 'Hyperlink' })],
          })
        : new TextRun(part.text);
    }
    return new TextRun({
      text: part.text,
      ...(part.bold ? { bold: true } : {}),
      ...(part.italic ? { italics: true } : {}),
      ...(size ? { size } : {}),
    });
  });
}

const cell = (children: Paragraph[], options: { header?: boolean; width?: number } = {}) =>
  new TableCell({
    children,
    borders: CELL_BORDERS,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'EEF2F7' } } : {}),
    ...(options.width ? { width: { size: options.width, type: WidthType.PERCENTAGE } } : {}),
  });

function blocks(
  list: readonly Block[],
  labels: PrintLabels,
  lists: { ordered: number },
): Array<Paragraph | Table> {
  return list.flatMap((b): Array<Paragraph | Table> => {
    switch (b.kind) {
      case 'paragraph':
        return [
          new Paragraph({
            children: runs(b.content, labels, b.tone === 'note' ? 19 : undefined),
            spacing: { after: 100 },
            alignment: AlignmentType.JUSTIFIED,
          }),
        ];
      case 'heading':
        return [new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_3 })];
      case 'list': {
        const instance = b.ordered ? ++lists.ordered : 0;
        return b.items.map(
          (item) =>
            new Paragraph({
              children: runs(item, labels),
              ...(b.ordered
                ? { numbering: { reference: 'ordered', level: 0, instance } }
                : { bullet: { level: 0 } }),
              spacing: { after: 60 },
            }),
        );
      }
      case 'table': {
        const total = b.widths?.reduce((a, w) => a + w, 0) ?? 0;
        const width = (index: number) =>
          b.widths ? Math.round(((b.widths[index] ?? 0) / total) * 100) : undefined;
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                tableHeader: true,
                children: b.columns.map((c, index) =>
                  cell(
                    [
                      new Paragraph({
                        children: [new TextRun({ text: c, bold: true, font: SANS, size: 18 })],
                      }),
                    ],
                    {
                      header: true,
                      ...(width(index) ? { width: width(index)! } : {}),
                    },
                  ),
                ),
              }),
              ...b.rows.map(
                (row) =>
                  new TableRow({
                    cantSplit: true,
                    // A row with nothing in it is a line to fill in by hand: tall enough to write on.
                    ...(row.every((content) => inlineText(content) === '')
                      ? { height: { value: 9 * MM, rule: HeightRule.ATLEAST } }
                      : {}),
                    children: row.map((content, index) =>
                      cell([new Paragraph({ children: runs(content, labels, 20) })], {
                        ...(width(index) ? { width: width(index)! } : {}),
                      }),
                    ),
                  }),
              ),
            ],
          }),
          new Paragraph({ text: '' }),
        ];
      }
      case 'facts':
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: b.rows.map(
              (r) =>
                new TableRow({
                  children: [
                    cell(
                      [
                        new Paragraph({
                          children: [new TextRun({ text: r.label, bold: true, font: SANS, size: 19 })],
                        }),
                      ],
                      {
                        header: true,
                        width: 36,
                      },
                    ),
                    cell([new Paragraph({ children: runs(r.value, labels) })], { width: 64 }),
                  ],
                }),
            ),
          }),
          new Paragraph({ text: '' }),
        ];
      case 'checkbox':
        return [
          new Paragraph({
            children: [new TextRun({ text: '☐  ', size: 26 }), ...runs(b.label, labels)],
            spacing: { after: 140 },
            indent: { left: 400, hanging: 400 },
          }),
        ];
      case 'signatures':
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                children: b.parties.map(
                  (party) =>
                    new TableCell({
                      borders: {
                        top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
                        bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
                        left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
                        right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
                      },
                      children: [
                        new Paragraph({
                          children: [new TextRun({ text: party.title, bold: true, font: SANS, size: 20 })],
                        }),
                        ...party.lines.map(
                          (line) =>
                            new Paragraph({
                              spacing: { before: 240 },
                              children: [
                                new TextRun({ text: `${line.label}: `, color: MUTED, size: 18 }),
                                ...(line.value && line.value.length > 0
                                  ? runs(line.value, labels)
                                  : [new TextRun({ text: '_______________________________' })]),
                              ],
                            }),
                        ),
                      ],
                    }),
                ),
              }),
            ],
          }),
        ];
    }
  });
}

/**
 * What a version's DOCX is made from: its tree and print labels as they were when the PDF was printed
 * (kept with the version, so the editable copy made later says exactly what the PDF says).
 */
export interface DocxSource {
  tree: DocumentTree;
  labels: PrintLabels & { kind: string };
}

export async function renderDocx(
  tree: DocumentTree,
  labels: PrintLabels & { kind: string },
): Promise<Buffer> {
  const lists = { ordered: 0 };
  const body: Array<Paragraph | Table> = [
    new Paragraph({
      children: [new TextRun({ text: labels.kind.toUpperCase(), font: SANS, size: 18, color: '0F8A6B' })],
    }),
    new Paragraph({ text: tree.title, heading: HeadingLevel.TITLE }),
    ...(tree.subtitle ? [new Paragraph({ children: [new TextRun({ text: tree.subtitle, size: 24 })] })] : []),
    new Paragraph({
      spacing: { after: 240 },
      children: [
        new TextRun({
          text: `${tree.company} · ${labels.version} ${tree.meta.version} · ${tree.meta.date}`,
          color: MUTED,
          size: 19,
        }),
      ],
    }),
  ];
  tree.sections.forEach((s, index) => {
    body.push(new Paragraph({ text: `${index + 1}. ${s.title}`, heading: HeadingLevel.HEADING_2 }));
    body.push(...blocks(s.blocks, labels, lists));
  });

  const doc = new Document({
    creator: tree.company,
    title: tree.title,
    description: `${labels.version} ${tree.meta.version}`,
    styles: {
      default: { document: { run: { font: SERIF, size: 22 } } },
      paragraphStyles: [
        {
          id: 'Title',
          name: 'Title',
          basedOn: 'Normal',
          next: 'Normal',
          run: { font: SANS, size: 40, bold: true, color: '15253F' },
          paragraph: { spacing: { after: 120 } },
        },
        {
          id: 'Heading2',
          name: 'Heading 2',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: SANS, size: 26, bold: true, color: '15253F' },
          paragraph: { spacing: { before: 320, after: 120 }, keepNext: true },
        },
        {
          id: 'Heading3',
          name: 'Heading 3',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: SANS, size: 23, bold: true, color: '15253F' },
          paragraph: { spacing: { before: 200, after: 80 }, keepNext: true },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'ordered',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 420, hanging: 300 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: {
              top: Math.round(24 * MM),
              bottom: Math.round(22 * MM),
              left: Math.round(20 * MM),
              right: Math.round(20 * MM),
            },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new TextRun({
                    text: `${tree.company} — ${tree.title}`,
                    font: SANS,
                    size: 16,
                    color: MUTED,
                  }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    font: SANS,
                    size: 16,
                    color: MUTED,
                    children: [
                      `${labels.page} `,
                      PageNumber.CURRENT,
                      ` ${labels.of} `,
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
