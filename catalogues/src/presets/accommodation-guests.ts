import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import {
  REASON_CCTV,
  adCookies,
  analyticsCookies,
  complaints,
  dataSubjectRequests,
  disputes,
  feedback,
  invoice,
  newsletter,
  onlinePayment,
  similarOffers,
  userAccount,
} from './shared.ts';

const REASON_TOURIST_RULES = l(
  'HG nr. 237/2001 pentru aprobarea Normelor cu privire la accesul, evidența și protecția turiștilor în structuri de primire turistice, care obligă unitatea de cazare să înscrie turiștii în evidențe și să completeze fișa de anunțare a sosirii și plecării.',
  'Government Decision 237/2001 approving the Rules on access, registration and protection of tourists in accommodation establishments, which requires the establishment to register guests and complete the arrival and departure form.',
  'Applicable law on the registration of guests in accommodation establishments.',
);

/** Guests of hotels, guesthouses and other accommodation (categories cu, rpc, fsc, psn, ap of docs/spec/catalogues.md §10.2). */
export const accommodationGuestsPresets: TSubjectPresets = {
  dataSubject: 'ACCOMMODATION_GUESTS',
  situations: [
    situation('oa-cu', l('Contul de utilizator', 'User account'), [
      userAccount('oa-cu'),
      op({
        id: 'oa-cu-history',
        purposeCategory: 'SERVICE',
        name: l('Istoricul rezervărilor în cont', 'Booking history in the account'),
        purpose: l(
          'Afișarea rezervărilor anterioare și viitoare în contul oaspetelui și gestionarea lor din cont.',
          'Showing past and upcoming bookings in the guest’s account and managing them from there.',
        ),
        data: ['name', 'bookingDetails', 'orderHistory'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['internal'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
      op({
        id: 'oa-cu-preferences',
        purposeCategory: 'SERVICE',
        name: l('Preferințele de cazare salvate', 'Saved stay preferences'),
        purpose: l(
          'Salvarea preferințelor oaspetelui (tipul camerei, etajul, pernele) pentru sejururile următoare, la cererea acestuia.',
          'Saving the guest’s preferences (room type, floor, pillows) for future stays, at their request.',
        ),
        data: ['name', 'specialRequests', 'accountData'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
    ]),
    situation('oa-rpc', l('Rezervarea și plata online', 'Online reservation and payment'), [
      op({
        id: 'oa-rpc-booking',
        purposeCategory: 'SERVICE',
        name: l('Rezervarea online', 'Online booking'),
        purpose: l(
          'Preluarea rezervării pe site, prin e-mail sau telefonic, confirmarea disponibilității și a tarifului și transmiterea confirmării.',
          'Taking the booking on the website, by e-mail or by phone, confirming availability and the rate and sending the confirmation.',
        ),
        data: ['name', 'email', 'phone', 'bookingDetails', 'companions', 'specialRequests'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'registrant'],
        recipients: ['itProvider'],
        storageDuration: 'years3',
      }),
      op({
        id: 'oa-rpc-platforms',
        purposeCategory: 'SERVICE',
        name: l(
          'Rezervările primite prin platformele de rezervări',
          'Bookings received through booking platforms',
        ),
        purpose: l(
          'Gestionarea rezervărilor primite prin platformele de rezervări online, pe baza datelor transmise de acestea, și comunicarea cu oaspeții prin platformă.',
          'Managing bookings received through online booking platforms, based on the data they send, and communicating with guests through the platform.',
        ),
        data: ['name', 'email', 'phone', 'bookingDetails', 'correspondence'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['bookingPlatforms'],
        recipients: ['bookingPlatforms'],
        storageDuration: 'years3',
      }),
      onlinePayment('oa-rpc', {
        name: l('Plata online și garantarea rezervării', 'Online payment and booking guarantee'),
        purpose: l(
          'Încasarea avansului sau a contravalorii sejurului și garantarea rezervării cu cardul, prin procesatorul de plăți.',
          'Collecting the deposit or the price of the stay and guaranteeing the booking by card, through the payment processor.',
        ),
      }),
      op({
        id: 'oa-rpc-precheckin',
        purposeCategory: 'SERVICE',
        name: l('Comunicările înainte de sosire', 'Pre-arrival communications'),
        purpose: l(
          'Transmiterea informațiilor despre sosire, acces și servicii și preluarea orei estimate de sosire.',
          'Sending information about arrival, access and services and recording the estimated arrival time.',
        ),
        data: ['name', 'email', 'phone', 'bookingDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['emailMarketingPlatform'],
        storageDuration: 'years3',
      }),
      op({
        id: 'oa-rpc-cancellation',
        purposeCategory: 'SERVICE',
        name: l('Modificarea și anularea rezervării', 'Changing and cancelling the booking'),
        purpose: l(
          'Gestionarea cererilor de modificare sau de anulare a rezervării și rambursarea sumelor, conform politicii de anulare.',
          'Handling requests to change or cancel the booking and refunding amounts according to the cancellation policy.',
        ),
        data: ['name', 'email', 'bookingDetails', 'paymentDetails', 'correspondence'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'bookingPlatforms'],
        recipients: ['paymentProcessor', 'bank'],
        storageDuration: 'years3',
      }),
      invoice('oa-rpc'),
    ]),
    situation('oa-fsc', l('Servicii de cazare', 'Accommodation services'), [
      op({
        id: 'oa-fsc-checkin',
        purposeCategory: 'SERVICE',
        name: l('Check-in-ul și check-out-ul', 'Check-in and check-out'),
        purpose: l(
          'Primirea oaspeților, verificarea rezervării, alocarea camerei și a cheii sau a cartelei și încheierea sejurului.',
          'Welcoming guests, checking the booking, assigning the room and key or card and closing the stay.',
        ),
        data: ['name', 'bookingDetails', 'companions', 'phone', 'signature'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'years3',
      }),
      op({
        id: 'oa-fsc-touristform',
        purposeCategory: 'COMPLIANCE',
        name: l(
          'Completarea fișei de anunțare a sosirii și plecării turiștilor',
          'Completing the guest arrival and departure form',
        ),
        purpose: l(
          'Înscrierea turiștilor în evidențele unității de cazare la sosire, pe baza actului de identitate, și prezentarea fișelor organelor de poliție, numai la cererea acestora.',
          'Registering guests in the establishment’s records on arrival, on the basis of their identity document, and presenting the forms to the police only at their request.',
        ),
        data: [
          'name',
          'dateOfBirth',
          'placeOfBirth',
          'citizenship',
          'address',
          'touristForm',
          'bookingDetails',
        ],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: REASON_TOURIST_RULES,
        sources: ['dataSubject'],
        recipients: ['police'],
        storageDuration: 'years3',
      }),
      op({
        id: 'oa-fsc-minors',
        // WP248 rev.01 criterion 7 names children as vulnerable data subjects.
        vulnerableSubjects: true,
        purposeCategory: 'COMPLIANCE',
        name: l('Cazarea minorilor', 'Accommodating minors'),
        purpose: l(
          'Verificarea faptului că minorii sub 14 ani sunt însoțiți de părinți, de reprezentanții legali sau de însoțitori autorizați (profesori, antrenori, ghizi).',
          'Checking that minors under 14 are accompanied by their parents, legal guardians or authorised companions (teachers, coaches, guides).',
        ),
        data: ['name', 'age', 'companions', 'parentData'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'HG nr. 237/2001 privind accesul, evidența și protecția turiștilor în structuri de primire turistice, care interzice cazarea minorilor sub 14 ani neînsoțiți de părinți sau de reprezentanții legali, cu excepția celor aflați în excursii, tabere sau acțiuni similare, însoțiți de cadre didactice, antrenori sau ghizi.',
          'Government Decision 237/2001 on the access, registration and protection of tourists in accommodation establishments, which prohibits accommodating minors under 14 who are not accompanied by their parents or legal guardians, except those on trips, camps or similar activities accompanied by teachers, coaches or guides.',
          'Applicable law on accommodating unaccompanied minors in accommodation establishments.',
        ),
        sources: ['registrant', 'parents'],
        storageDuration: 'years3',
      }),
      op({
        id: 'oa-fsc-services',
        purposeCategory: 'SERVICE',
        name: l(
          'Servicii suplimentare (restaurant, spa, transfer)',
          'Additional services (restaurant, spa, transfer)',
        ),
        purpose: l(
          'Furnizarea serviciilor suplimentare solicitate de oaspeți și înregistrarea consumațiilor pe nota camerei.',
          'Providing the additional services guests request and charging them to the room bill.',
        ),
        data: ['name', 'bookingDetails', 'specialRequests', 'purchasedProducts'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: [
          l(
            'Furnizorii serviciilor suplimentare (transfer, excursii)',
            'Providers of additional services (transfers, excursions)',
          ),
        ],
        storageDuration: 'years3',
      }),
      op({
        id: 'oa-fsc-diet',
        purposeCategory: 'SERVICE',
        name: l('Alergiile și restricțiile alimentare', 'Allergies and dietary restrictions'),
        purpose: l(
          'Adaptarea micului dejun și a meselor pentru oaspeții care își declară alergiile sau intoleranțele, pe baza consimțământului lor explicit.',
          'Adapting breakfast and meals for guests who state allergies or intolerances, based on their explicit consent.',
        ),
        data: ['name', 'allergies'],
        grounds: ['CONSENT'],
        specialDataGround: 'ART9_A',
        sources: ['dataSubject'],
        storageDuration: 'untilOrderCompleted',
      }),
      op({
        id: 'oa-fsc-parking',
        purposeCategory: 'SERVICE',
        name: l('Parcarea', 'Parking'),
        purpose: l(
          'Alocarea locului de parcare și evidența vehiculelor oaspeților în parcarea unității.',
          'Assigning parking spaces and recording guests’ vehicles in the establishment’s car park.',
        ),
        data: ['name', 'vehiclePlate', 'bookingDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'untilOrderCompleted',
      }),
      op({
        id: 'oa-fsc-cctv',
        purposeCategory: 'MONITORING',
        interestKind: 'VIDEO_SURVEILLANCE',
        name: l('Supravegherea video a unității de cazare', 'Video surveillance of the establishment'),
        purpose: l(
          'Asigurarea securității oaspeților și a bunurilor acestora prin camere semnalizate la intrare, la recepție, pe holuri și în parcare; camerele de cazare și celelalte spații private nu sunt filmate.',
          'Ensuring the security of guests and their belongings through signposted cameras at the entrance, reception, corridors and car park; guest rooms and other private areas are not filmed.',
        ),
        data: ['cctvFootage'],
        // HG 237/2001 requires guests' security, not cameras: legitimate interest. A legal obligation
        // only where the risk analysis under Law 333/2003 and HG 301/2012 mandates CCTV (verify the
        // minimum storage period HG 301/2012 then sets).
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          `${REASON_CCTV.ro} Pentru unitatea de cazare, interesul include protecția oaspeților și a bunurilor acestora.`,
          `${REASON_CCTV.en} For the establishment, the interest includes protecting guests and their belongings.`,
        ),
        sources: ['cctvSystem'],
        recipients: ['securityCompany', 'police'],
        storageDuration: 'cctv30Days',
        videoSurveillance: true,
      }),
      op({
        id: 'oa-fsc-lostfound',
        purposeCategory: 'CUSTOMER_CARE',
        interestKind: 'RESPONDING_TO_ENQUIRIES',
        name: l('Obiectele uitate', 'Lost and found'),
        purpose: l(
          'Înregistrarea obiectelor uitate de oaspeți, contactarea acestora și returnarea obiectelor.',
          'Recording items left behind by guests, contacting them and returning the items.',
        ),
        data: ['name', 'phone', 'email', 'address', 'bookingDetails'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al unității și al oaspetelui de a restitui bunurile uitate proprietarului lor.',
          'The legitimate interest of the establishment and of the guest in returning forgotten belongings to their owner.',
        ),
        sources: ['internal'],
        recipients: ['courier'],
        storageDuration: 'months6',
      }),
    ]),
    situation('oa-psn', l('Promovare', 'Promotion'), [
      newsletter('oa-psn'),
      similarOffers('oa-psn', {
        name: l('Oferte pentru oaspeții care revin', 'Offers for returning guests'),
        purpose: l(
          'Transmiterea prin e-mail a ofertelor de cazare similare către oaspeții care au mai stat în unitate, cu posibilitatea de dezabonare gratuită în fiecare mesaj.',
          'Sending e-mail offers for similar stays to guests who have stayed before, with a free opt-out in every message.',
        ),
        data: ['name', 'email', 'bookingDetails', 'marketingPreferences'],
      }),
      feedback('oa-psn', {
        name: l('Solicitarea unei recenzii după sejur', 'Requesting a review after the stay'),
        purpose: l(
          'Trimiterea, după plecare, a unei invitații de a evalua sejurul pe site sau pe platformele de recenzii.',
          'Sending, after departure, an invitation to rate the stay on the website or on review platforms.',
        ),
      }),
      op({
        id: 'oa-psn-social',
        purposeCategory: 'PUBLICATION',
        name: l(
          'Publicarea fotografiilor cu oaspeți pe rețelele sociale',
          'Posting photos of guests on social networks',
        ),
        purpose: l(
          'Publicarea pe site și pe rețelele sociale a fotografiilor în care apar oaspeții, numai cu acordul acestora.',
          'Posting photos showing guests on the website and social networks, only with their agreement.',
        ),
        data: ['image', 'name'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['public', 'advertisingPlatforms'],
        storageDuration: 'upTo1Year',
      }),
      analyticsCookies('oa-psn'),
      adCookies('oa-psn'),
    ]),
    situation('oa-ap', l('Alte situații', 'Other situations'), [
      complaints('oa-ap', {
        name: l('Soluționarea reclamațiilor oaspeților', 'Handling guest complaints'),
        purpose: l(
          'Înregistrarea și soluționarea reclamațiilor oaspeților privind cazarea și serviciile oferite.',
          'Recording and resolving guests’ complaints about the accommodation and services.',
        ),
        data: ['name', 'email', 'phone', 'bookingDetails', 'claimDetails', 'correspondence'],
      }),
      disputes('oa-ap'),
      dataSubjectRequests('oa-ap'),
    ]),
  ],
};
