import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for online event attendees. */
export const onlineEventAttendantsQuiz: TAssistantQuiz = {
  dataSubject: 'ONLINE_EVENT_ATTENDANTS',
  basicOperations: ['oea-reg-signup', 'oea-reg-access', 'oea-part-platform'],
  questions: [
    question(
      'onlineEventAttendants.paid',
      l('Participarea la eveniment este cu plată?', 'Is there a fee to attend the event?'),
      ['oea-reg-payment', 'oea-reg-invoice'],
    ),
    question('onlineEventAttendants.recording', l('Înregistrați evenimentul?', 'Do you record the event?'), [
      'oea-part-recording',
    ]),
    question(
      'onlineEventAttendants.certificates',
      l('Emiteți certificate sau diplome de participare?', 'Do you issue certificates of attendance?'),
      ['oea-part-certificates'],
    ),
    question(
      'onlineEventAttendants.newsletter',
      l(
        'Trimiteți participanților newslettere sau invitații la evenimente viitoare?',
        'Do you send participants newsletters or invitations to future events?',
      ),
      ['oea-pr-newsletter'],
    ),
    question(
      'onlineEventAttendants.feedback',
      l(
        'Trimiteți participanților un chestionar de feedback după eveniment?',
        'Do you send participants a feedback survey after the event?',
      ),
      ['oea-pr-feedback'],
    ),
    question(
      'onlineEventAttendants.testimonials',
      l('Publicați testimoniale ale participanților?', 'Do you publish participants’ testimonials?'),
      ['oea-pr-testimonials'],
    ),
    question(
      'onlineEventAttendants.sponsors',
      l(
        'Transmiteți datele participanților către sponsori sau parteneri?',
        'Do you share participants’ details with sponsors or partners?',
      ),
      ['oea-pr-sponsors'],
    ),
  ],
};
