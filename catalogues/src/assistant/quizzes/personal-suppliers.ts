import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for individual suppliers (self-employed persons, freelancers, private individuals). */
export const personalSuppliersQuiz: TAssistantQuiz = {
  dataSubject: 'PERSONAL_SUPPLIERS',
  basicOperations: ['ps-ac-contract', 'ps-ac-invoices', 'ps-ac-payment', 'ps-o-disputes', 'ps-o-dsr'],
  questions: [
    question(
      'personalSuppliers.offers',
      l(
        'Cereți oferte de la mai mulți furnizori înainte de a alege unul?',
        'Do you ask several suppliers for quotes before choosing one?',
      ),
      ['ps-sel-offers'],
    ),
    question(
      'personalSuppliers.checks',
      l(
        'Verificați furnizorii în registrele publice (de exemplu, ONRC sau ANAF) înainte de a încheia contractul?',
        'Do you check suppliers in public registers (e.g. the Trade Register or ANAF) before contracting?',
        'Do you check suppliers in public registers (e.g. the trade register or the tax authority) before contracting?',
      ),
      ['ps-sel-checks'],
    ),
    question(
      'personalSuppliers.privateSellers',
      l(
        'Cumpărați bunuri de la persoane fizice care nu emit factură (de exemplu, produse agricole)?',
        'Do you buy goods from private individuals who do not issue invoices (e.g. farm produce)?',
      ),
      ['ps-ac-purchase'],
    ),
    question(
      'personalSuppliers.withholding',
      l(
        'Plătiți persoanelor fizice venituri pentru care trebuie să rețineți impozitul (de exemplu, drepturi de autor)?',
        'Do you pay individuals income on which you must withhold tax (e.g. copyright royalties)?',
      ),
      ['ps-ac-tax'],
    ),
    question(
      'personalSuppliers.evaluation',
      l('Evaluați periodic furnizorii?', 'Do you evaluate suppliers periodically?'),
      ['ps-o-evaluation'],
    ),
    question(
      'personalSuppliers.onsite',
      l(
        'Lucrează furnizorii în spațiile companiei sau pe șantierele dumneavoastră?',
        'Do suppliers work on your premises or sites?',
      ),
      ['ps-o-access'],
    ),
  ],
};
