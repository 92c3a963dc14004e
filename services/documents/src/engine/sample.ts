/**
 * The sample company: every preset situation of the catalogue, as a company that took all the
 * suggestions would have them. Sample PDFs (the preview of a package not bought yet, the
 * configurator's sample button) and the checklist tests are made from it.
 */
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import {
  DATA_SUBJECTS,
  defaultProvisionRequirement,
  presetsBySubject,
  pick,
  resolveOperationPreset,
  type TDataSubject,
  type TEdition,
} from '@conform/catalogues';
import type { Language } from './context.ts';

export function sampleCompany(platform: 'ro' | 'en' | 'int' = 'ro'): CompanyReadModel {
  const now = '2026-01-15T09:00:00.000Z';
  return {
    id: 'SAMPLE00000000000000',
    platform,
    adminIds: [],
    info:
      platform === 'int'
        ? {
            fiscalCode: 'DE811907980',
            registrationNumber: 'HRB 123456',
            name: 'Beispiel Services GmbH',
            country: 'DE',
            city: 'Berlin',
            county: 'Berlin',
            streetAddress: 'Friedrichstraße 100',
            phoneNumber: '+49 30 1234567',
          }
        : {
            fiscalCode: '18547290',
            registrationNumber: 'J40/1234/2020',
            name: 'Exemplu Servicii SRL',
            country: 'RO',
            city: 'București',
            county: 'B',
            streetAddress: 'Str. Ștefan cel Mare nr. 10, Sector 2',
            phoneNumber: '0212345678',
          },
    dataProtectionResponsible: {
      isDpo: true,
      name: 'Ioana Popescu',
      email: 'dpo@exemplu.ro',
      phone: '0740123456',
    },
    contactEmail: 'protectiadatelor@exemplu.ro',
    products: { pending: [], configured: [], purchased: [] },
    dirty: [],
    updatedAt: now,
  };
}

/** Every preset situation of the given categories (all by default), written out in one language. */
export function sampleSituations(
  language: Language,
  edition: TEdition = 'RO',
  subjects: readonly TDataSubject[] = DATA_SUBJECTS,
): SituationReadModel[] {
  return subjects.flatMap((subject) =>
    presetsBySubject[subject].situations.map((situation) => ({
      id: `${subject.charAt(0).toLowerCase()}-${situation.id}`,
      dataSubject: subject,
      name: pick(situation.name, language, edition),
      suggestionId: situation.id,
      operations: situation.operations.map((preset) => {
        const { id, ...op } = resolveOperationPreset(preset, language, edition);
        return {
          ...op,
          id: `${subject.charAt(0).toLowerCase()}-${situation.id}-${id}`,
          suggestionId: id,
          // What the assistant fills in for a preset: the requirement its grounds suggest, no
          // automated decisions; the company may change both in the operation dialog.
          provisionRequirement: defaultProvisionRequirement(op.grounds),
          provisionConsequence: null,
          automatedDecision: 'NONE',
          automatedDecisionLogic: null,
        };
      }),
    })),
  );
}
