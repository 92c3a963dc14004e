import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for online restaurant customers. */
export const onlineRestaurantUsersQuiz: TAssistantQuiz = {
  dataSubject: 'ONLINE_RESTAURANT_USERS',
  basicOperations: ['oru-cl-order', 'oru-cl-allergies', 'oru-cl-invoice', 'oru-o-complaints'],
  questions: [
    question(
      'onlineRestaurantUsers.accounts',
      l(
        'Clienții își pot crea un cont pe site sau în aplicație?',
        'Can customers create an account on the website or in the app?',
      ),
      ['oru-cu-account', 'oru-cu-history'],
    ),
    question(
      'onlineRestaurantUsers.cardPayments',
      l('Acceptați plata online cu cardul?', 'Do you accept online card payments?'),
      ['oru-cl-payment'],
    ),
    question(
      'onlineRestaurantUsers.delivery',
      l(
        'Livrați comenzile la adresa clienților, cu livratori proprii sau parteneri?',
        'Do you deliver orders to customers’ addresses, with your own or partner couriers?',
      ),
      ['oru-cl-delivery'],
    ),
    question(
      'onlineRestaurantUsers.platforms',
      l(
        'Primiți comenzi prin platforme de livrare precum Glovo, Tazz sau Bolt Food?',
        'Do you receive orders through delivery platforms such as Glovo, Tazz or Bolt Food?',
        'Do you receive orders through food delivery platforms?',
      ),
      ['oru-cl-platforms'],
    ),
    question(
      'onlineRestaurantUsers.reservations',
      l('Primiți rezervări de mese?', 'Do you take table reservations?'),
      ['oru-rez-table'],
      {
        followUpQuestions: [
          question(
            'onlineRestaurantUsers.reservations.privateEvents',
            l(
              'Organizați evenimente private în restaurant (aniversări, mese festive)?',
              'Do you host private events in the restaurant (birthdays, celebrations)?',
            ),
            ['oru-rez-private'],
          ),
        ],
      },
    ),
    question(
      'onlineRestaurantUsers.newsletter',
      l(
        'Trimiteți clienților abonați newslettere sau oferte?',
        'Do you send subscribed customers newsletters or offers?',
      ),
      ['oru-pr-newsletter'],
    ),
    question(
      'onlineRestaurantUsers.loyalty',
      l('Aveți un program de fidelitate?', 'Do you have a loyalty programme?'),
      ['oru-pr-loyalty'],
    ),
    question(
      'onlineRestaurantUsers.feedback',
      l(
        'Le cereți clienților părerea despre preparate și livrare?',
        'Do you ask customers for their opinion on the food and delivery?',
      ),
      ['oru-pr-feedback'],
    ),
    question(
      'onlineRestaurantUsers.cctv',
      l('Aveți camere de supraveghere video în restaurant?', 'Do you have CCTV cameras in the restaurant?'),
      ['oru-o-cctv'],
    ),
  ],
};
