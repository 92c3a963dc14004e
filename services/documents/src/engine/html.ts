/**
 * The document tree as HTML with print CSS, for Chromium's PDF (A4, the company in the running
 * header, page numbers in the footer, Liberation fonts standing in for Times New Roman and Arial).
 * Company data is written by users, so nothing from the tree is ever markup: every value reaches the
 * HTML through `text` (element content) or `attr` (a double-quoted attribute value), and the
 * stylesheet holds no value at all.
 */
import { escapeHtml } from '@conform/server-kit';
import { inlineText, type Block, type DocumentTree, type Inline } from './tree.ts';

/** Printed labels the renderer itself needs. */
export interface PrintLabels {
  page: string;
  of: string;
  version: string;
  missing: string;
}

/** Element content: `<`, `>` and `&` cannot open a tag or an entity. */
export const text = (value: string): string => escapeHtml(value);
/** A value between double quotes: quotes cannot end the attribute either. */
export const attr = (value: string): string => escapeHtml(value);

/**
 * First in <head>, so it governs everything after it: nothing but this document and inlined (`data:`)
 * images and fonts may load, whatever the renderer itself lets through.
 */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/**
 * The running header and footer read their texts from the root element's data attributes (Chromium
 * resolves `attr()` in @page margin boxes against <html>): a company's name is an attribute value,
 * never CSS, so no character of it can end a CSS string or the stylesheet.
 */
const RUNNING = {
  company: 'data-running-company',
  title: 'data-running-title',
  edition: 'data-running-edition',
  page: 'data-running-page',
  of: 'data-running-of',
} as const;

const MARGIN_FONT = "font: 8.5pt Arial, 'Liberation Sans', sans-serif; color: #4f5b6d;";

