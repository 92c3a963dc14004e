import { documentsByCode, pick, type TDocumentCode } from '@conform/catalogues';
import { formatDate } from './blocks.ts';
import type { DocumentContext, Language } from './context.ts';
import { en } from './messages/en.ts';
import { ro, type Messages } from './messages/ro.ts';
import type { DocumentTree, Section } from './tree.ts';

export const MESSAGES: Record<Language, Messages> = { ro, en };

export interface TemplateInput {
  ctx: DocumentContext;
  t: Messages;
  meta: DocumentTree['meta'];
  /** The catalogue's name of the document type, in the document's language and edition. */
  title: string;
}

/** How a document type is built. What data it reads comes from its catalogue `needs`. */
export interface DocumentTemplate {
  /** The kind printed above the title (notice, consent form, policy…). */
  kind: keyof Messages['print']['kinds'];
  build(input: TemplateInput): { subtitle?: string; sections: Section[]; contentVersion?: string };
}

/** Runs a template: the title from the catalogue, the meta from the generation. */
export function buildTree(
  type: TDocumentCode,
  template: DocumentTemplate,
  ctx: DocumentContext,
  version: number,
): DocumentTree {
  const t = MESSAGES[ctx.language];
  const date = formatDate(ctx.now, t);
  const meta = { version: String(version), date, generatedOn: date };
  const title = pick(documentsByCode[type].name, ctx.language, ctx.edition);
  const built = template.build({ ctx, t, meta, title });
  return {
    type,
    language: ctx.language,
    title,
    ...(built.subtitle ? { subtitle: built.subtitle } : {}),
    company: ctx.company.info.name || '—',
    meta,
    sections: built.sections,
    ...(template.kind === 'sign' ? { layout: 'sign' as const } : {}),
    ...(built.contentVersion ? { contentVersion: built.contentVersion } : {}),
  };
}

/** Drops the sections a template decided do not apply (null). */
export const present = (sections: Array<Section | null | false>): Section[] =>
  sections.filter((s): s is Section => Boolean(s));
