// The event map: which service publishes each event type and which services consume it, read from
// the code with the TypeScript compiler, because a publish goes through `publishEvent` (or an object
// handed to a repository that publishes it) and a consumer names its types as keys of an object:
// following imports never leads from one to the other. docs/events.md is generated from it;
// `--check` (run by `npm run lint`) fails when that file is stale or an event type has no producer
// or no consumer.
//
//   node scripts/event-map.ts           writes docs/events.md
//   node scripts/event-map.ts --check   exits 1 with the reasons when it is not current
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

export const EVENTS_FILE = 'packages/contracts/src/events.ts';
export const MAP_FILE = 'docs/events.md';
/** Where publishers and consumers live: the services' and the shared packages' own code, not tests. */
const SOURCES = ['services/*/src/**/*.ts', 'packages/*/src/**/*.ts'];

/**
 * Event types known to lack a producer or a consumer, with the reason, so that lint keeps passing
 * while the gap is owned elsewhere. The map shows the reason; `--check` fails once the gap is closed
 * (remove the entry then) and for any gap not listed here.
 */
export type KnownGaps = Readonly<Record<string, { producer?: string; consumer?: string }>>;
export const KNOWN_GAPS: KnownGaps = {};

/** A place in the code, as a path from the repository root and a 1-based line. */
export interface Site {
  /** The service (or package) whose code it is: `services/<name>/…` or `packages/<name>/…`. */
  service: string;
  file: string;
  line: number;
}

export interface EventEntry {
  type: string;
  /** The doc comment of the event's schema in packages/contracts/src/events.ts, on one line. */
  doc: string;
  producers: Site[];
  consumers: Site[];
}

export interface EventMap {
  events: EventEntry[];
  /** What the reader could not place: handlers of unknown types, handler objects it cannot see into. */
  problems: string[];
}

const unwrap = (node: ts.Expression): ts.Expression => {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
};

const propertyName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)
    ? name.text
    : ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)
      ? name.expression.text
      : undefined;

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = unwrap(call.expression);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** The event types and their doc comments, in the order the contract lists them. */
function readEventTypes(root: string): { type: string; doc: string }[] {
  const path = join(root, EVENTS_FILE);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  let registry: ts.ObjectLiteralExpression | undefined;
  source.forEachChild(function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'PLATFORM_EVENTS' &&
      node.initializer
    ) {
      const value = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(value)) registry = value;
    }
    node.forEachChild(find);
  });
  if (!registry) throw new Error(`${EVENTS_FILE}: no PLATFORM_EVENTS object found`);
  return registry.properties.flatMap((property) => {
    const type = property.name && propertyName(property.name);
    if (!type) return [];
    const doc = ts
      .getJSDocCommentsAndTags(property)
      .filter(ts.isJSDoc)
      .map((jsdoc) => ts.getTextOfJSDocComment(jsdoc.comment) ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return [{ type, doc }];
  });
}

