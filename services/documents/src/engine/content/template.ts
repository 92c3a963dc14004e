/**
 * A document type whose wording is in content files (services/documents/content/<CODE>/ro.md and
 * en.md): code gives the facts, checked against the family's schema on every render, and the
 * content decides the words. The registry holds these beside the templates still written in
 * TypeScript (registry.ts).
 */
import type { TDocumentCode } from '@conform/catalogues';
import type { z } from 'zod';
import type { DocumentTemplate, TemplateInput } from '../template.ts';
import { renderContent } from './engine.ts';
import { contentVersionOf } from './versions.ts';

export interface ContentTemplate<S extends z.ZodObject = z.ZodObject> extends DocumentTemplate {
  content: {
    code: TDocumentCode;
    /** The facts its content files may use: the check reads every variable they name against it. */
    schema: S;
  };
}

export function contentTemplate<S extends z.ZodObject>(
  code: TDocumentCode,
  spec: {
    kind: DocumentTemplate['kind'];
    schema: S;
    facts: (input: TemplateInput) => z.input<S>;
  },
): ContentTemplate<S> {
  return {
    kind: spec.kind,
    content: { code, schema: spec.schema },
    build(input) {
      const facts = spec.schema.parse(spec.facts(input));
      return { ...renderContent(code, input.ctx.language, facts), contentVersion: contentVersionOf(code) };
    },
  };
}

export const isContentTemplate = (
  template: DocumentTemplate | null | undefined,
): template is ContentTemplate => Boolean(template && 'content' in template);
