import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for business clients' representatives and contact persons. */
export const businessClientsQuiz: TAssistantQuiz = {
  dataSubject: 'BUSINESS_CLIENTS',
  basicOperations: [
    'bc-idc-offer',
    'bc-idc-contract',
    'bc-idc-contacts',
    'bc-idc-invoice',
    'bc-o-disputes',
    'bc-o-dsr',
  ],
  questions: [
    question(
      'businessClients.delivery',
      l(
        'Livrați produse clienților, cu semnarea documentelor de livrare de către un delegat al acestora?',
        'Do you deliver goods to clients, with delivery documents signed by their delegate?',
      ),
      ['bc-idc-delivery'],
    ),
    question(
      'businessClients.crm',
      l(
        'Folosiți o aplicație CRM pentru a gestiona relația cu clienții?',
        'Do you use a CRM application to manage client relationships?',
      ),
      ['bc-o-crm'],
    ),
    question(
      'businessClients.newsletter',
      l(
        'Trimiteți newslettere sau mesaje de marketing persoanelor de contact ale clienților?',
        'Do you send newsletters or marketing messages to clients’ contact persons?',
      ),
      ['bc-o-newsletter'],
      {
        followUpQuestions: [
          question(
            'businessClients.newsletter.existingClients',
            l(
              'Trimiteți clienților existenți oferte pentru produse sau servicii similare celor cumpărate, fără abonare prealabilă?',
              'Do you send existing clients offers for products or services similar to those purchased, without a prior subscription?',
            ),
            ['bc-o-similar'],
          ),
        ],
      },
    ),
    question(
      'businessClients.feedback',
      l(
        'Le cereți clienților feedback despre colaborare?',
        'Do you ask clients for feedback on the collaboration?',
      ),
      ['bc-o-feedback'],
    ),
    question(
      'businessClients.visitors',
      l(
        'Țineți un registru al vizitatorilor care intră în sediul companiei?',
        'Do you keep a log of visitors entering your premises?',
      ),
      ['bc-o-visitors'],
    ),
    question(
      'businessClients.debts',
      l(
        'Vi se întâmplă să recuperați de la clienți facturi neplătite la termen?',
        'Do you sometimes have to recover overdue invoices from clients?',
      ),
      ['bc-o-debt'],
    ),
  ],
};
