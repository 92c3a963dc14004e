import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for website and app users. */
export const onlineUsersQuiz: TAssistantQuiz = {
  dataSubject: 'ONLINE_USERS',
  basicOperations: ['ou-site-cookies', 'ou-site-security', 'ou-site-contact', 'ou-o-dsr', 'ou-o-disputes'],
  questions: [
    question(
      'onlineUsers.analytics',
      l(
        'Folosiți instrumente de analiză a traficului, precum Google Analytics?',
        'Do you use traffic analytics tools such as Google Analytics?',
      ),
      ['ou-site-analytics'],
    ),
    question(
      'onlineUsers.ads',
      l(
        'Folosiți cookie-uri de publicitate sau de remarketing (de exemplu, Meta Pixel, Google Ads)?',
        'Do you use advertising or remarketing cookies (e.g. Meta Pixel, Google Ads)?',
      ),
      ['ou-site-ads'],
    ),
    question(
      'onlineUsers.accounts',
      l(
        'Utilizatorii își pot crea un cont pe site sau în aplicație?',
        'Can users create an account on the website or in the app?',
      ),
      ['ou-cu-account', 'ou-cu-service', 'ou-cu-support', 'ou-cu-notifications'],
      {
        followUpQuestions: [
          question(
            'onlineUsers.accounts.paid',
            l(
              'Serviciul oferit în cont este cu plată (abonament sau plăți în aplicație)?',
              'Is the service provided in the account paid (subscription or in-app payments)?',
            ),
            ['ou-cu-payment', 'ou-cu-invoice'],
          ),
        ],
      },
    ),
    question(
      'onlineUsers.newsletter',
      l('Utilizatorii se pot abona la newsletter?', 'Can users subscribe to a newsletter?'),
      ['ou-pr-newsletter'],
    ),
    question(
      'onlineUsers.push',
      l(
        'Aplicația trimite notificări push cu noutăți sau oferte?',
        'Does the app send push notifications with news or offers?',
      ),
      ['ou-pr-push'],
    ),
    question(
      'onlineUsers.feedback',
      l(
        'Le cereți utilizatorilor părerea prin chestionare?',
        'Do you ask users for their opinion through surveys?',
      ),
      ['ou-pr-feedback'],
    ),
  ],
};
