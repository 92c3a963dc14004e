/**
 * XML for NETOPIA v1, read with fast-xml-parser (a maintained parser) with entity processing off:
 * a payload's DOCTYPE can never define an entity that gets expanded (billion laughs) or name an
 * external resource that gets fetched (XXE). NETOPIA's documents never carry a DTD, so one is refused
 * outright; the five predefined entities and character references are decoded here, anything else is
 * an error rather than text that silently keeps an `&name;`.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), not its descendants'. */
  text: string;
}

export class XmlError extends Error {
  override name = 'XmlError';
}

const MAX_DEPTH = 32;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]{0,10});/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isInteger(code) || code < 1 || code > 0x10ffff)
        throw new XmlError(`bad reference ${whole}`);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlError(`unknown entity ${whole}`);
    return value;
  });
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const TEXT = '#text';
const CDATA = '#cdata';
const ATTRIBUTES = ':@';

const parser = new XMLParser({
  // Entities and DTDs off: nothing in a document is expanded or resolved by the parser.
  processEntities: false,
  htmlEntities: false,
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: false,
  // Values stay strings exactly as written: "0042" is an id, not a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  maxNestedTags: MAX_DEPTH,
});

/**
 * Markup declarations (`<!DOCTYPE`, `<!ENTITY`, …) anywhere, comments and CDATA sections aside. The
 * check is textual, so such text inside a CDATA section is refused too: NETOPIA never sends any.
 */
const DECLARATION = /<!(?!--|\[CDATA\[)/;

type OrderedNode = Record<string, unknown>;

function toElement(node: OrderedNode): XmlElement {
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
  if (!name || name === TEXT || name === CDATA) throw new XmlError('expected an element');
  const rawAttributes = (node[ATTRIBUTES] ?? {}) as Record<string, unknown>;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttributes)) {
    if (typeof value !== 'string') throw new XmlError(`attribute ${key} has no value`);
    attributes[key] = decodeEntities(value);
  }
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[name] ?? []) as OrderedNode[]) {
    if (TEXT in child) text += decodeEntities(String(child[TEXT]));
    else if (CDATA in child)
      // CDATA is literal: no entity is decoded inside it.
      text += ((child[CDATA] ?? []) as Array<{ [TEXT]?: string }>).map((c) => c[TEXT] ?? '').join('');
    else children.push(toElement(child));
  }
  return { name, attributes, children, text };
}

/** Parses a document and returns its root element; anything malformed throws XmlError. */
export function parseXml(source: string): XmlElement {
  const input = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (DECLARATION.test(input)) throw new XmlError('DOCTYPE and declarations are not accepted');
  // The parser itself is lenient (it closes mismatched tags, keeps the last of two equal
  // attributes); the validator is the same package's well-formedness check.
  const valid = XMLValidator.validate(input, { allowBooleanAttributes: false });
  if (valid !== true) throw new XmlError(`${valid.err.msg} (line ${valid.err.line})`);
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(input) as OrderedNode[];
  } catch (err) {
    throw new XmlError(err instanceof Error ? err.message : 'not XML');
  }
  const roots = nodes.filter((node) => !(TEXT in node));
  if (roots.length !== 1) throw new XmlError('expected exactly one root element');
  return toElement(roots[0]!);
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The trimmed text of a child element, or undefined when the child is absent. */
export function childText(element: XmlElement, name: string): string | undefined {
  const found = child(element, name);
  return found ? found.text.trim() : undefined;
}
