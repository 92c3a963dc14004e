import { z } from 'zod';
import { l, ZLocalizedSchema } from '../schema/common.ts';
import type { TLocale } from '../schema/common.ts';
import {
  LEGAL_GROUNDS,
  SPECIAL_DATA_GROUNDS,
  ZEnumEntrySchema,
  ZLegalGroundSchema,
  ZSpecialDataGroundSchema,
} from '../schema/enums.ts';
import type { TLegalGround, TSpecialDataGround } from '../schema/enums.ts';
import { assertUnique, CatalogueError, loadCatalogue } from '../schema/load.ts';

/** A legal ground of Art. 6(1) GDPR with its label and a one-line explanation. */
export const ZLegalGroundEntrySchema = ZEnumEntrySchema.extend({
  /** One of the six enumeration spellings (CONSENT, CONTRACT_PERFORMANCE, …). */
  id: ZLegalGroundSchema,
  /** The letter of Art. 6(1) GDPR, e.g. `6(1)(a)`. */
  article: z.string().regex(/^6\(1\)\([a-f]\)$/),
  /** Label as shown in the operation editor; Romanian labels are the spec's exact words. */
  label: ZLocalizedSchema,
  /** When the ground applies, in one line. */
  description: ZLocalizedSchema,
});
export type TLegalGroundEntry = z.infer<typeof ZLegalGroundEntrySchema>;

/** The six legal grounds, in the order of Art. 6(1) (the editor shows them in this order). */
export const legalGroundEntries: readonly TLegalGroundEntry[] = loadCatalogue(
  'legalGrounds',
  z.array(ZLegalGroundEntrySchema).length(LEGAL_GROUNDS.length),
  [
    {
      id: 'CONSENT',
      article: '6(1)(a)',
      label: l('Consimțământ', 'Consent'),
      description: l(
        'Persoana vizată și-a dat consimțământul liber, specific, informat și lipsit de ambiguitate pentru unul sau mai multe scopuri specifice.',
        'The data subject has given free, specific, informed and unambiguous consent for one or more specific purposes.',
      ),
    },
    {
      id: 'CONTRACT_PERFORMANCE',
      article: '6(1)(b)',
      label: l('Executarea contractului', 'Performance of a contract'),
      description: l(
        'Prelucrarea este necesară pentru executarea unui contract la care persoana vizată este parte sau pentru a face demersuri la cererea persoanei vizate înainte de încheierea unui contract.',
        'Processing is necessary to perform a contract to which the data subject is a party, or to take steps at the data subject’s request before entering into it.',
      ),
    },
    {
      id: 'LEGAL_OBLIGATION',
      article: '6(1)(c)',
      label: l('Obligație legală', 'Legal obligation'),
      description: l(
        'Prelucrarea este impusă de o lege care se aplică operatorului; indicați actul normativ.',
        'Processing is required by a law that applies to the controller; name the law.',
      ),
    },
    {
      id: 'VITAL_INTEREST',
      article: '6(1)(d)',
      label: l('Interes vital', 'Vital interest'),
      description: l(
        'Prelucrarea este necesară pentru a proteja viața sau integritatea fizică a persoanei vizate ori a altei persoane.',
        'Processing is necessary to protect the life or physical integrity of the data subject or of another person.',
      ),
    },
    {
      id: 'PUBLIC_INTEREST',
      article: '6(1)(e)',
      label: l('Interes public', 'Public interest'),
      description: l(
        'Prelucrarea este necesară pentru o sarcină de interes public sau pentru exercitarea autorității publice cu care este învestit operatorul.',
        'Processing is necessary for a task carried out in the public interest or in the exercise of official authority vested in the controller.',
      ),
    },
    {
      id: 'LEGITIMATE_INTEREST',
      article: '6(1)(f)',
      label: l('Interes legitim', 'Legitimate interest'),
      description: l(
        'Prelucrarea este necesară pentru un interes legitim al operatorului sau al unui terț, care nu prevalează asupra drepturilor persoanei vizate; descrieți interesul.',
        'Processing is necessary for a legitimate interest of the controller or a third party that is not overridden by the rights of the data subject; describe the interest.',
      ),
    },
  ],
);
assertUnique(
  'legalGrounds',
  'legal ground ids',
  legalGroundEntries.map((g) => g.id),
);

