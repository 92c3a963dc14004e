import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { feedback, invoice, newsletter, onlinePayment, testimonials } from './shared.ts';

/** Attendees of online events: webinars, online conferences, live workshops. */
export const onlineEventAttendantsPresets: TSubjectPresets = {
  dataSubject: 'ONLINE_EVENT_ATTENDANTS',
  situations: [
    situation('oea-reg', l('Înscrierea la eveniment', 'Event registration'), [
      op({
        id: 'oea-reg-signup',
        purposeCategory: 'SERVICE',
        name: l('Înscrierea la evenimentul online', 'Registering for the online event'),
        purpose: l(
          'Înregistrarea participanților prin formularul de înscriere și confirmarea înscrierii.',
          'Registering participants through the registration form and confirming the registration.',
        ),
        data: ['name', 'email', 'companyRole', 'eventRegistration'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['ticketingPlatform'],
        storageDuration: 'years3AfterEvent',
      }),
      op({
        id: 'oea-reg-access',
        purposeCategory: 'SERVICE',
        name: l('Transmiterea linkului de acces și a mementourilor', 'Sending the access link and reminders'),
        purpose: l(
          'Transmiterea linkului de participare, a mementourilor înainte de eveniment și a informațiilor despre eventualele modificări.',
          'Sending the participation link, reminders before the event and information about any changes.',
        ),
        data: ['name', 'email', 'eventRegistration'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['videoConferencing', 'emailMarketingPlatform'],
        storageDuration: 'untilEventEnds',
      }),
      onlinePayment('oea-reg', { name: l('Plata taxei de participare', 'Paying the participation fee') }),
      invoice('oea-reg'),
    ]),
    situation('oea-part', l('Participarea la eveniment', 'Taking part in the event'), [
      op({
        id: 'oea-part-platform',
        purposeCategory: 'SERVICE',
        name: l('Participarea pe platforma online', 'Taking part on the online platform'),
        purpose: l(
          'Conectarea participanților la platforma de videoconferință, afișarea numelui lor și gestionarea întrebărilor și a mesajelor din chat.',
          'Connecting participants to the video-conferencing platform, displaying their name and handling questions and chat messages.',
        ),
        data: ['name', 'email', 'ipAddress', 'deviceData', 'correspondence'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'automatic'],
        recipients: ['videoConferencing'],
        storageDuration: 'untilEventEnds',
      }),
      op({
        id: 'oea-part-recording',
        purposeCategory: 'SERVICE',
        interestKind: 'EVENT_RECORDING',
        name: l('Înregistrarea evenimentului', 'Recording the event'),
        purpose: l(
          'Înregistrarea sesiunilor și punerea înregistrării la dispoziția participanților înscriși; participanții sunt anunțați înainte de pornirea înregistrării și își pot păstra camera și microfonul închise.',
          'Recording the sessions and making the recording available to registered participants; participants are told before recording starts and may keep their camera and microphone off.',
        ),
        data: ['name', 'sessionRecording'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al organizatorului de a oferi conținutul evenimentului și participanților care nu l-au putut urmări în direct, cu informarea prealabilă și posibilitatea de a nu apărea în înregistrare.',
          'The organiser’s legitimate interest in offering the event content to participants who could not watch live, with prior notice and the option not to appear in the recording.',
        ),
        sources: ['dataSubject'],
        recipients: ['videoConferencing'],
        storageDuration: 'upTo3Months',
      }),
      op({
        id: 'oea-part-certificates',
        purposeCategory: 'SERVICE',
        name: l(
          'Evidența prezenței și emiterea certificatelor de participare',
          'Recording attendance and issuing certificates',
        ),
        purpose: l(
          'Verificarea participării la eveniment și emiterea certificatelor sau a diplomelor de participare.',
          'Checking attendance at the event and issuing certificates of attendance.',
        ),
        data: ['name', 'email', 'attendance'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['automatic', 'dataSubject'],
        storageDuration: 'years3AfterEvent',
      }),
    ]),
    situation('oea-pr', l('Promovare', 'Promoting'), [
      newsletter('oea-pr'),
      feedback('oea-pr', {
        purpose: l(
          'Trimiterea unui chestionar după eveniment pentru evaluarea conținutului, a vorbitorilor și a platformei.',
          'Sending a survey after the event to evaluate the content, the speakers and the platform.',
        ),
      }),
      testimonials('oea-pr'),
      op({
        id: 'oea-pr-sponsors',
        purposeCategory: 'MARKETING',
        name: l(
          'Transmiterea datelor către sponsori și parteneri',
          'Sharing data with sponsors and partners',
        ),
        purpose: l(
          'Transmiterea datelor de contact către sponsorii și partenerii evenimentului, numai participanților care au bifat această opțiune la înscriere.',
          'Sharing contact details with the event’s sponsors and partners, only for participants who ticked this option when registering.',
        ),
        data: ['name', 'email', 'companyRole'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['businessPartners'],
        storageDuration: 'untilConsentWithdrawn',
      }),
    ]),
  ],
};
