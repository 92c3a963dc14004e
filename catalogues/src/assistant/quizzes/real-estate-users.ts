import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for real estate website users. */
export const realEstateUsersQuiz: TAssistantQuiz = {
  dataSubject: 'REAL_ESTATE_USERS',
  basicOperations: ['ore-int-requests'],
  questions: [
    question(
      'realEstateUsers.accounts',
      l('Utilizatorii își pot crea un cont pe site?', 'Can users create an account on the website?'),
      ['ore-cu-account'],
      {
        followUpQuestions: [
          question(
            'realEstateUsers.accounts.alerts',
            l(
              'Utilizatorii pot salva căutări și pot primi alerte pentru anunțuri noi?',
              'Can users save searches and receive alerts for new listings?',
            ),
            ['ore-cu-alerts'],
          ),
        ],
      },
    ),
    question(
      'realEstateUsers.analytics',
      l(
        'Folosiți instrumente de analiză a traficului, precum Google Analytics?',
        'Do you use traffic analytics tools such as Google Analytics?',
      ),
      ['ore-cu-analytics'],
    ),
    question(
      'realEstateUsers.listings',
      l(
        'Proprietarii sau agenții pot publica anunțuri pe site?',
        'Can owners or agents publish listings on the website?',
      ),
      ['ore-an-publish'],
      {
        followUpQuestions: [
          question(
            'realEstateUsers.listings.verification',
            l(
              'Verificați dreptul de proprietate al celor care publică anunțuri?',
              'Do you check the ownership rights of those publishing listings?',
            ),
            ['ore-an-verify'],
          ),
        ],
      },
    ),
    question(
      'realEstateUsers.brokerage',
      l(
        'Intermediați vânzări sau închirieri de imobile pe bază de contract de intermediere?',
        'Do you broker property sales or rentals under a brokerage agreement?',
      ),
      ['ore-int-brokerage', 'ore-int-aml', 'ore-int-invoice'],
      {
        description: l(
          'Agenții imobiliari au și obligații de prevenire a spălării banilor (Legea nr. 129/2019).',
          'Estate agents also have anti-money-laundering obligations (Law 129/2019).',
          'Estate agents also have anti-money-laundering obligations.',
        ),
      },
    ),
    question(
      'realEstateUsers.newsletter',
      l('Utilizatorii se pot abona la newsletter?', 'Can users subscribe to a newsletter?'),
      ['ore-pr-newsletter'],
    ),
    question(
      'realEstateUsers.recommendations',
      l(
        'Trimiteți utilizatorilor recomandări de imobile pe baza preferințelor lor?',
        'Do you send users property recommendations based on their preferences?',
      ),
      ['ore-pr-recommendations'],
    ),
    question(
      'realEstateUsers.feedback',
      l(
        'Le cereți clienților părerea despre vizionări și serviciile oferite?',
        'Do you ask clients for their opinion on viewings and your services?',
      ),
      ['ore-pr-feedback'],
    ),
  ],
};
