/**
 * A company profile for the documents review (`npm run documents:review -- <company.json>`): what
 * the companies read model holds about a company (`CompanyReadModel`) and its situations as the
 * configurator keeps them (`SituationReadModel`), written by hand as JSON. The stored shapes are
 * the contracts' own (`ZCompanyInfoSchema`, `ZProcessorRecordSchema`, `ZCctvRecordSchema`,
 * `ZChannelRecordSchema`, `ZOperationRecordSchema`); a situation names the catalogue's preset it
 * was added from and each operation its preset operation, with the admin's answers over it: what an
 * admin gets by choosing the presets and answering the operation dialog. The fixture profiles are
 * under docs/review/companies/.
 */
import {
  defaultProvisionRequirement,
  findProduct,
  findSituationPreset,
  hasOperationPreset,
  locateOperationPreset,
  pick,
  presetsBySubject,
  resolveOperationPreset,
  DATA_SUBJECTS,
  type TEdition,
  retentionIdOfLabel,
} from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { OperationReadModel, SituationReadModel } from '@conform/configurator-service/read';
import {
  toEdition,
  ZCctvRecordSchema,
  ZChannelRecordSchema,
  ZCompanyInfoSchema,
  ZDataProtectionResponsibleSchema,
  ZOperationRecordSchema,
  ZPlatformSchema,
  ZProcessorRecordSchema,
} from '@conform/contracts';
import { ZCommercialTermsSchema } from '@conform/contracts/company-data';
import { z } from 'zod';

/** An operation of a preset situation: the preset operation's id and the admin's answers over it. */
const ZProfileOperationSchema = z.strictObject({
  preset: z.string().min(1),
  ...ZOperationRecordSchema.omit({ id: true, suggestionId: true, reviewedAt: true }).partial().shape,
});

const ZProfileSituationSchema = z.strictObject({
  /** The catalogue's preset situation it was added from (`presetsBySubject`). */
  preset: z.string().min(1),
  /** The name the admin gave it; the preset's when left out. */
  name: z.string().min(1).optional(),
  /** The operations kept, in order, with the admin's answers; every preset operation as it is when left out. */
  operations: z.array(ZProfileOperationSchema).optional(),
});

export const ZCompanyProfileSchema = z
  .strictObject({
    /** What the profile stands for, for whoever reads it (not used). */
    about: z.string().optional(),
    /** A short name for the report's folder: review/<slug>/. */
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes'),
    platform: ZPlatformSchema,
    /** The admin's language: the presets' texts are stored in it, as the configurator stores them. */
    language: z.enum(['ro', 'en']),
    company: z.strictObject({
      info: ZCompanyInfoSchema,
      dataProtectionResponsible: ZDataProtectionResponsibleSchema.nullable(),
      contactEmail: z.string().nullable(),
      website: z.string().nullable(),
      legalRepresentative: z.strictObject({ name: z.string(), role: z.string() }).nullable(),
      employeeCount: z.number().int().nonnegative().nullable(),
      publicBody: z.boolean().nullable(),
      securityMeasures: z.strictObject({ measures: z.array(z.string()), other: z.string() }).nullable(),
      processors: z.array(ZProcessorRecordSchema),
      cctv: ZCctvRecordSchema.nullable(),
      channels: z.array(ZChannelRecordSchema),
      /** The company's own commercial terms; nothing said when left out. */
      commercialTerms: ZCommercialTermsSchema.optional(),
      /** The packages bought (and configured). */
      products: z.array(z.string()).min(1),
    }),
    situations: z.array(ZProfileSituationSchema),
  })
  .superRefine((profile, ctx) => {
    const edition = toEdition(profile.platform);
    profile.company.products.forEach((id, i) => {
      const product = findProduct(id);
      if (!product || !(product.editions as readonly string[]).includes(edition))
        ctx.addIssue({
          code: 'custom',
          path: ['company', 'products', i],
          message: `"${id}" is not a package of the ${edition} edition`,
        });
    });
    const processors = new Set(profile.company.processors.map((p) => p.id));
    profile.situations.forEach((situation, s) => {
      const subject = DATA_SUBJECTS.find((d) =>
        presetsBySubject[d].situations.some((x) => x.id === situation.preset),
      );
      if (!subject) {
        ctx.addIssue({
          code: 'custom',
          path: ['situations', s, 'preset'],
          message: `"${situation.preset}" is not a preset situation of the catalogue`,
        });
        return;
      }
      situation.operations?.forEach((op, o) => {
        if (
          !hasOperationPreset(op.preset) ||
          locateOperationPreset(op.preset).situation.id !== situation.preset
        )
          ctx.addIssue({
            code: 'custom',
            path: ['situations', s, 'operations', o, 'preset'],
            message: `"${op.preset}" is not an operation of the preset situation "${situation.preset}"`,
          });
        op.processorIds?.forEach((id, p) => {
          if (!processors.has(id))
            ctx.addIssue({
              code: 'custom',
              path: ['situations', s, 'operations', o, 'processorIds', p],
              message: `"${id}" is not one of the company's processors`,
            });
        });
      });
    });
  });
