/**
 * Information notices (Arts. 13 and 14 GDPR) for each category of data subjects, from the company's
 * situations and operations of that category: docs/facts/document-checklists.md §1 (employees) and
 * §2 (clients), the same skeleton for the others, with what a category adds (employees: national
 * identification numbers and workplace monitoring under Law 190/2018 arts. 4–5, the
 * acknowledgement). The wording is in content/NOTA_INFORMARE_<category>; here are the facts.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, formatDay } from '../blocks.ts';
import type { DocumentContext, OperationView } from '../context.ts';
import {
  documentFacts,
  operationsFacts,
  processingFacts,
  ZDocumentFacts,
  ZOperationsFacts,
  ZProcessingFacts,
} from '../content/facts.ts';
import { contentTemplate, type ContentTemplate } from '../content/template.ts';
import type { TemplateInput } from '../template.ts';

type NoticeCode = Extract<
  TDocumentCode,
  | 'NOTA_INFORMARE_CANDIDATI'
  | 'NOTA_INFORMARE_ANGAJATI'
  | 'NOTA_INFORMARE_CLIENTI_PF'
  | 'NOTA_INFORMARE_CLIENTI_PJ'
  | 'NOTA_INFORMARE_FURNIZORI_PF'
  | 'NOTA_INFORMARE_FURNIZORI_PJ'
  | 'NOTA_INFORMARE_PACIENTI'
  | 'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE'
  | 'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE'
  | 'NOTA_INFORMARE_RESTAURANT'
  | 'NOTA_INFORMARE_OASPETI'
>;

const ZNoticeFacts = ZDocumentFacts.extend(ZProcessingFacts.shape)
  .extend(ZOperationsFacts.shape)
  .extend({
    /** Employees, RO and EN editions: national identification numbers on legitimate interest (Law 190/2018 art. 4). */
    nationalIds: z.boolean(),
    /** Employees, RO and EN editions: the monitoring operations (Law 190/2018 art. 5), with what the company said of its cameras. */
    monitoring: z
      .object({
        operations: z.array(
          z.object({
            name: z.string(),
            purpose: z.string(),
            interest: z.string().nullable(),
            duration: z.string(),
          }),
        ),
        /** One of them is video surveillance: the areas are stated. */
        cameras: z.boolean(),
        areas: z.string().nullable(),
        lessIntrusive: z.string().nullable(),
        /** The day the union or the employees' representatives were consulted, written out. */
        consultedOn: z.string().nullable(),
      })
      .nullable(),
    /** Who signs the acknowledgement for the employer. */
    representative: z.string().nullable(),
    /**
     * The layered notice (WP260 rev.01 §35–36): per situation, its operations and the Art. 6(1) grounds
     * they rest on, each once, for the body; the details of each operation in the annex.
     */
    summary: z.array(
      z.object({
        situation: z.string(),
        operations: z.array(z.string()),
        grounds: z.array(z.object({ id: z.string(), letter: z.string() })),
      }),
    ),
    /** Each operation with everything Art. 13 says of it: purpose, data, basis, retention, provision. */
    annex: z.array(
      z.object({
        situation: z.string(),
        operations: z.array(
          ZOperationsFacts.shape.purposes.element.extend({
            duration: z.string(),
            consequence: z.string(),
            objection: z.enum(['NONE', 'GENERAL', 'DIRECT_MARKETING']),
          }),
        ),
      }),
    ),
  });