/** Reads the map from the code under `root` (the repository, or a test's fixture). */
export function readEventMap(root: string): EventMap {
  const types = readEventTypes(root);
  const eventsPath = join(root, EVENTS_FILE);
  const known = new Set(types.map((t) => t.type));
  const files = globSync(SOURCES, { cwd: root })
    .filter((f) => !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(root, f));
  const ours = new Set(files);
  // Only these files and the language's own types, no packages: the reader needs the code's own
  // declarations (to follow a handler object or a wrapper of publishEvent to where it is written),
  // not the types of zod or pg, which would take seconds to load.
  const program = ts.createProgram(files, {
    noEmit: true,
    noResolve: true,
    lib: ['lib.es2023.d.ts'],
    types: [],
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const producers = new Map<string, Site[]>();
  const consumers = new Map<string, Site[]>();
  const problems: string[] = [];

  const siteOf = (node: ts.Node): Site => {
    const source = node.getSourceFile();
    const file = relative(root, source.fileName).split(sep).join('/');
    const [, service = file] = /^(?:services|packages)\/([^/]+)\//.exec(file) ?? [];
    return { service, file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
  };
  const where = (node: ts.Node): string => {
    const site = siteOf(node);
    return `${site.file}:${site.line}`;
  };
  const add = (to: Map<string, Site[]>, type: string, site: Site): void => {
    to.set(type, [...(to.get(type) ?? []), site]);
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  // A function publishes when its body calls publishEvent, or a function that does (a wrapper such
  // as identity's publishIdentityEvent): an event-type argument of a call to it is a publish.
  const publishes = new Map<ts.Node, boolean>();
  const isPublisher = (declaration: ts.Declaration | undefined): boolean => {
    let fn: ts.Node | undefined = declaration;
    if (fn && ts.isVariableDeclaration(fn) && fn.initializer) fn = unwrap(fn.initializer);
    if (!fn || !ts.isFunctionLike(fn)) return false;
    const cached = publishes.get(fn);
    if (cached !== undefined) return cached;
    publishes.set(fn, false); // recursion
    let found = false;
    fn.forEachChild(function visit(node) {
      if (found) return;
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name === 'publishEvent' || isPublisher(declarationOf(node.expression))) found = true;
      }
      node.forEachChild(visit);
    });
    publishes.set(fn, found);
    return found;
  };

  /** The handler properties an expression holds: written in place, behind a name, or spread in. */
  const handlersOf = (expression: ts.Expression, seen = new Set<ts.Node>()): ts.Node[] => {
    const value = unwrap(expression);
    if (seen.has(value)) return [];
    seen.add(value);
    if (ts.isObjectLiteralExpression(value)) {
      return value.properties.flatMap((property) => {
        if (ts.isSpreadAssignment(property)) return handlersOf(property.expression, seen);
        if (ts.isShorthandPropertyAssignment(property)) return [property];
        if (ts.isPropertyAssignment(property)) {
          const handler = unwrap(property.initializer);
          if (ts.isIdentifier(handler) && handler.text === 'undefined') return [];
        }
        return [property];
      });
    }
    if (ts.isIdentifier(value)) {
      const declaration = declarationOf(value);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
        return handlersOf(declaration.initializer, seen);
    }
    // Anything else (a property of another module's object, a call's answer): its type's
    // properties, each declared where the handler is written. A type that is only an annotation
    // (`EventHandlers<…>`) names every event type, declared in the contract: nothing to go by.
    const type = checker.getNonNullableType(checker.getTypeAtLocation(value));
    const properties = type.getProperties();
    const declared = properties.map((p) => p.valueDeclaration ?? p.declarations?.[0]);
    if (
      properties.length === 0 ||
      declared.some(
        (d) =>
          !d ||
          !(ts.isPropertyAssignment(d) || ts.isMethodDeclaration(d)) ||
          d.getSourceFile().fileName === eventsPath,
      )
    ) {
      problems.push(
        `${where(value)}: cannot tell which event types \`${value.getText()}\` handles; ` +
          'pass an object literal, or a value whose type is one (`satisfies`, not a type annotation)',
      );
      return [];
    }
    return declared as ts.Node[];
  };

  for (const source of program.getSourceFiles()) {
    if (!ours.has(source.fileName)) continue;
    source.forEachChild(function visit(node) {
      // `{ type: 'order.paid', payload }`: given to publishEvent, or returned for a repository to publish.
      if (ts.isObjectLiteralExpression(node)) {
        let typeNode: ts.Expression | undefined;
        let hasPayload = false;
        for (const property of node.properties) {
          const name = property.name && propertyName(property.name);
          if (name === 'payload') hasPayload = true;
          if (name === 'type' && ts.isPropertyAssignment(property)) typeNode = unwrap(property.initializer);
        }
        if (hasPayload && typeNode && ts.isStringLiteralLike(typeNode) && known.has(typeNode.text))
          add(producers, typeNode.text, siteOf(typeNode));
      }
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name === 'createEventConsumer') {
          const [options] = node.arguments;
          const object = options && unwrap(options);
          if (!object || !ts.isObjectLiteralExpression(object)) {
            problems.push(`${where(node)}: createEventConsumer without an options object`);
          } else {
            const property = (key: string) =>
              object.properties.find((p) => p.name && propertyName(p.name) === key);
            const handlers = property('handlers');
            let expression: ts.Expression | undefined;
            if (handlers && ts.isPropertyAssignment(handlers)) expression = handlers.initializer;
            if (handlers && ts.isShorthandPropertyAssignment(handlers)) {
              // `{ handlers }`: the variable of that name, not the option's own symbol.
              const variable = checker.getShorthandAssignmentValueSymbol(handlers)?.valueDeclaration;
              expression =
                variable && ts.isVariableDeclaration(variable) && variable.initializer
                  ? variable.initializer
                  : handlers.name;
            }
            if (!expression) problems.push(`${where(node)}: createEventConsumer without handlers`);
            for (const handler of expression ? handlersOf(expression) : []) {
              const key =
                ts.isPropertyAssignment(handler) ||
                ts.isMethodDeclaration(handler) ||
                ts.isShorthandPropertyAssignment(handler)
                  ? propertyName(handler.name)
                  : undefined;
              if (key && known.has(key)) add(consumers, key, siteOf(handler));
              else
                problems.push(`${where(handler)}: a handler for \`${key ?? '?'}\`, which is no event type`);
            }
          }
        } else if (name !== 'publishEvent') {
          const typed = node.arguments.filter(
            (a): a is ts.StringLiteral => ts.isStringLiteralLike(a) && known.has(a.text),
          );
          if (typed.length > 0 && isPublisher(declarationOf(node.expression)))
            for (const argument of typed) add(producers, argument.text, siteOf(argument));
        }
      }
      node.forEachChild(visit);
    });
  }

  return {
    events: types.map(({ type, doc }) => ({
      type,
      doc,
      producers: producers.get(type) ?? [],
      consumers: consumers.get(type) ?? [],
    })),
    problems,
  };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');
const link = (site: Site): string =>
  `${site.service}: [${site.file}:${site.line}](../${site.file}#L${site.line})`;
const sites = (list: Site[], gap: string | undefined): string =>
  list.length > 0 ? list.map(link).join('<br>') : `_${gap ?? 'none'}_`;

/** docs/events.md, formatted as the repository's formatter would store it. */
export async function renderEventMap(map: EventMap, root: string, gaps = KNOWN_GAPS): Promise<string> {
  const rows = map.events.map(
    (e) =>
      `| \`${e.type}\` | ${sites(e.producers, gaps[e.type]?.producer)} | ` +
      `${sites(e.consumers, gaps[e.type]?.consumer)} | ${cell(e.doc)} |`,
  );
  const text = [
    '# Event map',
    '',
    '<!-- Generated by `node scripts/event-map.ts` from the code; do not edit. `npm run lint` checks it. -->',
    '',
    'Which service publishes each event type and which services consume it, read from the code: the',
    `types and their descriptions from [\`${EVENTS_FILE}\`](../${EVENTS_FILE});`,
    "a producer where an event's `{ type, payload }` is written (given to `publishEvent`, or returned",
    'for a repository to publish) or where a wrapper of `publishEvent` is called with its type; a',
    'consumer where the `handlers` of a `createEventConsumer` handle it. How the bus works:',
    '[architecture.md, "The event spine"](architecture.md#the-event-spine).',
    '',
    // Kept as written: aligned columns would make every row as wide as the widest.
    '<!-- prettier-ignore -->',
    '| type | producers | consumers | what it says |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(join(root, MAP_FILE))), parser: 'markdown' });
}

/** Why the stored map is not current, or an event type unconnected; empty when all is well. */
export function checkEventMap(
  map: EventMap,
  rendered: string,
  stored: string | undefined,
  gaps = KNOWN_GAPS,
): string[] {
  const problems = [...map.problems];
  for (const event of map.events) {
    const gap = gaps[event.type];
    for (const side of ['producer', 'consumer'] as const) {
      const list = side === 'producer' ? event.producers : event.consumers;
      if (list.length === 0 && !gap?.[side])
        problems.push(
          `\`${event.type}\` has no ${side}: ${side === 'producer' ? 'nothing publishes it' : 'no service handles it'}`,
        );
      if (list.length > 0 && gap?.[side])
        problems.push(
          `\`${event.type}\` now has a ${side}: remove its ${side} entry from KNOWN_GAPS in scripts/event-map.ts`,
        );
    }
  }
  for (const type of Object.keys(gaps))
    if (!map.events.some((e) => e.type === type))
      problems.push(`KNOWN_GAPS names \`${type}\`, which is no event type`);
  if (stored !== rendered)
    problems.push(`${MAP_FILE} is not current: run \`node scripts/event-map.ts\` and commit it`);
  return problems;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, root: { type: 'string' } } });
  const root = values.root ?? join(import.meta.dirname, '..');
  const map = readEventMap(root);
  const rendered = await renderEventMap(map, root);
  const path = join(root, MAP_FILE);
  if (values.check) {
    const problems = checkEventMap(map, rendered, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    if (problems.length > 0) {
      console.error(`Event map check failed:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    const gaps = Object.keys(KNOWN_GAPS);
    console.log(
      `Event map: ${map.events.length} event types, ${MAP_FILE} current` +
        (gaps.length > 0 ? `; known gaps (shown in the map): ${gaps.join(', ')}.` : '.'),
    );
  } else {
    writeFileSync(path, rendered);
    for (const problem of checkEventMap(map, rendered, rendered)) console.warn(`warning: ${problem}`);
    console.log(`Wrote ${MAP_FILE}: ${map.events.length} event types.`);
  }
}