export type TCompanyProfile = z.infer<typeof ZCompanyProfileSchema>;

/** The profile's company as the companies read model gives it: every package bought and configured. */
export function companyOf(profile: TCompanyProfile): CompanyReadModel {
  const { products, commercialTerms, ...company } = profile.company;
  return {
    commercialTerms: commercialTerms ?? { accommodation: null, courses: null, marketing: null },
    id: `REVIEW-${profile.slug}`,
    platform: profile.platform,
    adminIds: [],
    ...company,
    products: { pending: [], configured: [...products], purchased: [...products] },
    dirty: [],
    updatedAt: '2026-03-01T09:00:00.000Z',
    refunds: [],
  };
}

/**
 * The profile's situations as the configurator's read model gives them: each preset resolved in the
 * admin's language as "add from suggestion" stores it (services/configurator/src/suggestions), then
 * the admin's answers over each operation.
 */
export function situationsOf(profile: TCompanyProfile): SituationReadModel[] {
  const edition: TEdition = toEdition(profile.platform);
  const { language } = profile;
  return profile.situations.map((situation) => {
    const preset = findSituationPreset(situation.preset);
    const subject = locateOperationPreset(preset.operations[0]!.id).subject;
    const id = `${subject.charAt(0).toLowerCase()}-${preset.id}`;
    const chosen: Array<z.infer<typeof ZProfileOperationSchema>> =
      situation.operations ?? preset.operations.map((op) => ({ preset: op.id }));
    return {
      id,
      dataSubject: subject,
      name: situation.name ?? pick(preset.name, language, edition),
      suggestionId: preset.id,
      operations: chosen.map(({ preset: opId, ...answers }): OperationReadModel => {
        const {
          id: presetId,
          retentionId,
          ...op
        } = resolveOperationPreset(
          preset.operations.find((o) => o.id === opId)!,
          language,
          edition,
        );
        const grounds = answers.grounds ?? op.grounds;
        // As the configurator keeps it: the preset's (or the one answered) while the storage duration
        // is that preset's own text, and published only when there is one.
        const { retentionId: answered, ...given } = answers;
        const kept = answered === undefined ? retentionId : answered;
        const storageDuration = given.storageDuration ?? op.storageDuration;
        const keptRetention = kept && retentionIdOfLabel(storageDuration) === kept ? kept : null;
        return {
          ...op,
          ...(keptRetention ? { retentionId: keptRetention } : {}),
          provisionRequirement: defaultProvisionRequirement(grounds),
          provisionConsequence: null,
          automatedDecision: 'NONE',
          automatedDecisionLogic: null,
          processorIds: [],
          largeScale: null,
          subjectsCount: null,
          newTechnology: null,
          occasional: null,
          recipientTransfers: [],
          reviewedAt: null,
          ...given,
          id: `${id}-${presetId}`,
          suggestionId: presetId,
        };
      }),
    };
  });
}
