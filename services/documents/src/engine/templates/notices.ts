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
  });

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
      return {
        ...documentFacts(input),
        ...processingFacts(ctx, ops),
        ...operationsFacts(ctx, ops),
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