const css = (tree: DocumentTree) => `
  @page {
    size: A4;
    margin: 24mm 20mm 22mm;
    @top-left { content: attr(${RUNNING.company}); ${MARGIN_FONT} }
    @top-right { content: attr(${RUNNING.title}); ${MARGIN_FONT} }
    @bottom-left { content: attr(${RUNNING.edition}); ${MARGIN_FONT} }
    @bottom-right { content: attr(${RUNNING.page}) " " counter(page) " " attr(${RUNNING.of}) " " counter(pages); ${MARGIN_FONT} }
  }
  @page :first { @top-left { content: none; } @top-right { content: none; } }
  html { font-family: 'Times New Roman', 'Liberation Serif', serif; font-size: 11pt; color: #1c2330; }
  body { margin: 0; line-height: 1.42; }
  h1, h2, h3, th, .label, .kind { font-family: Arial, 'Liberation Sans', sans-serif; }
  h1, h2, h3 { color: #15253f; }
  header.title { margin: 0 0 8mm; padding-bottom: 5mm; border-bottom: 2pt solid #1f4e8c; }
  header.title .kind { font-size: 9pt; letter-spacing: .08em; text-transform: uppercase; color: #0f8a6b; }
  header.title h1 { font-size: 20pt; margin: 2mm 0 2mm; line-height: 1.2; }
  header.title .subtitle { font-size: 12pt; margin: 0 0 2mm; }
  header.title .meta { font-size: 9.5pt; color: #4f5b6d; margin: 0; }
  h2 { font-size: 13pt; margin: 7mm 0 2.5mm; break-after: avoid; }
  h3 { font-size: 11.5pt; margin: 4mm 0 2mm; break-after: avoid; }
  p { margin: 0 0 2.2mm; orphans: 3; widows: 3; text-align: justify; }
  p.lead { font-size: 11.5pt; }
  p.note { font-size: 9.5pt; color: #4f5b6d; }
  ul, ol { margin: 0 0 2.5mm; padding-left: 6mm; }
  li { margin-bottom: 1.2mm; }
  table { width: 100%; border-collapse: collapse; margin: 1mm 0 3mm; font-size: 9.8pt; }
  thead { display: table-header-group; }
  tr.blank td { height: 9mm; }
  tr { break-inside: avoid; }
  th, td { text-align: left; vertical-align: top; padding: 1.6mm 2.2mm; border: .6pt solid #c9d1dd; }
  th { font-size: 9pt; background: #eef2f7; }
  table.facts th { width: 36%; background: #f6f8fb; font-weight: 600; }
  .missing { color: #b3261e; font-style: italic; }
  .field { background: #fff3c4; padding: 0 .5mm; }
  .checkbox { display: flex; gap: 3mm; margin: 0 0 3mm; break-inside: avoid; }
  .checkbox .box { flex: none; width: 4.2mm; height: 4.2mm; border: .9pt solid #1c2330; margin-top: .6mm; }
  .signatures { display: flex; gap: 10mm; margin-top: 6mm; break-inside: avoid; }
  .signatures .party { flex: 1; }
  .signatures .party .title { font: 600 10pt Arial, 'Liberation Sans', sans-serif; margin-bottom: 3mm; }
  .signatures .line { display: flex; gap: 2mm; margin: 0 0 5mm; font-size: 10pt; }
  .signatures .line .label { white-space: nowrap; font-size: 9pt; color: #4f5b6d; }
  .signatures .line .fill { flex: 1; border-bottom: .6pt solid #1c2330; min-height: 4.5mm; }
  a { color: #1f4e8c; }
  ${
    tree.layout === 'sign'
      ? `
  @page { margin: 12mm 14mm 14mm; @top-left { content: none; } @top-right { content: none; } }
  html { font-size: 10pt; }
  header.title { text-align: center; border-bottom: 3pt solid #1c2330; margin-bottom: 4mm; padding-bottom: 3mm; }
  header.title .pictogram { width: 28mm; height: 28mm; margin: 0 auto 2mm; display: block; }
  header.title .warning { font: 700 22pt Arial, 'Liberation Sans', sans-serif; text-align: center; text-transform: uppercase; margin: 0 0 2mm; color: #1c2330; }
  header.title h1 { font-size: 12pt; margin: 0 0 1mm; }
  h2 { font-size: 11pt; margin: 3.5mm 0 1.5mm; }
  p { margin-bottom: 1.4mm; }
  table { font-size: 9pt; margin: .5mm 0 1.5mm; }
  th, td { padding: .9mm 1.8mm; }`
      : ''
  }
  ${
    tree.layout === 'index'
      ? `
  table { font-size: 8.6pt; }
  td { overflow-wrap: anywhere; }
  td:last-child { font-family: 'Liberation Mono', 'DejaVu Sans Mono', monospace; font-size: 7pt; }`
      : ''
  }
`;

function inline(part: Inline, labels: PrintLabels): string {
  if (typeof part === 'string') return text(part);
  if ('missing' in part)
    return `<span class="missing">[${text(labels.missing)}: ${text(part.missing)}]</span>`;
  if ('field' in part) return `<span class="field">[${text(part.field)}]</span>`;
  if ('link' in part) {
    // Only web and e-mail addresses become links.
    const safe = /^(https?:\/\/|mailto:)/i.test(part.link) ? part.link : '';
    return safe ? `<a href="${attr(safe)}">${text(part.text)}</a>` : text(part.text);
  }
  let html = text(part.text);
  if (part.bold) html = `<strong>${html}</strong>`;
  if (part.italic) html = `<em>${html}</em>`;
  return html;
}

const inlines = (content: readonly Inline[], labels: PrintLabels) =>
  content.map((c) => inline(c, labels)).join('');

function block(b: Block, labels: PrintLabels): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p${b.tone && b.tone !== 'normal' ? ` class="${attr(b.tone)}"` : ''}>${inlines(b.content, labels)}</p>`;
    case 'heading':
      return `<h3>${text(b.text)}</h3>`;
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul';
      return `<${tag}>${b.items.map((item) => `<li>${inlines(item, labels)}</li>`).join('')}</${tag}>`;
    }
    case 'table': {
      const total = b.widths?.reduce((a, w) => a + w, 0) ?? 0;
      const cols = b.widths
        ? `<colgroup>${b.widths.map((w) => `<col style="width:${attr(((w / total) * 100).toFixed(1))}%">`).join('')}</colgroup>`
        : '';
      const head = `<thead><tr>${b.columns.map((c) => `<th>${text(c)}</th>`).join('')}</tr></thead>`;
      const body = b.rows
        .map(
          (row) =>
            // A row with nothing in it is a line to fill in by hand: tall enough to write on.
            `<tr${row.every((cell) => inlineText(cell) === '') ? ' class="blank"' : ''}>${row.map((cell) => `<td>${inlines(cell, labels)}</td>`).join('')}</tr>`,
        )
        .join('');
      return `<table>${cols}${head}<tbody>${body}</tbody></table>`;
    }
    case 'facts':
      return `<table class="facts"><tbody>${b.rows
        .map((r) => `<tr><th scope="row">${text(r.label)}</th><td>${inlines(r.value, labels)}</td></tr>`)
        .join('')}</tbody></table>`;
    case 'checkbox':
      return `<div class="checkbox"><span class="box"></span><div>${inlines(b.label, labels)}</div></div>`;
    case 'signatures':
      return `<div class="signatures">${b.parties
        .map(
          (party) =>
            `<div class="party"><div class="title">${text(party.title)}</div>${party.lines
              .map(
                (line) =>
                  `<div class="line"><span class="label">${text(line.label)}</span><span class="fill">${inlines(line.value ?? [], labels)}</span></div>`,
              )
              .join('')}</div>`,
        )
        .join('')}</div>`;
  }
}

/** The camera pictogram of the warning sign: a CCTV camera on its bracket, in a yellow triangle. */
const CAMERA_PICTOGRAM = `<svg class="pictogram" viewBox="0 0 100 100" role="img" aria-hidden="true">
  <path d="M50 4 L97 92 H3 Z" fill="#f6c400" stroke="#1c2330" stroke-width="4" stroke-linejoin="round"/>
  <g fill="#1c2330">
    <rect x="28" y="46" width="36" height="16" rx="3" transform="rotate(-18 46 54)"/>
    <path d="M64 44 l12 -4 v14 l-12 4 z"/>
    <rect x="40" y="62" width="5" height="14"/>
    <rect x="30" y="75" width="24" height="5" rx="1"/>
  </g>
</svg>`;

export function renderHtml(tree: DocumentTree, labels: PrintLabels & { kind: string }): string {
  const sections = tree.sections
    .map(
      (s, index) =>
        `<section id="${attr(s.id)}"><h2>${index + 1}. ${text(s.title)}</h2>${s.blocks
          .map((b) => block(b, labels))
          .join('\n')}</section>`,
    )
    .join('\n');
  const running: Record<(typeof RUNNING)[keyof typeof RUNNING], string> = {
    [RUNNING.company]: tree.company,
    [RUNNING.title]: tree.title,
    [RUNNING.edition]: `${labels.version} ${tree.meta.version} · ${tree.meta.date}`,
    [RUNNING.page]: labels.page,
    [RUNNING.of]: labels.of,
  };
  const rootAttributes = Object.entries(running)
    .map(([name, value]) => ` ${name}="${attr(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="${attr(tree.language)}"${rootAttributes}>
<head><meta http-equiv="Content-Security-Policy" content="${attr(DOCUMENT_CSP)}"><meta charset="utf-8"><title>${text(`${tree.title} – ${tree.company}`)}</title>
<style>${css(tree)}</style></head>
<body>
<header class="title">
  ${
    tree.layout === 'sign'
      ? `${CAMERA_PICTOGRAM}<p class="warning">${text(tree.subtitle ?? '')}</p>`
      : `<div class="kind">${text(labels.kind)}</div>`
  }
  <h1>${text(tree.title)}</h1>
  ${tree.subtitle && tree.layout !== 'sign' ? `<p class="subtitle">${text(tree.subtitle)}</p>` : ''}
  <p class="meta">${text(tree.company)} · ${text(labels.version)} ${text(tree.meta.version)} · ${text(tree.meta.date)}</p>
</header>
${sections}
</body>
</html>`;
}
