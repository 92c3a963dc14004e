import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for patients. */
export const patientsQuiz: TAssistantQuiz = {
  dataSubject: 'PATIENTS',
  basicOperations: [
    'p-prog-booking',
    'p-med-care',
    'p-med-consent',
    'p-med-records',
    'p-fin-invoice',
    'p-fin-payment',
    'p-o-complaints',
  ],
  questions: [
    question(
      'patients.reminders',
      l(
        'Le trimiteți pacienților mementouri pentru programări prin SMS sau e-mail?',
        'Do you send patients appointment reminders by SMS or e-mail?',
      ),
      ['p-prog-reminders'],
    ),
    question(
      'patients.referrals',
      l(
        'Emiteți rețete, bilete de trimitere, concedii medicale sau scrisori medicale?',
        'Do you issue prescriptions, referrals, sick notes or medical letters?',
      ),
      ['p-med-referrals'],
    ),
    question(
      'patients.labs',
      l(
        'Colaborați cu laboratoare sau centre de imagistică externe?',
        'Do you work with external laboratories or imaging centres?',
      ),
      ['p-med-lab'],
    ),
    question(
      'patients.insurance',
      l(
        'Aveți contract cu casa de asigurări de sănătate pentru servicii decontate?',
        'Do you have a contract with the health insurance fund for reimbursed services?',
        'Do you have a contract with the public health insurance fund for reimbursed services?',
      ),
      ['p-med-insurance'],
    ),
    question(
      'patients.feedback',
      l(
        'Le cereți pacienților părerea despre serviciile primite?',
        'Do you ask patients for their opinion on the services received?',
      ),
      ['p-o-feedback'],
    ),
    question(
      'patients.newsletter',
      l(
        'Trimiteți pacienților abonați newslettere sau informări despre servicii noi?',
        'Do you send subscribed patients newsletters or news about new services?',
      ),
      ['p-o-newsletter'],
    ),
    question(
      'patients.cctv',
      l(
        'Aveți camere de supraveghere video la intrare, la recepție sau în sala de așteptare?',
        'Do you have CCTV cameras at the entrance, reception or waiting area?',
      ),
      ['p-o-cctv'],
    ),
  ],
};
