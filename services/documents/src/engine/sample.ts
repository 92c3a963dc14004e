/**
 * The sample company: every preset situation of the catalogue, as a company that took all the
 * suggestions would have them. Sample PDFs (the preview of a package not bought yet, the
 * configurator's sample button) and the checklist tests are made from it.
 */
import type { CompanyReadModel, ProcessorReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import {
  DATA_SUBJECTS,
  defaultProvisionRequirement,
  presetsBySubject,
  pick,
  resolveOperationPreset,
  type TDataSubject,
  type TValueRef,
} from '@conform/catalogues';
import type { Edition, Platform } from '@conform/contracts';
import type { Language } from './context.ts';

export function sampleCompany(platform: Platform = 'ro'): CompanyReadModel {
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
      notifiedOn: '2026-01-20',
    },
    contactEmail: 'protectiadatelor@exemplu.ro',
    // A trading company, as its admin would say (Art. 37(1)(a)).
    publicBody: false,
    processors: sampleProcessors(platform),
    products: { pending: [], configured: [], purchased: [] },
    dirty: [],
    updatedAt: now,
  };
}

/**
 * The sample processors an operation would be assigned to, as an admin would: the accounting firm
 * where the preset's recipients are the accountant or the payroll provider, the marketing platform
 * where they are the e-mail marketing platform.
 */
export function sampleProcessorsOf(recipients: readonly TValueRef[]): string[] {
  const ids = new Set(recipients.filter((r): r is string => typeof r === 'string'));
  return [
    ...(ids.has('accountant') || ids.has('payrollProvider') ? ['sample-processor-1'] : []),
    ...(ids.has('emailMarketingPlatform') ? ['sample-processor-2'] : []),
  ];
}

/**
 * Two processors, so the agreements show real content: an accounting firm inside the EEA with a
 * hosting sub-processor, and an e-mail marketing platform in the United States on standard
 * contractual clauses, with one sub-processor in the United States and one in the EEA. The names
 * are invented.
 */
export function sampleProcessors(platform: Platform = 'ro'): ProcessorReadModel[] {
  const english = platform !== 'ro';
  return [
    platform === 'int'
      ? {
          id: 'sample-processor-1',
          name: 'Ledger Partners GmbH',
          fiscalCode: 'DE298765432',
          registrationNumber: 'HRB 654321',
          address: 'Hauptstraße 5, 10115 Berlin',
          country: 'DE',
          representative: 'Anna Schmidt, Managing Director',
          contactEmail: 'office@ledgerpartners.example',
          service: 'Bookkeeping, payroll and tax filings',
          transferMechanism: null,
          dpfCheckedOn: null,
          sccModule: null,
          sccSignedOn: null,
          derogation: null,
          bcrReference: null,
          subProcessors: [
            {
              name: 'Cloudhaus GmbH',
              country: 'DE',
              service: 'Hosting of the accounting software',
              transferMechanism: null,
            },
          ],
        }
      : {
          id: 'sample-processor-1',
          name: 'Contab Expert SRL',
          fiscalCode: 'RO31245678',
          registrationNumber: 'J12/3456/2015',
          address: 'Str. Memorandumului nr. 28, Cluj-Napoca, jud. Cluj',
          country: 'RO',
          representative: english ? 'Andrei Mureșan, director' : 'Andrei Mureșan, administrator',
          contactEmail: 'office@contabexpert.example',
          service: english
            ? 'Bookkeeping, payroll and tax filings'
            : 'Contabilitate, salarizare și depunerea declarațiilor fiscale',
          transferMechanism: null,
          dpfCheckedOn: null,
          sccModule: null,
          sccSignedOn: null,
          derogation: null,
          bcrReference: null,
          subProcessors: [
            {
              name: 'Cloud Găzduire SRL',
              country: 'RO',
              service: english
                ? 'Hosting of the accounting software'
                : 'Găzduirea aplicației de contabilitate',
              transferMechanism: null,
            },
          ],
        },
    {
      id: 'sample-processor-2',
      name: 'Mailwave Inc.',
      fiscalCode: 'EIN 84-1234567',
      registrationNumber: 'Delaware 7654321',
      address: '548 Market Street, San Francisco, CA 94104',
      country: 'US',
      representative: 'Jane Miller, Privacy Officer',
      contactEmail: 'privacy@mailwave.example',
      service: english
        ? 'E-mail marketing platform: sending the newsletter and commercial messages'
        : 'Platformă de e-mail marketing: trimiterea newsletterului și a mesajelor comerciale',
      transferMechanism: 'SCC',
      dpfCheckedOn: null,
      sccModule: 'C2P',
      sccSignedOn: '2026-02-10',
      derogation: null,
      bcrReference: null,
      subProcessors: [
        {
          name: 'Northstack Hosting LLC',
          country: 'US',
          service: english ? 'Cloud hosting' : 'Găzduire în cloud',
          transferMechanism: 'DPF',
        },
        {
          name: 'Relay Mail Europe B.V.',
          country: 'NL',
          service: english ? 'E-mail delivery' : 'Livrarea mesajelor e-mail',
          transferMechanism: null,
        },
      ],
    },
  ];
}

/** Every preset situation of the given categories (all by default), written out in one language. */
export function sampleSituations(
  language: Language,
  edition: Edition = 'RO',
  subjects: readonly TDataSubject[] = DATA_SUBJECTS,
): SituationReadModel[] {
  return subjects.flatMap((subject) =>
    presetsBySubject[subject].situations.map((situation) => ({
      id: `${subject.charAt(0).toLowerCase()}-${situation.id}`,
      dataSubject: subject,
      name: pick(situation.name, language, edition),
      suggestionId: situation.id,
      operations: situation.operations.map((preset) => {
        const { id, retentionId, ...op } = resolveOperationPreset(preset, language, edition);
        return {
          ...op,
          // As the configurator's read model publishes it: only when there is one.
          ...(retentionId ? { retentionId } : {}),
          id: `${subject.charAt(0).toLowerCase()}-${situation.id}-${id}`,
          suggestionId: id,
          // What the assistant fills in for a preset: the requirement its grounds suggest, no
          // automated decisions; the company may change both in the operation dialog.
          provisionRequirement: defaultProvisionRequirement(op.grounds),
          provisionConsequence: null,
          automatedDecision: 'NONE',
          automatedDecisionLogic: null,
          processorIds: sampleProcessorsOf(preset.recipients),
        };
      }),
    })),
  );
}
