import {
  DATA_SUBJECTS,
  defaultProvisionRequirement,
  findOperationPreset,
  hasOperationPreset,
  locateOperationPreset,
  pick,
  presetsBySubject,
  resolveOperationPreset,
  retentionIdOfLabel,
  valueLists,
  type TDataSubject,
  type TSituationPreset,
} from '@conform/catalogues';
import type { PresetSource } from '../situations/domain.ts';

/** Preset situation id → its data subject and preset, built once. */
const situationIndex = new Map<string, { subject: TDataSubject; situation: TSituationPreset }>(
  DATA_SUBJECTS.flatMap((subject) =>
    presetsBySubject[subject].situations.map((situation) => [situation.id, { subject, situation }] as const),
  ),
);

/**
 * Labels (every language and edition, lowercase) of the processed-data types that are special
 * categories (Art. 9(1) GDPR): a custom operation naming one needs an Art. 9(2) exception.
 */
const specialDataLabels = new Map<string, string>(
  valueLists.dataTypes
    .filter((entry) => entry.special === true)
    .flatMap((entry) =>
      [entry.label.ro, entry.label.en, entry.label.int]
        .filter((label): label is string => label !== undefined)
        .map((label) => [label.trim().toLowerCase(), label] as const),
    ),
);

/** The configurator's view of the catalogue: presets resolved to the texts a company stores. */
export const cataloguePresets: PresetSource = {
  suggestions(subject, locale, edition) {
    return presetsBySubject[subject].situations.map((situation) => ({
      id: situation.id,
      name: pick(situation.name, locale, edition),
      operations: situation.operations.map((op) => ({
        id: op.id,
        name: pick(op.name, locale, edition),
        purpose: pick(op.purpose, locale, edition),
      })),
    }));
  },

  resolve(suggestionId, locale, edition) {
    const found = situationIndex.get(suggestionId);
    if (!found) return undefined;
    return {
      id: found.situation.id,
      dataSubject: found.subject,
      name: pick(found.situation.name, locale, edition),
      operations: found.situation.operations.map((preset) => {
        const { id, ...operation } = resolveOperationPreset(preset, locale, edition);
        return {
          ...operation,
          // Presets state neither; the documents then use the standard sentence for the grounds.
          provisionRequirement: defaultProvisionRequirement(operation.grounds),
          provisionConsequence: null,
          automatedDecision: 'NONE' as const,
          automatedDecisionLogic: null,
          // The catalogue knows kinds of recipients, not the company's processors: the admin assigns them.
          processorIds: [],
          // Only the admin can say these (the catalogue's certain answers come with the preset).
          largeScale: null,
          subjectsCount: null,
          newTechnology: null,
          occasional: null,
          id,
          suggestionId: id,
        };
      }),
    };
  },

  operationFacts(operationId) {
    if (!hasOperationPreset(operationId)) return undefined;
    const preset = findOperationPreset(operationId);
    return {
      purposeCategory: preset.purposeCategory,
      cookies: preset.cookies,
      coreActivity: preset.coreActivity,
      vulnerableSubjects: preset.vulnerableSubjects,
      interestKind: preset.interestKind,
    };
  },

  hasOperation(subject, operationId) {
    return hasOperationPreset(operationId) && locateOperationPreset(operationId).subject === subject;
  },

  isRetentionLabel(retentionId, text) {
    return retentionIdOfLabel(text) === retentionId;
  },

  specialData(data) {
    return data.filter((item) => specialDataLabels.has(item.trim().toLowerCase()));
  },
};