/** The operations' facts grouped by situation, in the situations' order: the annex of a layered notice. */
function layered(facts: ReturnType<typeof operationsFacts>) {
  const annex: z.infer<typeof ZNoticeFacts>['annex'] = [];
  // purposes, retention and provision are made from the same operations, in the same order.
  facts.purposes.forEach((purpose, i) => {
    const { duration } = facts.retention[i]!;
    const { consequence, objection } = facts.provision[i]!;
    const entry = { ...purpose, duration, consequence, objection };
    const group = annex.find((g) => g.situation === purpose.situation);
    if (group) group.operations.push(entry);
    else annex.push({ situation: purpose.situation, operations: [entry] });
  });
  const summary = annex.map((group) => {
    const grounds = new Map<string, string>();
    for (const op of group.operations) for (const g of op.grounds) grounds.set(g.id, g.letter);
    return {
      situation: group.situation,
      operations: group.operations.map((op) => op.name),
      // In the order of Art. 6(1): a), b), c)…
      grounds: [...grounds]
        .map(([id, letter]) => ({ id, letter }))
        .sort((a, b) => a.letter.localeCompare(b.letter)),
    };
  });
  return { summary, annex };
}

/** Video surveillance: the catalogue preset the company chose says the operation is one. */
const isCctv = (op: OperationView) => op.videoSurveillance;

/** Law 190/2018 art. 5 applies on the RO and EN editions to the operations that monitor employees. */
function monitoring(ctx: DocumentContext, ops: readonly OperationView[], input: TemplateInput) {
  if (ctx.edition === 'INT') return null;
  const monitored = ops.filter((op) => op.purposeCategory === 'MONITORING');
  if (monitored.length === 0) return null;
  // The video surveillance details the company gave once (company information) serve every document.
  const cctv = companyExtras(ctx).cctv;
  return {
    operations: monitored.map((op) => ({
      name: op.name,
      purpose: op.purpose,
      interest: op.groundReason,
      duration: op.storageDuration,
    })),
    cameras: monitored.some(isCctv),
    areas: cctv && cctv.areas.length > 0 ? cctv.areas.join('; ') : null,
    lessIntrusive: cctv?.lessIntrusiveMeans ?? null,
    consultedOn: cctv?.consultationDate ? formatDay(cctv.consultationDate, input.t) : null,
  };
}

function notice(code: NoticeCode): ContentTemplate {
  return contentTemplate(code, {
    kind: 'notice',
    schema: ZNoticeFacts,
    facts: (input) => {
      const { ctx } = input;
      const ops = ctx.operations;
      const employees = code === 'NOTA_INFORMARE_ANGAJATI';
      const operations = operationsFacts(ctx, ops);
      return {
        ...documentFacts(input),
        ...processingFacts(ctx, ops),
        ...operations,
        ...layered(operations),
        nationalIds:
          employees &&
          ctx.edition !== 'INT' &&
          ops.some((op) => op.grounds.includes('LEGITIMATE_INTEREST') && op.data.some((d) => d.nationalId)),
        monitoring: employees ? monitoring(ctx, ops, input) : null,
        representative: companyExtras(ctx).legalRepresentative?.name || null,
      };
    },
  });
}

export const NOTICE_TEMPLATES = {
  NOTA_INFORMARE_CANDIDATI: notice('NOTA_INFORMARE_CANDIDATI'),
  NOTA_INFORMARE_ANGAJATI: notice('NOTA_INFORMARE_ANGAJATI'),
  NOTA_INFORMARE_CLIENTI_PF: notice('NOTA_INFORMARE_CLIENTI_PF'),
  NOTA_INFORMARE_CLIENTI_PJ: notice('NOTA_INFORMARE_CLIENTI_PJ'),
  NOTA_INFORMARE_FURNIZORI_PF: notice('NOTA_INFORMARE_FURNIZORI_PF'),
  NOTA_INFORMARE_FURNIZORI_PJ: notice('NOTA_INFORMARE_FURNIZORI_PJ'),
  NOTA_INFORMARE_PACIENTI: notice('NOTA_INFORMARE_PACIENTI'),
  NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE: notice('NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE'),
  NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE: notice('NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE'),
  NOTA_INFORMARE_RESTAURANT: notice('NOTA_INFORMARE_RESTAURANT'),
  NOTA_INFORMARE_OASPETI: notice('NOTA_INFORMARE_OASPETI'),
} satisfies Record<NoticeCode, ContentTemplate>;
