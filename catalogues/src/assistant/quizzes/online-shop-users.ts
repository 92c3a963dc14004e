import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for online shop customers. */
export const onlineShopUsersQuiz: TAssistantQuiz = {
  dataSubject: 'ONLINE_SHOP_USERS',
  basicOperations: [
    'osu-cl-order',
    'osu-cl-delivery',
    'osu-cl-invoice',
    'osu-cl-withdrawal',
    'osu-cl-warranty',
    'osu-site-cookies',
    'osu-o-complaints',
    'osu-o-disputes',
    'osu-o-dsr',
  ],
  questions: [
    question(
      'onlineShopUsers.accounts',
      l('Clienții își pot crea un cont în magazin?', 'Can customers create an account in the shop?'),
      ['osu-cu-account', 'osu-cu-history'],
      {
        followUpQuestions: [
          question(
            'onlineShopUsers.accounts.wishlist',
            l(
              'Clienții pot salva produse favorite sau coșul de cumpărături în cont?',
              'Can customers save favourite products or their cart in the account?',
            ),
            ['osu-cu-wishlist'],
          ),
        ],
      },
    ),
    question(
      'onlineShopUsers.cardPayments',
      l('Acceptați plata online cu cardul?', 'Do you accept online card payments?'),
      ['osu-cl-payment'],
      {
        followUpQuestions: [
          question(
            'onlineShopUsers.cardPayments.fraud',
            l(
              'Verificați comenzile pentru a preveni fraudele cu carduri sau comenzile false?',
              'Do you screen orders to prevent card fraud or fake orders?',
            ),
            ['osu-cl-fraud'],
          ),
        ],
      },
    ),
    question(
      'onlineShopUsers.newsletter',
      l('Clienții se pot abona la newsletter?', 'Can customers subscribe to a newsletter?'),
      ['osu-pr-newsletter'],
      {
        followUpQuestions: [
          question(
            'onlineShopUsers.newsletter.abandonedCart',
            l(
              'Trimiteți mesaje de reamintire pentru coșurile de cumpărături abandonate?',
              'Do you send reminders about abandoned shopping carts?',
            ),
            ['osu-pr-cart'],
          ),
        ],
      },
    ),
    question(
      'onlineShopUsers.similarOffers',
      l(
        'Trimiteți clienților existenți oferte pentru produse similare celor cumpărate, fără abonare la newsletter?',
        'Do you send existing customers offers for products similar to those purchased, without a newsletter subscription?',
      ),
      ['osu-pr-similar'],
    ),
    question(
      'onlineShopUsers.recommendations',
      l(
        'Afișați clienților recomandări de produse pe baza cumpărăturilor anterioare?',
        'Do you show customers product recommendations based on previous purchases?',
      ),
      ['osu-pr-recommendations'],
    ),
    question(
      'onlineShopUsers.reviews',
      l('Clienții pot lăsa recenzii publice la produse?', 'Can customers leave public product reviews?'),
      ['osu-pr-reviews'],
    ),
    question(
      'onlineShopUsers.feedback',
      l(
        'Le cereți clienților părerea după livrarea comenzii?',
        'Do you ask customers for their opinion after the order is delivered?',
      ),
      ['osu-pr-feedback'],
    ),
    question(
      'onlineShopUsers.analytics',
      l(
        'Folosiți instrumente de analiză a traficului, precum Google Analytics?',
        'Do you use traffic analytics tools such as Google Analytics?',
      ),
      ['osu-site-analytics'],
    ),
    question(
      'onlineShopUsers.ads',
      l(
        'Folosiți cookie-uri de publicitate sau de remarketing (de exemplu, Meta Pixel, Google Ads)?',
        'Do you use advertising or remarketing cookies (e.g. Meta Pixel, Google Ads)?',
      ),
      ['osu-site-ads'],
    ),
  ],
};
