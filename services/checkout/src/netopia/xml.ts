/**
 * The small XML subset NETOPIA v1 speaks: elements, attributes, text, CDATA, comments and the five
 * predefined entities plus character references. DOCTYPEs are refused outright, so no entity
 * expansion or external resource can ever be triggered by a payload (XXE, billion laughs).
 */

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
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]{1,10});/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isInteger(code) || code < 1 || code > 0x10ffff)
        throw new XmlError(`bad reference ${whole}`);
      return String.fromCodePoint(code);
    }
    const value = ENTITIES[ref];
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

/** Parses a document and returns its root element; anything malformed throws XmlError. */
export function parseXml(source: string): XmlElement {
  let pos = 0;
  const input = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;

  const fail = (what: string): never => {
    throw new XmlError(`${what} at ${pos}`);
  };
  const startsWith = (s: string) => input.startsWith(s, pos);
  const skipSpace = () => {
    while (pos < input.length && /\s/.test(input[pos]!)) pos++;
  };
  const skipPast = (end: string) => {
    const at = input.indexOf(end, pos);
    if (at < 0) fail(`missing ${end}`);
    const body = input.slice(pos, at);
    pos = at + end.length;
    return body;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (startsWith('<?')) skipPast('?>');
      else if (startsWith('<!--')) skipPast('-->');
      else if (startsWith('<!')) fail('DOCTYPE and declarations are not accepted');
      else return;
    }
  };
  const readName = () => {
    const match = NAME.exec(input.slice(pos, pos + 200));
    if (!match) return fail('expected a name');
    pos += match[0].length;
    return match[0];
  };

  const readElement = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH) fail('nesting too deep');
    if (input[pos] !== '<') fail('expected <');
    pos++;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (startsWith('/>')) {
        pos += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (input[pos] === '>') {
        pos++;
        break;
      }
      const attr = readName();
      skipSpace();
      if (input[pos] !== '=') fail('expected =');
      pos++;
      skipSpace();
      const quote = input[pos];
      if (quote !== '"' && quote !== "'") return fail('expected a quoted value');
      pos++;
      const value = skipPast(quote);
      if (value.includes('<')) fail('< in an attribute value');
      if (Object.hasOwn(attributes, attr)) fail(`duplicate attribute ${attr}`);
      attributes[attr] = decodeEntities(value);
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (pos >= input.length) fail(`unclosed <${name}>`);
      if (startsWith('</')) {
        pos += 2;
        if (readName() !== name) fail(`mismatched closing tag for <${name}>`);
        skipSpace();
        if (input[pos] !== '>') fail('expected >');
        pos++;
        return { name, attributes, children, text };
      }
      if (startsWith('<![CDATA[')) {
        pos += 9;
        text += skipPast(']]>');
      } else if (startsWith('<!--')) {
        skipPast('-->');
      } else if (startsWith('<?')) {
        skipPast('?>');
      } else if (startsWith('<!')) {
        fail('declarations are not accepted');
      } else if (input[pos] === '<') {
        children.push(readElement(depth + 1));
      } else {
        const next = input.indexOf('<', pos);
        const end = next < 0 ? input.length : next;
        text += decodeEntities(input.slice(pos, end));
        pos = end;
      }
    }
  };

  skipMisc();
  const root = readElement(0);
  skipMisc();
  if (pos !== input.length) fail('content after the root element');
  return root;
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The trimmed text of a child element, or undefined when the child is absent. */
export function childText(element: XmlElement, name: string): string | undefined {
  const found = child(element, name);
  return found ? found.text.trim() : undefined;
}
