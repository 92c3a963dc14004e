import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for course attendees. */
export const courseAttendantsQuiz: TAssistantQuiz = {
  dataSubject: 'COURSE_ATTENDANTS',
  basicOperations: [
    'oc-ins-signup',
    'oc-ins-payment',
    'oc-ins-invoice',
    'oc-des-attendance',
    'oc-des-assessment',
  ],
  questions: [
    question(
      'courseAttendants.minors',
      l('Organizați cursuri pentru copii sau adolescenți?', 'Do you run courses for children or teenagers?'),
      ['oc-ins-minors'],
    ),
    question(
      'courseAttendants.accredited',
      l(
        'Organizați cursuri autorizate, cu certificate de calificare sau de absolvire recunoscute la nivel național?',
        'Do you run accredited courses with nationally recognised qualification or completion certificates?',
      ),
      ['oc-ins-accredited'],
    ),
    question(
      'courseAttendants.online',
      l(
        'Cursurile se desfășoară online (platformă de e-learning sau sesiuni live)?',
        'Are the courses held online (e-learning platform or live sessions)?',
      ),
      ['oc-des-platform'],
      {
        followUpQuestions: [
          question(
            'courseAttendants.online.recording',
            l('Înregistrați sesiunile live?', 'Do you record the live sessions?'),
            ['oc-des-live'],
          ),
        ],
      },
    ),
    question(
      'courseAttendants.community',
      l(
        'Adăugați cursanții într-un grup de discuții (de exemplu, WhatsApp sau Facebook)?',
        'Do you add learners to a discussion group (e.g. WhatsApp or Facebook)?',
      ),
      ['oc-des-community'],
    ),
    question(
      'courseAttendants.newsletter',
      l(
        'Trimiteți cursanților abonați newslettere sau anunțuri despre cursuri noi?',
        'Do you send subscribed learners newsletters or announcements about new courses?',
      ),
      ['oc-pr-newsletter'],
    ),
    question(
      'courseAttendants.feedback',
      l(
        'Le cereți cursanților feedback la finalul cursului?',
        'Do you ask learners for feedback at the end of the course?',
      ),
      ['oc-pr-feedback'],
    ),
    question(
      'courseAttendants.testimonials',
      l('Publicați testimoniale ale cursanților?', 'Do you publish learners’ testimonials?'),
      ['oc-pr-testimonials'],
    ),
    question(
      'courseAttendants.photos',
      l(
        'Faceți fotografii sau filmări la cursurile desfășurate fizic?',
        'Do you take photos or videos at in-person classes?',
      ),
      ['oc-pr-photos'],
    ),
  ],
};
