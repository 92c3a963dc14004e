/**
 * A document tree written out as text for the goldens: every word in reading order (title,
 * subtitle, section titles, each block), and what the text alone would not show but a reader of the
 * PDF would notice (section ids, paragraph tones, bold and italic, blanks and fields, links, table
 * widths), so that a template moved to another form is proven to print the same document. Only
 * what a reader cannot see is left out: how a template split its strings, whether a space at the
 * edge of a bold run is bold, and spaces at the start or end of a paragraph, an item or a cell.
 */
import type { Block, DocumentTree, Inline } from '../../src/engine/tree.ts';

type Run = { text: string; bold: boolean; italic: boolean };

/** Adjacent runs of the same style are one: how a template split its strings is not the document. */
function inlines(content: readonly Inline[]): string {
  const out: Array<Run | string> = [];
  for (const part of content) {
    if (typeof part === 'string' || 'text' in part) {
      if (typeof part !== 'string' && 'link' in part) {
        out.push(`<${part.text}>(${part.link})`);
        continue;
      }
      const run: Run =
        typeof part === 'string'
          ? { text: part, bold: false, italic: false }
          : { text: part.text, bold: part.bold === true, italic: part.italic === true };
      if (run.text === '') continue;
      const last = out.at(-1);
      if (typeof last === 'object' && last.bold === run.bold && last.italic === run.italic)
        last.text += run.text;
      else out.push(run);
    } else if ('missing' in part) out.push(`[…: ${part.missing}]`);
    else out.push(`[[${part.field}]]`);
  }
  return out
    .map((run) => {
      if (typeof run === 'string') return run;
      if (!run.bold && !run.italic) return run.text;
      // Spaces at the edge of a bold or italic run look the same outside it: printed outside.
      const [, before, core, after] = /^(\s*)(.*?)(\s*)$/s.exec(run.text)!;
      let text = core!;
      if (run.italic) text = `_${text}_`;
      if (run.bold) text = `**${text}**`;
      return `${before}${text}${after}`;
    })
    .join('')
    .trim();
}

function block(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return `${b.tone && b.tone !== 'normal' ? `(${b.tone}) ` : ''}${inlines(b.content)}`;
    case 'heading':
      return `### ${b.text}`;
    case 'list':
      return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${inlines(item)}`).join('\n');
    case 'table':
      return [
        ...(b.widths ? [`(widths ${b.widths.join(' ')})`] : []),
        `| ${b.columns.join(' | ')} |`,
        ...b.rows.map((row) => `| ${row.map(inlines).join(' | ')} |`),
      ].join('\n');
    case 'facts':
      return b.rows.map((r) => `* ${r.label}: ${inlines(r.value)}`).join('\n');
    case 'checkbox':
      return `☐ ${inlines(b.label)}`;
    case 'signatures':
      return b.parties
        .map((party) =>
          [
            `✍ ${party.title}`,
            ...party.lines.map((l) => `  ${l.label}:${l.value ? ` ${inlines(l.value)}` : ''}`),
          ].join('\n'),
        )
        .join('\n');
  }
}

export function goldenText(tree: DocumentTree): string {
  return [
    [
      `# ${tree.title}`,
      ...(tree.subtitle ? [`subtitle: ${tree.subtitle}`] : []),
      `company: ${tree.company}`,
      `language: ${tree.language}; version ${tree.meta.version}; ${tree.meta.date}; generated on ${tree.meta.generatedOn}`,
      ...(tree.layout ? [`layout: ${tree.layout}`] : []),
    ].join('\n'),
    ...tree.sections.map((s) => [`## ${s.title} {#${s.id}}`, ...s.blocks.map(block)].join('\n\n')),
  ]
    .join('\n\n')
    .concat('\n');
}
