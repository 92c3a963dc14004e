import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for business suppliers' representatives, contact persons and staff. */
export const businessSuppliersQuiz: TAssistantQuiz = {
  dataSubject: 'BUSINESS_SUPPLIERS',
  basicOperations: ['bs-ac-contract', 'bs-ac-contacts', 'bs-ac-invoices', 'bs-o-disputes', 'bs-o-dsr'],
  questions: [
    question(
      'businessSuppliers.offers',
      l(
        'Cereți oferte de la mai mulți furnizori înainte de a alege unul?',
        'Do you ask several suppliers for quotes before choosing one?',
      ),
      ['bs-sel-offers'],
    ),
    question(
      'businessSuppliers.checks',
      l(
        'Verificați furnizorii și reprezentanții lor în registrele publice înainte de a încheia contractul?',
        'Do you check suppliers and their representatives in public registers before contracting?',
      ),
      ['bs-sel-checks'],
    ),
    question(
      'businessSuppliers.goods',
      l(
        'Primiți mărfuri livrate de furnizori la sediul sau în depozitul dumneavoastră?',
        'Do you receive goods delivered by suppliers at your premises or warehouse?',
      ),
      ['bs-ac-reception'],
    ),
    question(
      'businessSuppliers.onsite',
      l(
        'Lucrează personalul furnizorilor în spațiile companiei (de exemplu, mentenanță, curățenie, construcții)?',
        'Does suppliers’ staff work on your premises (e.g. maintenance, cleaning, construction)?',
      ),
      ['bs-ac-onsite'],
    ),
    question(
      'businessSuppliers.processors',
      l(
        'Au furnizorii acces la datele personale pe care le prelucrați (de exemplu, contabilitate, salarizare, IT, găzduire)?',
        'Do suppliers have access to the personal data you process (e.g. accounting, payroll, IT, hosting)?',
      ),
      ['bs-ac-dpa'],
      {
        description: l(
          'Acești furnizori sunt persoane împuternicite de operator, iar legea cere un contract scris cu fiecare dintre ei. Firmele de curierat sunt, de regulă, operatori independenți și nu intră aici.',
          'These suppliers are processors, and the law requires a written contract with each of them. Courier companies are usually independent controllers and do not belong here.',
        ),
      },
    ),
    question(
      'businessSuppliers.evaluation',
      l('Evaluați periodic furnizorii?', 'Do you evaluate suppliers periodically?'),
      ['bs-o-evaluation'],
    ),
  ],
};
