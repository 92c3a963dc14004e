import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import {
  adCookies,
  analyticsCookies,
  dataSubjectRequests,
  disputes,
  feedback,
  invoice,
  necessaryCookies,
  newsletter,
  onlinePayment,
  securityLogs,
  userAccount,
} from './shared.ts';

/** Users and visitors of a website or mobile app. */
export const onlineUsersPresets: TSubjectPresets = {
  dataSubject: 'ONLINE_USERS',
  situations: [
    situation('ou-site', l('Vizitarea site-ului sau a aplicației', 'Visiting the website or app'), [
      necessaryCookies('ou-site'),
      securityLogs('ou-site'),
      analyticsCookies('ou-site'),
      adCookies('ou-site'),
      op({
        id: 'ou-site-contact',
        purposeCategory: 'CUSTOMER_CARE',
        interestKind: 'RESPONDING_TO_ENQUIRIES',
        name: l('Formularul de contact', 'Contact form'),
        purpose: l(
          'Răspunsul la întrebările și solicitările trimise prin formularul de contact, prin e-mail sau prin chat.',
          'Answering questions and requests sent through the contact form, by e-mail or via chat.',
        ),
        data: ['name', 'email', 'phone', 'correspondence'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a răspunde persoanelor care o contactează din proprie inițiativă.',
          'The company’s legitimate interest in answering people who contact it on their own initiative.',
        ),
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'years3',
      }),
    ]),
    situation('ou-cu', l('Contul de utilizator', 'User account'), [
      userAccount('ou-cu'),
      op({
        id: 'ou-cu-service',
        purposeCategory: 'SERVICE',
        name: l('Furnizarea serviciului prin aplicație', 'Providing the service through the app'),
        purpose: l(
          'Furnizarea funcționalităților site-ului sau ale aplicației conform termenilor și condițiilor acceptate de utilizator.',
          'Providing the features of the website or app according to the terms and conditions accepted by the user.',
        ),
        data: ['name', 'email', 'accountData', 'usageData'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'automatic'],
        recipients: ['itProvider', 'usCloudProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
      op({
        id: 'ou-cu-support',
        purposeCategory: 'CUSTOMER_CARE',
        name: l('Asistența pentru utilizatori', 'User support'),
        purpose: l(
          'Rezolvarea problemelor tehnice și a solicitărilor utilizatorilor legate de cont și de serviciu.',
          'Solving users’ technical issues and requests about their account and the service.',
        ),
        data: ['name', 'email', 'accountData', 'correspondence'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'years3Limitation',
      }),
      op({
        id: 'ou-cu-notifications',
        purposeCategory: 'SERVICE',
        name: l('Notificările privind contul și serviciul', 'Account and service notifications'),
        purpose: l(
          'Transmiterea mesajelor necesare folosirii serviciului: confirmarea contului, resetarea parolei, modificări ale termenilor, alerte de securitate.',
          'Sending the messages needed to use the service: account confirmation, password reset, changes to the terms, security alerts.',
        ),
        data: ['name', 'email', 'accountData'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
      onlinePayment('ou-cu', {
        name: l('Plata abonamentului', 'Paying the subscription'),
        purpose: l(
          'Încasarea abonamentului sau a plăților din aplicație prin procesatorul de plăți și gestionarea reînnoirilor și a rambursărilor.',
          'Collecting the subscription or in-app payments through the payment processor and handling renewals and refunds.',
        ),
      }),
      invoice('ou-cu'),
    ]),
    situation('ou-pr', l('Promovare', 'Promoting'), [
      newsletter('ou-pr'),
      op({
        id: 'ou-pr-push',
        purposeCategory: 'MARKETING',
        name: l('Notificări push promoționale', 'Promotional push notifications'),
        purpose: l(
          'Transmiterea de notificări push despre noutăți și oferte, numai utilizatorilor care le-au activat în aplicație.',
          'Sending push notifications about news and offers, only to users who enabled them in the app.',
        ),
        data: ['cookies', 'deviceData', 'marketingPreferences'],
        grounds: ['CONSENT'],
        sources: ['dataSubject', 'automatic'],
        recipients: ['usCloudProvider'],
        storageDuration: 'untilConsentWithdrawn',
      }),
      feedback('ou-pr', {
        purpose: l(
          'Solicitarea opiniei utilizatorilor despre site sau aplicație, prin chestionare scurte, pentru îmbunătățirea acestora.',
          'Asking users for their opinion on the website or app, through short surveys, in order to improve it.',
        ),
      }),
    ]),
    situation('ou-o', l('Alte situații', 'Other situations'), [
      dataSubjectRequests('ou-o'),
      disputes('ou-o'),
    ]),
  ],
};
