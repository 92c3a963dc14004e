/**
 * Where each blank of the documents is answered in the workspace: `content/_blanks.json`, a list a
 * lawyer or product person edits (docs/content.md, "Where a blank is answered"). Each entry is one
 * question with its labels in each language (the words of `[de completat: …]`, `[to be
 * completed: …]` or an `or_blank`) and its place (`BLANK_PLACES`). A label may hold a value written
 * `{name}` (a country, a processor): it stands for any text there.
 *
 * The check (`test/blanks.test.ts`) fails when a blank of the content files or of the goldens has
 * no entry, so a new blank cannot reach a document without saying where it is answered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZBlankPlaceSchema, type TBlankPlace } from '@conform/contracts';
import { z } from 'zod';
import { CONTENT_DIR } from '../engine/content/engine.ts';

export const BLANKS_FILE = '_blanks.json';

const ZBlanksFile = z.object({
  about: z.string(),
  blanks: z.array(
    z.object({
      place: ZBlankPlaceSchema,
      ro: z.array(z.string().min(1)),
      en: z.array(z.string().min(1)),
    }),
  ),
});
export type BlanksMap = z.infer<typeof ZBlanksFile>['blanks'];

/** The map as written in the content folder (or another folder, for tests). */
export function readBlanksMap(dir: string = CONTENT_DIR): BlanksMap {
  return ZBlanksFile.parse(JSON.parse(readFileSync(join(dir, BLANKS_FILE), 'utf8'))).blanks;
}

/** The fixed parts of a label around its `{values}`. */
function parts(label: string): string[] {
  const out: string[] = [];
  let rest = label;
  for (;;) {
    const open = rest.indexOf('{');
    const close = open < 0 ? -1 : rest.indexOf('}', open);
    if (close < 0) return [...out, rest];
    out.push(rest.slice(0, open));
    rest = rest.slice(close + 1);
  }
}

/** True when `label` is `pattern` with any text (or a `{value}` of a content file) for its `{values}`. */
export function labelMatches(pattern: string, label: string): boolean {
  const fixed = parts(pattern);
  if (fixed.length === 1) return pattern === label;
  const text = parts(label).join('{}');
  if (!text.startsWith(fixed[0]!) || !text.endsWith(fixed.at(-1)!)) return false;
  let at = fixed[0]!.length;
  for (const part of fixed.slice(1, -1)) {
    const found = text.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return at <= text.length - fixed.at(-1)!.length;
}

export interface BlankPlaceFinder {
  /** The place of a blank's label (either language); undefined when the map has no entry for it. */
  placeOf(label: string): TBlankPlace | undefined;
}

export function blankPlaces(map: BlanksMap = readBlanksMap()): BlankPlaceFinder {
  const exact = new Map<string, TBlankPlace>();
  const patterns: Array<{ pattern: string; place: TBlankPlace }> = [];
  for (const entry of map) {
    for (const label of [...entry.ro, ...entry.en]) {
      if (label.includes('{')) patterns.push({ pattern: label, place: entry.place });
      else exact.set(label, entry.place);
    }
  }
  return {
    placeOf: (label) =>
      exact.get(label) ?? patterns.find(({ pattern }) => labelMatches(pattern, label))?.place,
  };
}
