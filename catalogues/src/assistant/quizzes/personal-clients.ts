import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for individual clients. */
export const personalClientsQuiz: TAssistantQuiz = {
  dataSubject: 'PERSONAL_CLIENTS',
  basicOperations: ['pc-ac-contract', 'pc-ac-invoice', 'pc-sd-complaints', 'pc-sd-disputes', 'pc-sd-dsr'],
  questions: [
    question(
      'personalClients.offers',
      l(
        'Transmiteți oferte de preț persoanelor interesate, înainte de încheierea contractului?',
        'Do you send price quotes to interested people before the contract is concluded?',
      ),
      ['pc-ac-offer'],
    ),
    question(
      'personalClients.payments',
      l(
        'Încasați plăți de la clienți cu cardul sau prin transfer bancar?',
        'Do clients pay you by card or bank transfer?',
      ),
      ['pc-ac-payment'],
    ),
    question(
      'personalClients.orders',
      l(
        'Preluați comenzi de la clienți (telefonic, prin e-mail sau la sediu)?',
        'Do you take orders from clients (by phone, by e-mail or on your premises)?',
      ),
      ['pc-cl-order'],
      {
        followUpQuestions: [
          question(
            'personalClients.orders.delivery',
            l('Livrați produsele prin curier?', 'Do you deliver products by courier?'),
            ['pc-cl-delivery'],
          ),
          question(
            'personalClients.orders.warranty',
            l(
              'Vindeți produse pentru care acordați garanție sau acceptați retururi?',
              'Do you sell products that carry a guarantee or that can be returned?',
            ),
            ['pc-cl-warranty'],
          ),
        ],
      },
    ),
    question(
      'personalClients.newsletter',
      l(
        'Trimiteți clienților newslettere sau alte mesaje de marketing?',
        'Do you send clients newsletters or other marketing messages?',
      ),
      ['pc-pr-newsletter'],
      {
        followUpQuestions: [
          question(
            'personalClients.newsletter.existingClients',
            l(
              'Trimiteți oferte și clienților care nu s-au abonat, pentru produse sau servicii similare celor cumpărate?',
              'Do you also send offers for products or services similar to those purchased to clients who did not subscribe?',
            ),
            ['pc-pr-similar'],
            {
              description: l(
                'Legea permite acest lucru fără consimțământ numai pentru produse similare, dacă adresa a fost obținută la vânzare, clientului i s-a oferit încă de la colectarea adresei posibilitatea de a se opune gratuit acestei utilizări și se poate dezabona din fiecare mesaj.',
                'The law allows this without consent only for similar products, where the address was obtained in the context of a sale, the client was offered a free way to object to this use when the address was collected, and can unsubscribe in every message.',
                'The ePrivacy rules allow this without consent only for similar products, where the address was obtained in the context of a sale, the client was offered a free way to object to this use when the address was collected, and can unsubscribe in every message.',
              ),
            },
          ),
        ],
      },
    ),
    question(
      'personalClients.feedback',
      l(
        'Le cereți clienților părerea despre produsele sau serviciile dumneavoastră?',
        'Do you ask clients for their opinion on your products or services?',
      ),
      ['pc-pr-feedback'],
    ),
    question(
      'personalClients.testimonials',
      l(
        'Publicați pe site sau pe rețelele sociale testimoniale ale clienților?',
        'Do you publish client testimonials on your website or social networks?',
      ),
      ['pc-pr-testimonials'],
    ),
    question(
      'personalClients.contests',
      l('Organizați concursuri sau campanii cu premii?', 'Do you run contests or prize campaigns?'),
      ['pc-pr-contest'],
    ),
    question(
      'personalClients.debts',
      l(
        'Vi se întâmplă să recuperați de la clienți sume neplătite la termen?',
        'Do you sometimes have to recover overdue amounts from clients?',
      ),
      ['pc-sd-debt'],
    ),
  ],
};
