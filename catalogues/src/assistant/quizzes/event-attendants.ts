import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for offline event attendees. */
export const eventAttendantsQuiz: TAssistantQuiz = {
  dataSubject: 'EVENT_ATTENDANTS',
  basicOperations: ['ea-reg-signup', 'ea-reg-logistics', 'ea-reg-checkin', 'ea-sec-incidents'],
  questions: [
    question(
      'eventAttendants.paid',
      l('Participarea la eveniment este cu plată?', 'Is there a fee to attend the event?'),
      ['ea-reg-payment', 'ea-reg-invoice'],
    ),
    question(
      'eventAttendants.catering',
      l(
        'Oferiți masă participanților sau adaptați locația pentru nevoi de accesibilitate?',
        'Do you serve food to participants or adapt the venue for accessibility needs?',
      ),
      ['ea-reg-needs'],
    ),
    question(
      'eventAttendants.photos',
      l('Faceți fotografii sau filmări la eveniment?', 'Do you take photos or videos at the event?'),
      ['ea-fv-capture'],
      {
        followUpQuestions: [
          question(
            'eventAttendants.photos.publish',
            l(
              'Publicați pe site sau pe rețelele sociale fotografii în care participanții pot fi recunoscuți?',
              'Do you publish photos in which participants can be recognised on your website or social networks?',
            ),
            ['ea-fv-publish'],
          ),
          question(
            'eventAttendants.photos.futureEvents',
            l(
              'Folosiți fotografiile și filmările pentru promovarea edițiilor viitoare?',
              'Do you use the photos and videos to promote future editions?',
            ),
            ['ea-fv-archive'],
          ),
        ],
      },
    ),
    question(
      'eventAttendants.newsletter',
      l(
        'Trimiteți participanților newslettere sau invitații la evenimente viitoare?',
        'Do you send participants newsletters or invitations to future events?',
      ),
      ['ea-pr-newsletter'],
    ),
    question(
      'eventAttendants.feedback',
      l(
        'Trimiteți participanților un chestionar de feedback după eveniment?',
        'Do you send participants a feedback survey after the event?',
      ),
      ['ea-pr-feedback'],
    ),
    question(
      'eventAttendants.testimonials',
      l('Publicați testimoniale ale participanților?', 'Do you publish participants’ testimonials?'),
      ['ea-pr-testimonials'],
    ),
    question(
      'eventAttendants.sponsors',
      l(
        'Transmiteți datele participanților către sponsori sau parteneri?',
        'Do you share participants’ details with sponsors or partners?',
      ),
      ['ea-pr-sponsors'],
    ),
    question(
      'eventAttendants.cctv',
      l(
        'Folosiți camere de supraveghere video la locația evenimentului?',
        'Do you use CCTV cameras at the event venue?',
      ),
      ['ea-sec-cctv'],
    ),
  ],
};