/**
 * One option of the special-data ground selector. The option `NONE` means no special data is
 * processed and is stored on the operation as `null` (docs/spec/catalogues.md §3.4).
 */
export const ZSpecialDataGroundOptionSchema = z.strictObject({
  /** `NONE` or one of ART9_A … ART9_J. */
  id: z.union([z.literal('NONE'), ZSpecialDataGroundSchema]),
  /** The stored value: null for NONE, else the id. */
  value: ZSpecialDataGroundSchema.nullable(),
  /** The letter of Art. 9(2) GDPR, e.g. `9(2)(h)`; null for NONE. */
  article: z
    .string()
    .regex(/^9\(2\)\([a-j]\)$/)
    .nullable(),
  /** Label shown in the selector. */
  label: ZLocalizedSchema,
  /** A one-line explanation of when the exception applies. */
  description: ZLocalizedSchema,
});
export type TSpecialDataGroundOption = z.infer<typeof ZSpecialDataGroundOptionSchema>;

/** NONE first, then the ten exceptions of Art. 9(2) GDPR. */
export const specialDataGroundOptions: readonly TSpecialDataGroundOption[] = loadCatalogue(
  'specialDataGrounds',
  z
    .array(ZSpecialDataGroundOptionSchema)
    .length(SPECIAL_DATA_GROUNDS.length + 1)
    .refine((options) => options.every((o) => (o.id === 'NONE' ? o.value === null : o.value === o.id)), {
      message: 'NONE must be stored as null and every other option as its own id',
    }),
  [
    {
      id: 'NONE',
      value: null,
      article: null,
      label: l('[Nu prelucrez date cu caracter special]', '[I do not process special categories of data]'),
      description: l(
        'Operațiunea nu implică date din categoriile speciale: originea rasială sau etnică, opiniile politice, convingerile religioase sau filozofice, apartenența la sindicate, date genetice, date biometrice pentru identificarea unei persoane, date privind sănătatea, viața sexuală sau orientarea sexuală.',
        'The operation involves no special categories of data: racial or ethnic origin, political opinions, religious or philosophical beliefs, trade-union membership, genetic data, biometric data for identifying a person, health, sex life or sexual orientation.',
      ),
    },
    {
      id: 'ART9_A',
      value: 'ART9_A',
      article: '9(2)(a)',
      label: l('Consimțământ explicit', 'Explicit consent'),
      description: l(
        'Persoana vizată și-a dat consimțământul explicit, de regulă în scris, pentru unul sau mai multe scopuri specifice.',
        'The data subject has given explicit consent, usually in writing, for one or more specified purposes.',
      ),
    },
    {
      id: 'ART9_B',
      value: 'ART9_B',
      article: '9(2)(b)',
      label: l(
        'Obligații în domeniul muncii și al securității sociale',
        'Employment and social security obligations',
      ),
      description: l(
        'Prelucrarea este necesară pentru obligațiile și drepturile operatorului sau ale persoanei vizate în domeniul muncii, securității și protecției sociale, prevăzute de lege.',
        'Processing is necessary for the obligations and rights of the controller or the data subject in employment, social security and social protection law.',
      ),
    },
    {
      id: 'ART9_C',
      value: 'ART9_C',
      article: '9(2)(c)',
      label: l('Interese vitale', 'Vital interests'),
      description: l(
        'Prelucrarea protejează interesele vitale ale persoanei vizate sau ale altei persoane, atunci când persoana vizată nu își poate da consimțământul.',
        'Processing protects the vital interests of the data subject or of another person when the data subject is unable to give consent.',
      ),
    },
    {
      id: 'ART9_D',
      value: 'ART9_D',
      article: '9(2)(d)',
      label: l('Organizație nonprofit, despre membrii săi', 'Not-for-profit body, about its members'),
      description: l(
        'O fundație, asociație sau alt organism fără scop lucrativ cu scop politic, filozofic, religios sau sindical prelucrează date despre membrii săi, fără a le divulga terților fără consimțământ.',
        'A foundation, association or other not-for-profit body with a political, philosophical, religious or trade-union aim processes data about its members, without disclosing them outside without consent.',
      ),
    },
    {
      id: 'ART9_E',
      value: 'ART9_E',
      article: '9(2)(e)',
      label: l(
        'Date făcute publice în mod vădit de persoana vizată',
        'Data manifestly made public by the data subject',
      ),
      description: l(
        'Persoana vizată a făcut ea însăși publice, în mod vădit, datele respective.',
        'The data subject has manifestly made the data public themselves.',
      ),
    },
    {
      id: 'ART9_F',
      value: 'ART9_F',
      article: '9(2)(f)',
      label: l(
        'Constatarea, exercitarea sau apărarea unui drept în instanță',
        'Establishment, exercise or defence of legal claims',
      ),
      description: l(
        'Prelucrarea este necesară pentru constatarea, exercitarea sau apărarea unui drept în instanță.',
        'Processing is necessary for the establishment, exercise or defence of legal claims.',
      ),
    },
    {
      id: 'ART9_G',
      value: 'ART9_G',
      article: '9(2)(g)',
      label: l('Interes public major', 'Substantial public interest'),
      description: l(
        'Prelucrarea este necesară din motive de interes public major, pe baza dreptului Uniunii sau al statului membru, cu garanții adecvate.',
        'Processing is necessary for reasons of substantial public interest, on the basis of Union or Member State law, with suitable safeguards.',
      ),
    },
    {
      id: 'ART9_H',
      value: 'ART9_H',
      article: '9(2)(h)',
      label: l('Servicii medicale (date privind sănătatea)', 'Medical services (health data)'),
      description: l(
        'Medicină preventivă sau a muncii, diagnostic, îngrijiri ori tratament, sub responsabilitatea unui profesionist supus secretului profesional.',
        'Preventive or occupational medicine, diagnosis, care or treatment, under the responsibility of a professional bound by professional secrecy.',
      ),
    },
    {
      id: 'ART9_I',
      value: 'ART9_I',
      article: '9(2)(i)',
      label: l('Interes public în domeniul sănătății publice', 'Public interest in public health'),
      description: l(
        'Prelucrarea este necesară din motive de sănătate publică, de exemplu protecția împotriva amenințărilor transfrontaliere grave la adresa sănătății.',
        'Processing is necessary for reasons of public health, such as protection against serious cross-border threats to health.',
      ),
    },
    {
      id: 'ART9_J',
      value: 'ART9_J',
      article: '9(2)(j)',
      label: l(
        'Arhivare în interes public, cercetare sau statistică',
        'Archiving in the public interest, research or statistics',
      ),
      description: l(
        'Prelucrarea este necesară în scopuri de arhivare în interes public, de cercetare științifică sau istorică ori în scopuri statistice, cu garanții adecvate.',
        'Processing is necessary for archiving in the public interest, scientific or historical research or statistical purposes, with suitable safeguards.',
      ),
    },
  ],
);
assertUnique(
  'specialDataGrounds',
  'special-data ground ids',
  specialDataGroundOptions.map((g) => g.id),
);

