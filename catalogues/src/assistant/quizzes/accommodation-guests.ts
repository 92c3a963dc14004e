import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for accommodation guests. */
export const accommodationGuestsQuiz: TAssistantQuiz = {
  dataSubject: 'ACCOMMODATION_GUESTS',
  basicOperations: [
    'oa-rpc-booking',
    'oa-rpc-precheckin',
    'oa-rpc-cancellation',
    'oa-rpc-invoice',
    'oa-fsc-checkin',
    'oa-fsc-touristform',
    'oa-fsc-minors',
    'oa-fsc-lostfound',
    'oa-ap-complaints',
    'oa-ap-disputes',
    'oa-ap-dsr',
  ],
  questions: [
    question(
      'accommodationGuests.accounts',
      l('Oaspeții își pot crea un cont pe site?', 'Can guests create an account on the website?'),
      ['oa-cu-account', 'oa-cu-history'],
      {
        followUpQuestions: [
          question(
            'accommodationGuests.accounts.preferences',
            l(
              'Oaspeții își pot salva în cont preferințele de cazare?',
              'Can guests save their stay preferences in the account?',
            ),
            ['oa-cu-preferences'],
          ),
        ],
      },
    ),
    question(
      'accommodationGuests.bookingPlatforms',
      l(
        'Primiți rezervări prin platforme precum Booking.com sau Airbnb?',
        'Do you receive bookings through platforms such as Booking.com or Airbnb?',
      ),
      ['oa-rpc-platforms'],
    ),
    question(
      'accommodationGuests.onlinePayment',
      l(
        'Încasați online avansuri sau plata sejurului ori garantați rezervările cu cardul?',
        'Do you take deposits or payment for stays online, or guarantee bookings by card?',
      ),
      ['oa-rpc-payment'],
    ),
    question(
      'accommodationGuests.extraServices',
      l(
        'Oferiți servicii suplimentare precum restaurant, spa, transfer sau excursii?',
        'Do you offer additional services such as a restaurant, spa, transfers or excursions?',
      ),
      ['oa-fsc-services'],
    ),
    question(
      'accommodationGuests.meals',
      l('Serviți micul dejun sau alte mese oaspeților?', 'Do you serve breakfast or other meals to guests?'),
      ['oa-fsc-diet'],
    ),
    question(
      'accommodationGuests.parking',
      l('Oferiți parcare oaspeților?', 'Do you offer parking to guests?'),
      ['oa-fsc-parking'],
    ),
    question(
      'accommodationGuests.cctv',
      l(
        'Aveți camere de supraveghere video în unitatea de cazare?',
        'Do you have CCTV cameras in the establishment?',
      ),
      ['oa-fsc-cctv'],
    ),
    question(
      'accommodationGuests.newsletter',
      l('Oaspeții se pot abona la newsletter?', 'Can guests subscribe to a newsletter?'),
      ['oa-psn-newsletter'],
    ),
    question(
      'accommodationGuests.returningGuests',
      l(
        'Trimiteți oferte oaspeților care au mai stat la dumneavoastră, fără abonare la newsletter?',
        'Do you send offers to guests who have stayed with you before, without a newsletter subscription?',
      ),
      ['oa-psn-similar'],
    ),
    question(
      'accommodationGuests.reviews',
      l('Le cereți oaspeților o recenzie după sejur?', 'Do you ask guests for a review after their stay?'),
      ['oa-psn-feedback'],
    ),
    question(
      'accommodationGuests.socialMedia',
      l(
        'Publicați pe rețelele sociale fotografii în care apar oaspeții?',
        'Do you post photos showing guests on social networks?',
      ),
      ['oa-psn-social'],
    ),
    question(
      'accommodationGuests.analytics',
      l(
        'Folosiți instrumente de analiză a traficului pe site, precum Google Analytics?',
        'Do you use website traffic analytics tools such as Google Analytics?',
      ),
      ['oa-psn-analytics'],
    ),
    question(
      'accommodationGuests.ads',
      l(
        'Folosiți cookie-uri de publicitate sau de remarketing (de exemplu, Meta Pixel, Google Ads)?',
        'Do you use advertising or remarketing cookies (e.g. Meta Pixel, Google Ads)?',
      ),
      ['oa-psn-ads'],
    ),
  ],
};
