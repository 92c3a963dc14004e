import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation, withAssessment } from './build.ts';
import {
  dataSubjectRequests,
  debtRecovery,
  disputes,
  feedback,
  invoice,
  newsletter,
  similarOffers,
} from './shared.ts';

const REASON_B2B_CONTACT = l(
  'Interesul legitim al companiei de a încheia și executa contractul cu clientul persoană juridică prin reprezentanții și persoanele de contact desemnate de acesta.',
  'The company’s legitimate interest in concluding and performing the contract with the business client through the representatives and contact persons it has designated.',
);

/** Representatives and contact persons of business clients (categories idc and o of docs/spec/catalogues.md §10.2). */
const businessClientsPresetsAsWritten: TSubjectPresets = {
  dataSubject: 'BUSINESS_CLIENTS',
  situations: [
    situation(
      'bc-idc',
      l('Încheierea și derularea contractului', 'Concluding and performing the agreement'),
      [
        op({
          id: 'bc-idc-offer',
          purposeCategory: 'SERVICE',
          interestKind: 'B2B_CONTACT_MANAGEMENT',
          name: l('Ofertarea și negocierea', 'Quoting and negotiating'),
          purpose: l(
            'Comunicarea cu persoanele de contact ale clientului pentru transmiterea ofertelor și negocierea contractului.',
            'Communicating with the client’s contact persons to send quotes and negotiate the contract.',
          ),
          data: ['name', 'companyRole', 'businessContact', 'correspondence'],
          grounds: ['LEGITIMATE_INTEREST'],
          groundReason: REASON_B2B_CONTACT,
          sources: ['dataSubject', 'representedCompany'],
          storageDuration: 'months6',
        }),
        op({
          id: 'bc-idc-contract',
          purposeCategory: 'SERVICE',
          interestKind: 'B2B_CONTACT_MANAGEMENT',
          name: l('Încheierea contractului', 'Concluding the agreement'),
          purpose: l(
            'Identificarea reprezentantului legal sau a mandatarului (persoanei mandatate) care semnează contractul în numele clientului.',
            'Identifying the legal representative or authorised person signing the contract on behalf of the client.',
          ),
          data: ['name', 'companyRole', 'signature', 'businessContact'],
          grounds: ['LEGITIMATE_INTEREST'],
          groundReason: REASON_B2B_CONTACT,
          sources: ['representedCompany', 'publicRegisters'],
          storageDuration: 'contractPlus3Years',
        }),
        op({
          id: 'bc-idc-contacts',
          purposeCategory: 'SERVICE',
          interestKind: 'B2B_CONTACT_MANAGEMENT',
          name: l(
            'Comunicarea cu persoanele de contact pe durata contractului',
            'Communicating with contact persons during the agreement',
          ),
          purpose: l(
            'Coordonarea livrărilor și a serviciilor, transmiterea notificărilor și rezolvarea problemelor operaționale cu persoanele de contact desemnate.',
            'Coordinating deliveries and services, sending notices and resolving operational issues with the designated contact persons.',
          ),
          data: ['name', 'companyRole', 'businessContact', 'correspondence'],
          grounds: ['LEGITIMATE_INTEREST'],
          groundReason: REASON_B2B_CONTACT,
          sources: ['representedCompany', 'dataSubject'],
          recipients: ['crmProvider'],
          storageDuration: 'contractPlus3Years',
        }),
        op({
          id: 'bc-idc-delivery',
          purposeCategory: 'SERVICE',
          interestKind: 'B2B_CONTACT_MANAGEMENT',
          name: l('Livrarea și recepția produselor', 'Delivery and acceptance of goods'),
          purpose: l(
            'Predarea produselor către delegatul clientului și semnarea documentelor de livrare și recepție.',
            'Handing over goods to the client’s delegate and signing the delivery and acceptance documents.',
          ),
          data: ['name', 'signature', 'vehiclePlate'],
          grounds: ['LEGITIMATE_INTEREST'],
          groundReason: l(
            'Interesul legitim al companiei de a dovedi predarea produselor către delegatul clientului (persoana desemnată de acesta).',
            'The company’s legitimate interest in proving that goods were handed over to the client’s delegate (the person it designated).',
          ),
          sources: ['dataSubject', 'representedCompany'],
          recipients: ['courier'],
          storageDuration: 'accounting10Years',
        }),
        invoice('bc-idc', {
          purpose: l(
            'Emiterea facturilor către client, transmiterea lor în sistemul RO e-Factura și înregistrarea lor în contabilitate; facturile pot conține numele persoanei de contact sau al delegatului.',
            'Issuing invoices to the client, submitting them to the RO e-Factura system and recording them in the accounts; invoices may show the name of the contact person or delegate.',
            'Issuing invoices to the client, submitting them to the tax authority where the law requires it, and recording them in the accounts; invoices may show the name of the contact person or delegate.',
          ),
          data: ['name', 'companyRole', 'purchasedProducts'],
          sources: ['representedCompany'],
        }),
      ],
    ),
    situation('bc-o', l('Alte situații', 'Other situations'), [
      op({
        id: 'bc-o-crm',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l('Gestionarea relației cu clienții (CRM)', 'Customer relationship management (CRM)'),
        purpose: l(
          'Păstrarea într-o aplicație CRM a istoricului interacțiunilor cu persoanele de contact ale clienților, pentru continuitatea relației comerciale.',
          'Keeping the history of interactions with clients’ contact persons in a CRM application, for the continuity of the business relationship.',
        ),
        data: ['name', 'companyRole', 'businessContact', 'correspondence'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a-și organiza eficient relațiile comerciale.',
          'The company’s legitimate interest in organising its business relationships efficiently.',
        ),
        sources: ['dataSubject', 'representedCompany'],
        recipients: ['crmProvider'],
        storageDuration: 'years3Limitation',
      }),
      newsletter('bc-o', {
        data: ['name', 'companyRole', 'businessContact', 'marketingPreferences'],
      }),
      similarOffers('bc-o', {
        data: ['name', 'companyRole', 'businessContact', 'purchasedProducts'],
        sources: ['dataSubject', 'representedCompany'],
      }),
      feedback('bc-o', { data: ['name', 'companyRole', 'businessContact', 'feedback'] }),
      op({
        id: 'bc-o-visitors',
        purposeCategory: 'SECURITY',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l('Evidența vizitatorilor la sediu', 'Visitor log at the premises'),
        purpose: l(
          'Înregistrarea vizitatorilor care intră în sediul companiei, pentru securitatea spațiilor și a informațiilor.',
          'Recording visitors entering the company’s premises, for the security of the premises and information.',
        ),
        data: ['name', 'companyRole', 'signature'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a controla accesul în spațiile sale și de a proteja persoanele, bunurile și informațiile.',
          'The company’s legitimate interest in controlling access to its premises and protecting people, property and information.',
        ),
        sources: ['dataSubject'],
        storageDuration: 'months3',
      }),
      disputes('bc-o', {
        data: ['name', 'companyRole', 'businessContact', 'contractDetails', 'correspondence', 'claimDetails'],
        sources: ['representedCompany', 'internal'],
      }),
      debtRecovery('bc-o', {
        data: ['name', 'companyRole', 'businessContact', 'debts', 'contractDetails'],
        sources: ['representedCompany', 'internal'],
      }),
      dataSubjectRequests('bc-o'),
    ]),
  ],
};

/**
 * WP248 rev.01 criterion 7: the client's representatives and contact persons act in a professional capacity
 * for a legal person, with no imbalance of power towards the company (verify); see withAssessment.
 */
export const businessClientsPresets: TSubjectPresets = withAssessment(businessClientsPresetsAsWritten, {
  vulnerable: false,
});
