import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { REASON_BOOKKEEPING, dataSubjectRequests, disputes } from './shared.ts';

/**
 * Individual suppliers: self-employed persons (PFA, II), freelancers and private individuals who
 * sell goods or provide services to the company.
 */
export const personalSuppliersPresets: TSubjectPresets = {
  dataSubject: 'PERSONAL_SUPPLIERS',
  situations: [
    situation('ps-sel', l('Selecția furnizorilor', 'Selecting suppliers'), [
      op({
        id: 'ps-sel-offers',
        purposeCategory: 'SERVICE',
        name: l('Solicitarea și evaluarea ofertelor', 'Requesting and assessing quotes'),
        purpose: l(
          'Solicitarea ofertelor de la furnizori, compararea acestora și negocierea condițiilor înainte de încheierea contractului.',
          'Requesting quotes from suppliers, comparing them and negotiating terms before concluding the contract.',
        ),
        data: ['name', 'email', 'phone', 'tradeRegisterData', 'correspondence'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'months6',
      }),
      op({
        id: 'ps-sel-checks',
        purposeCategory: 'SERVICE',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l(
          'Verificarea furnizorului în registrele publice',
          'Checking the supplier in public registers',
        ),
        purpose: l(
          'Verificarea înregistrării și a stării fiscale a furnizorului (de exemplu, înregistrarea în scopuri de TVA) în registrele publice, înainte de contractare.',
          'Checking the supplier’s registration and tax status (e.g. VAT registration) in public registers before contracting.',
        ),
        data: ['name', 'tradeRegisterData'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a contracta numai cu furnizori înregistrați legal și de a evita riscurile fiscale.',
          'The company’s legitimate interest in contracting only with legally registered suppliers and avoiding tax risks.',
        ),
        sources: ['publicRegisters'],
        storageDuration: 'contractPlus3Years',
      }),
    ]),
    situation(
      'ps-ac',
      l('Încheierea și executarea contractului', 'Concluding and performing the agreement'),
      [
        op({
          id: 'ps-ac-contract',
          purposeCategory: 'SERVICE',
          name: l(
            'Încheierea și executarea contractului cu furnizorul',
            'Concluding and performing the supply agreement',
          ),
          purpose: l(
            'Încheierea contractului de furnizare sau de prestări servicii, recepția produselor ori a serviciilor și comunicarea pe durata contractului.',
            'Concluding the supply or services contract, accepting the goods or services and communicating while the contract runs.',
          ),
          data: [
            'name',
            'address',
            'email',
            'phone',
            'tradeRegisterData',
            'bankAccount',
            'contractDetails',
            'signature',
          ],
          grounds: ['CONTRACT_PERFORMANCE'],
          sources: ['dataSubject'],
          storageDuration: 'contractPlus3Years',
        }),
        op({
          id: 'ps-ac-purchase',
          purposeCategory: 'FINANCE',
          name: l(
            'Întocmirea documentelor de achiziție de la persoane fizice',
            'Drawing up purchase documents for goods bought from private individuals',
          ),
          purpose: l(
            'Întocmirea borderoului sau a documentului de achiziție pentru bunurile cumpărate de la persoane fizice care nu emit factură (de exemplu, produse agricole).',
            'Drawing up the purchase slip or document for goods bought from private individuals who do not issue invoices (e.g. farm produce).',
          ),
          data: ['name', 'address', 'idCardSeriesNumber', 'purchasedProducts', 'paymentDetails', 'signature'],
          grounds: ['LEGAL_OBLIGATION'],
          groundReason: REASON_BOOKKEEPING,
          sources: ['dataSubject'],
          recipients: ['accountant', 'anaf'],
          storageDuration: 'accounting10Years',
        }),
        op({
          id: 'ps-ac-tax',
          purposeCategory: 'FINANCE',
          name: l(
            'Reținerea și declararea impozitului pe veniturile plătite',
            'Withholding and declaring tax on income paid',
          ),
          purpose: l(
            'Calculul, reținerea și declararea la ANAF a impozitului și a contribuțiilor datorate pentru veniturile plătite persoanelor fizice, în cazurile în care legea obligă plătitorul să facă acest lucru (de exemplu, drepturi de autor).',
            'Calculating, withholding and declaring to ANAF the tax and contributions due on income paid to individuals, where the law requires the payer to do so (e.g. copyright royalties).',
            'Calculating, withholding and declaring to the tax authority the tax and contributions due on income paid to individuals, where the law requires the payer to do so (e.g. copyright royalties).',
          ),
          data: ['name', 'cnp', 'address', 'incomeAndTaxes'],
          grounds: ['LEGAL_OBLIGATION'],
          groundReason: l(
            'Codul fiscal (Legea nr. 227/2015) și Codul de procedură fiscală (Legea nr. 207/2015).',
            'The Fiscal Code (Law 227/2015) and the Fiscal Procedure Code (Law 207/2015).',
            'Applicable tax law requiring the payer to withhold and declare tax.',
          ),
          sources: ['dataSubject', 'internal'],
          recipients: ['accountant', 'anaf'],
          storageDuration: 'accounting10Years',
        }),
        op({
          id: 'ps-ac-invoices',
          purposeCategory: 'FINANCE',
          name: l(
            'Înregistrarea facturilor furnizorilor în contabilitate',
            'Recording suppliers’ invoices in the accounts',
          ),
          purpose: l(
            'Primirea facturilor emise de furnizori, inclusiv prin sistemul RO e-Factura, și înregistrarea lor în contabilitate.',
            'Receiving suppliers’ invoices, including through the RO e-Factura system, and recording them in the accounts.',
            'Receiving suppliers’ invoices, including through the national e-invoicing system where one exists, and recording them in the accounts.',
          ),
          data: ['name', 'tradeRegisterData', 'billingDetails', 'purchasedProducts'],
          grounds: ['LEGAL_OBLIGATION'],
          groundReason: REASON_BOOKKEEPING,
          sources: ['dataSubject'],
          recipients: ['accountant', 'anaf'],
          storageDuration: 'accounting10Years',
        }),
        op({
          id: 'ps-ac-payment',
          purposeCategory: 'FINANCE',
          name: l('Plata furnizorului', 'Paying the supplier'),
          purpose: l(
            'Efectuarea plăților către furnizor prin transfer bancar și evidența acestora.',
            'Paying the supplier by bank transfer and recording the payments.',
          ),
          data: ['name', 'bankAccount', 'paymentDetails'],
          grounds: ['CONTRACT_PERFORMANCE'],
          sources: ['dataSubject'],
          recipients: ['bank', 'accountant'],
          storageDuration: 'accounting10Years',
        }),
      ],
    ),
    situation('ps-o', l('Alte situații', 'Other situations'), [
      op({
        id: 'ps-o-evaluation',
        purposeCategory: 'SERVICE',
        interestKind: 'B2B_CONTACT_MANAGEMENT',
        name: l('Evaluarea periodică a furnizorilor', 'Periodic supplier evaluation'),
        purpose: l(
          'Evaluarea calității produselor și a serviciilor furnizate și a respectării termenelor, pentru decizia de continuare a colaborării.',
          'Evaluating the quality of the goods and services supplied and compliance with deadlines, to decide whether to continue the collaboration.',
        ),
        data: ['name', 'contractDetails', 'feedback'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a lucra cu furnizori care respectă standardele de calitate convenite.',
          'The company’s legitimate interest in working with suppliers who meet the agreed quality standards.',
        ),
        sources: ['internal'],
        storageDuration: 'contractDuration',
      }),
      op({
        id: 'ps-o-access',
        purposeCategory: 'SECURITY',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l('Accesul furnizorului în spațiile companiei', 'Supplier access to the company’s premises'),
        purpose: l(
          'Înregistrarea accesului furnizorului în sediu sau pe șantier și instruirea acestuia privind regulile de securitate și sănătate în muncă.',
          'Recording the supplier’s access to the premises or site and briefing them on health and safety rules.',
        ),
        data: ['name', 'signature', 'vehiclePlate', 'training'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a controla accesul în spațiile sale și de a preveni accidentele.',
          'The company’s legitimate interest in controlling access to its premises and preventing accidents.',
        ),
        sources: ['dataSubject'],
        storageDuration: 'months3',
      }),
      disputes('ps-o', {
        data: [
          'name',
          'address',
          'email',
          'phone',
          'tradeRegisterData',
          'contractDetails',
          'correspondence',
          'claimDetails',
        ],
      }),
      dataSubjectRequests('ps-o'),
    ]),
  ],
};
