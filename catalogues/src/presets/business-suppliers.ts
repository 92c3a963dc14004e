import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation, withAssessment } from './build.ts';
import { REASON_BOOKKEEPING, dataSubjectRequests, disputes } from './shared.ts';

const REASON_SUPPLIER_CONTACT = l(
  'Interesul legitim al companiei de a încheia și executa contractul cu furnizorul persoană juridică prin reprezentanții și persoanele de contact desemnate de acesta.',
  'The company’s legitimate interest in concluding and performing the contract with the supplier company through the representatives and contact persons it has designated.',
);

/** Representatives, contact persons and staff of supplier companies. */
const businessSuppliersPresetsAsWritten: TSubjectPresets = {
  dataSubject: 'BUSINESS_SUPPLIERS',
  situations: [
    situation('bs-sel', l('Selecția furnizorilor', 'Selecting suppliers'), [
      op({
        id: 'bs-sel-offers',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l('Solicitarea ofertelor și negocierea', 'Requesting quotes and negotiating'),
        purpose: l(
          'Comunicarea cu reprezentanții furnizorilor pentru solicitarea ofertelor, compararea lor și negocierea contractului.',
          'Communicating with suppliers’ representatives to request quotes, compare them and negotiate the contract.',
        ),
        data: ['name', 'companyRole', 'businessContact', 'correspondence'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_SUPPLIER_CONTACT,
        sources: ['dataSubject', 'representedCompany'],
        storageDuration: 'months6',
      }),
      op({
        id: 'bs-sel-checks',
        purposeCategory: 'SERVICE',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l('Verificarea furnizorului', 'Supplier due diligence'),
        purpose: l(
          'Verificarea în registrele publice a datelor furnizorului și ale reprezentanților săi legali, înainte de contractare.',
          'Checking the supplier’s and its legal representatives’ details in public registers before contracting.',
        ),
        data: ['name', 'companyRole'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a contracta cu furnizori de încredere și de a preveni fraudele.',
          'The company’s legitimate interest in contracting with reliable suppliers and preventing fraud.',
        ),
        sources: ['publicRegisters'],
        storageDuration: 'contractPlus3Years',
      }),
    ]),
    situation('bs-ac', l('Încheierea și derularea contractului', 'Concluding and performing the agreement'), [
      op({
        id: 'bs-ac-contract',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l('Încheierea contractului cu furnizorul', 'Concluding the supply agreement'),
        purpose: l(
          'Identificarea reprezentantului legal sau a mandatarului (persoanei mandatate) care semnează contractul în numele furnizorului.',
          'Identifying the legal representative or authorised person signing the contract on behalf of the supplier.',
        ),
        data: ['name', 'companyRole', 'signature', 'businessContact'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_SUPPLIER_CONTACT,
        sources: ['representedCompany', 'publicRegisters'],
        storageDuration: 'contractPlus3Years',
      }),
      op({
        id: 'bs-ac-contacts',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l(
          'Comunicarea cu persoanele de contact ale furnizorului',
          'Communicating with the supplier’s contact persons',
        ),
        purpose: l(
          'Transmiterea comenzilor, coordonarea livrărilor și rezolvarea problemelor operaționale cu persoanele de contact desemnate de furnizor.',
          'Placing orders, coordinating deliveries and resolving operational issues with the contact persons designated by the supplier.',
        ),
        data: ['name', 'companyRole', 'businessContact', 'correspondence'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_SUPPLIER_CONTACT,
        sources: ['representedCompany', 'dataSubject'],
        storageDuration: 'contractPlus3Years',
      }),
      op({
        id: 'bs-ac-reception',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l('Recepția produselor livrate', 'Receiving delivered goods'),
        purpose: l(
          'Recepția produselor aduse de delegatul sau de șoferul furnizorului și semnarea documentelor de livrare.',
          'Receiving goods brought by the supplier’s delegate or driver and signing the delivery documents.',
        ),
        data: ['name', 'signature', 'vehiclePlate'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a dovedi primirea produselor și de a controla accesul în spațiile sale.',
          'The company’s legitimate interest in proving receipt of the goods and controlling access to its premises.',
        ),
        sources: ['dataSubject'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'bs-ac-invoices',
        purposeCategory: 'FINANCE',
        name: l(
          'Înregistrarea facturilor și plata furnizorului',
          'Recording invoices and paying the supplier',
        ),
        purpose: l(
          'Primirea facturilor furnizorului, inclusiv prin sistemul RO e-Factura, înregistrarea lor în contabilitate și efectuarea plăților.',
          'Receiving the supplier’s invoices, including through the RO e-Factura system, recording them in the accounts and making the payments.',
          'Receiving the supplier’s invoices, including through the national e-invoicing system where one exists, recording them in the accounts and making the payments.',
        ),
        data: ['name', 'companyRole', 'purchasedProducts'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: REASON_BOOKKEEPING,
        sources: ['representedCompany'],
        recipients: ['accountant', 'bank'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'bs-ac-onsite',
        purposeCategory: 'SECURITY',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l(
          'Accesul personalului furnizorului în spațiile companiei',
          'Access of the supplier’s staff to the company’s premises',
        ),
        purpose: l(
          'Înregistrarea accesului personalului furnizorului care lucrează în spațiile companiei și instruirea acestuia privind regulile de securitate și sănătate în muncă.',
          'Recording the access of the supplier’s staff working on the company’s premises and briefing them on health and safety rules.',
        ),
        data: ['name', 'companyRole', 'signature', 'training', 'accessLogs'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a controla accesul în spațiile sale și de a preveni accidentele de muncă.',
          'The company’s legitimate interest in controlling access to its premises and preventing workplace accidents.',
        ),
        sources: ['dataSubject', 'representedCompany'],
        storageDuration: 'months3',
      }),
      op({
        id: 'bs-ac-dpa',
        purposeCategory: 'COMPLIANCE',
        name: l(
          'Încheierea acordului de prelucrare a datelor cu furnizorii care au acces la date personale',
          'Concluding data processing agreements with suppliers that access personal data',
        ),
        purpose: l(
          'Încheierea și gestionarea acordurilor prin care furnizorii care prelucrează date în numele companiei (contabilitate, salarizare, IT, găzduire) își asumă obligațiile de protecție a datelor.',
          'Concluding and managing agreements by which suppliers processing data on the company’s behalf (accounting, payroll, IT, hosting) take on data protection obligations.',
        ),
        data: ['name', 'companyRole', 'businessContact', 'signature'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Art. 28 alin. (3) din Regulamentul (UE) 2016/679, care impune un contract scris cu persoana împuternicită de operator.',
          'Article 28(3) of Regulation (EU) 2016/679, which requires a written contract with the processor.',
        ),
        sources: ['representedCompany'],
        storageDuration: 'contractPlus3Years',
      }),
    ]),
    situation('bs-o', l('Alte situații', 'Other situations'), [
      op({
        id: 'bs-o-evaluation',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l('Evaluarea periodică a furnizorilor', 'Periodic supplier evaluation'),
        purpose: l(
          'Evaluarea calității produselor și a serviciilor furnizate și a colaborării cu persoanele de contact ale furnizorului.',
          'Evaluating the quality of the goods and services supplied and of the collaboration with the supplier’s contact persons.',
        ),
        data: ['name', 'companyRole', 'feedback'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a lucra cu furnizori care respectă standardele de calitate convenite.',
          'The company’s legitimate interest in working with suppliers who meet the agreed quality standards.',
        ),
        sources: ['internal'],
        storageDuration: 'contractDuration',
      }),
      disputes('bs-o', {
        data: ['name', 'companyRole', 'businessContact', 'contractDetails', 'correspondence', 'claimDetails'],
        sources: ['representedCompany', 'internal'],
      }),
      dataSubjectRequests('bs-o'),
    ]),
  ],
};

/**
 * WP248 rev.01 criterion 7: the supplier's representatives and contact persons act in a professional capacity
 * for a legal person, with no imbalance of power towards the company (verify); see withAssessment.
 */
export const businessSuppliersPresets: TSubjectPresets = withAssessment(businessSuppliersPresetsAsWritten, {
  vulnerable: false,
});