/** The option for a stored special-data ground (null → NONE). */
export function specialDataGroundOption(value: TSpecialDataGround | null): TSpecialDataGroundOption {
  const option = specialDataGroundOptions.find((o) => o.value === value);
  if (!option) throw new CatalogueError('specialDataGrounds', `unknown special-data ground ${String(value)}`);
  return option;
}

/** The label of a legal ground in a locale. */
export function legalGroundEntry(ground: TLegalGround): TLegalGroundEntry {
  const entry = legalGroundEntries.find((g) => g.id === ground);
  if (!entry) throw new CatalogueError('legalGrounds', `unknown legal ground ${ground}`);
  return entry;
}

/**
 * The legal ground for a text: an enumeration spelling or a label in either language (case and
 * spacing ignored). Unsupported ground text is an internal error (docs/spec/catalogues.md §5), so it throws.
 */
export function legalGroundFromText(text: string, locale?: TLocale): TLegalGround {
  const wanted = text.trim().toLocaleLowerCase('ro').replace(/\s+/g, ' ');
  for (const entry of legalGroundEntries) {
    if (entry.id.toLowerCase() === wanted) return entry.id;
    const labels = locale ? [entry.label[locale]] : [entry.label.ro, entry.label.en];
    if (labels.some((label) => label.toLocaleLowerCase('ro') === wanted)) return entry.id;
  }
  throw new CatalogueError('legalGrounds', `unsupported ground text "${text}"`);
}
