import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { feedback, invoice, newsletter, onlinePayment, testimonials } from './shared.ts';

/** Attendees of online or in-person courses (docs/spec/catalogues.md §10.4: course templates carry default durations and recipients). */
export const courseAttendantsPresets: TSubjectPresets = {
  dataSubject: 'COURSE_ATTENDANTS',
  situations: [
    situation('oc-ins', l('Înscrierea la curs', 'Course enrolment'), [
      op({
        id: 'oc-ins-signup',
        purposeCategory: 'SERVICE',
        name: l('Înscrierea la curs', 'Enrolling in the course'),
        purpose: l(
          'Înregistrarea cursanților, confirmarea locului și încheierea contractului de participare la curs.',
          'Registering learners, confirming their place and concluding the course participation contract.',
        ),
        data: ['name', 'email', 'phone', 'address', 'eventRegistration'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'contractPlus3Years',
      }),
      op({
        id: 'oc-ins-minors',
        // WP248 rev.01 criterion 7 names children as vulnerable data subjects.
        vulnerableSubjects: true,
        purposeCategory: 'SERVICE',
        name: l('Înscrierea cursanților minori', 'Enrolling minors'),
        purpose: l(
          'Înscrierea cursanților minori de către părinți sau reprezentanții legali, care încheie contractul și primesc comunicările privind cursul.',
          'Enrolling minors through their parents or legal guardians, who conclude the contract and receive the course communications.',
        ),
        data: ['name', 'dateOfBirth', 'parentData', 'email', 'phone'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['parents'],
        storageDuration: 'contractPlus3Years',
      }),
      op({
        id: 'oc-ins-accredited',
        purposeCategory: 'SERVICE',
        name: l(
          'Înmatricularea la cursurile autorizate și eliberarea certificatelor de calificare',
          'Registration for accredited courses and issuing qualification certificates',
        ),
        purpose: l(
          'Întocmirea dosarului de înscriere și a registrului de evidență pentru programele de formare profesională autorizate și eliberarea certificatelor recunoscute la nivel național.',
          'Preparing the enrolment file and the register of learners for accredited vocational training programmes and issuing nationally recognised certificates.',
        ),
        data: ['name', 'cnp', 'dateOfBirth', 'placeOfBirth', 'idCardCopy', 'education', 'courseResults'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Ordonanța Guvernului nr. 129/2000 privind formarea profesională a adulților și normele metodologice de aplicare a acesteia.',
          'Government Ordinance 129/2000 on adult vocational training and its implementing rules.',
          'Applicable law on accredited adult vocational training.',
        ),
        sources: ['dataSubject'],
        recipients: ['qualificationsAuthority'],
        storageDuration: 'legalArchiving',
      }),
      onlinePayment('oc-ins', { name: l('Plata taxei de curs', 'Paying the course fee') }),
      invoice('oc-ins'),
    ]),
    situation('oc-des', l('Desfășurarea cursului', 'Running the course'), [
      op({
        id: 'oc-des-platform',
        purposeCategory: 'SERVICE',
        name: l('Accesul la platforma de curs', 'Access to the course platform'),
        purpose: l(
          'Crearea contului pe platforma de e-learning, accesul la lecții și la materiale și urmărirea progresului cursantului.',
          'Creating the account on the e-learning platform, giving access to lessons and materials and tracking the learner’s progress.',
        ),
        data: ['name', 'email', 'accountCredentials', 'usageData'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'automatic'],
        recipients: ['elearningPlatform'],
        storageDuration: 'contractDuration',
      }),
      op({
        id: 'oc-des-live',
        purposeCategory: 'SERVICE',
        interestKind: 'EVENT_RECORDING',
        name: l('Sesiunile live și înregistrarea lor', 'Live sessions and their recording'),
        purpose: l(
          'Desfășurarea sesiunilor live pe platforma de videoconferință și punerea înregistrărilor la dispoziția cursanților din aceeași grupă; cursanții sunt anunțați înainte de înregistrare și își pot păstra camera închisă.',
          'Holding live sessions on the video-conferencing platform and making the recordings available to learners in the same group; learners are told before recording and may keep their camera off.',
        ),
        data: ['name', 'sessionRecording'],
        grounds: ['CONTRACT_PERFORMANCE', 'LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al organizatorului de a permite cursanților să revadă lecțiile, cu informarea prealabilă și posibilitatea de a nu apărea în înregistrare.',
          'The organiser’s legitimate interest in letting learners review the lessons, with prior notice and the option not to appear in the recording.',
        ),
        sources: ['dataSubject'],
        recipients: ['videoConferencing'],
        storageDuration: 'upTo3Months',
      }),
      op({
        id: 'oc-des-attendance',
        purposeCategory: 'SERVICE',
        name: l('Evidența prezenței', 'Attendance records'),
        purpose: l(
          'Consemnarea prezenței la cursuri, necesară pentru absolvire și pentru eliberarea certificatului.',
          'Recording attendance at classes, needed for graduation and for issuing the certificate.',
        ),
        data: ['name', 'attendance'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['internal', 'automatic'],
        storageDuration: 'contractPlus3Years',
      }),
      op({
        id: 'oc-des-assessment',
        purposeCategory: 'SERVICE',
        name: l(
          'Evaluarea cursanților și eliberarea certificatelor',
          'Assessing learners and issuing certificates',
        ),
        purpose: l(
          'Corectarea temelor și a testelor, comunicarea rezultatelor și eliberarea certificatelor de absolvire.',
          'Marking assignments and tests, communicating the results and issuing certificates of completion.',
        ),
        data: ['name', 'email', 'courseResults'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'internal'],
        recipients: ['elearningPlatform'],
        storageDuration: 'years5',
      }),
      op({
        id: 'oc-des-community',
        purposeCategory: 'SERVICE',
        name: l('Grupul de discuții al cursanților', 'Learners’ discussion group'),
        purpose: l(
          'Adăugarea cursanților care doresc acest lucru într-un grup de discuții (de exemplu, WhatsApp sau Facebook), în care numele și numărul de telefon sunt vizibile celorlalți membri.',
          'Adding learners who wish to join to a discussion group (e.g. WhatsApp or Facebook), where their name and phone number are visible to other members.',
        ),
        data: ['name', 'phone', 'correspondence'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['advertisingPlatforms'],
        storageDuration: 'untilConsentWithdrawn',
      }),
    ]),
    situation('oc-pr', l('Promovare', 'Promoting'), [
      newsletter('oc-pr'),
      feedback('oc-pr', {
        purpose: l(
          'Solicitarea opiniei cursanților despre conținut, formatori și organizare, la finalul cursului.',
          'Asking learners for their opinion on the content, trainers and organisation at the end of the course.',
        ),
      }),
      testimonials('oc-pr'),
      op({
        id: 'oc-pr-photos',
        purposeCategory: 'PUBLICATION',
        name: l('Fotografii și filmări la cursurile fizice', 'Photos and videos at in-person classes'),
        purpose: l(
          'Realizarea de fotografii și filmări la cursuri și folosirea lor pentru promovarea cursurilor viitoare, numai cu acordul cursanților.',
          'Taking photos and videos at classes and using them to promote future courses, only with learners’ agreement.',
        ),
        data: ['image'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['public', 'advertisingPlatforms'],
        storageDuration: 'upTo5Years',
      }),
    ]),
  ],
};
