import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { cctv, feedback, invoice, newsletter, onlinePayment, testimonials } from './shared.ts';

/** Attendees of offline events: conferences, workshops, fairs, concerts, private events. */
export const eventAttendantsPresets: TSubjectPresets = {
  dataSubject: 'EVENT_ATTENDANTS',
  situations: [
    situation('ea-reg', l('Înscrierea la eveniment', 'Event registration'), [
      op({
        id: 'ea-reg-signup',
        purposeCategory: 'SERVICE',
        name: l('Înscrierea participanților', 'Registering participants'),
        purpose: l(
          'Înregistrarea participanților la eveniment, emiterea biletelor și confirmarea înscrierii.',
          'Registering participants for the event, issuing tickets and confirming the registration.',
        ),
        data: ['name', 'email', 'phone', 'companyRole', 'eventRegistration'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'registrant', 'ticketingPlatforms'],
        recipients: ['ticketingPlatform'],
        storageDuration: 'years3AfterEvent',
      }),
      onlinePayment('ea-reg', {
        name: l('Plata biletelor', 'Paying for tickets'),
      }),
      invoice('ea-reg'),
      op({
        id: 'ea-reg-logistics',
        purposeCategory: 'SERVICE',
        name: l('Comunicările logistice privind evenimentul', 'Event logistics communications'),
        purpose: l(
          'Transmiterea programului, a informațiilor practice și a eventualelor modificări ale evenimentului către participanții înscriși.',
          'Sending the agenda, practical information and any changes to the event to registered participants.',
        ),
        data: ['name', 'email', 'phone', 'eventRegistration'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['emailMarketingPlatform'],
        storageDuration: 'untilEventEnds',
      }),
      op({
        id: 'ea-reg-needs',
        purposeCategory: 'SERVICE',
        name: l(
          'Preluarea restricțiilor alimentare și a nevoilor de accesibilitate',
          'Recording dietary restrictions and accessibility needs',
        ),
        purpose: l(
          'Adaptarea meniului și a accesului la eveniment pentru participanții care își declară alergiile, intoleranțele sau nevoile de accesibilitate, pe baza consimțământului lor explicit.',
          'Adapting the menu and access to the event for participants who declare allergies, intolerances or accessibility needs, based on their explicit consent.',
        ),
        data: ['name', 'allergies', 'disability'],
        grounds: ['CONSENT'],
        specialDataGround: 'ART9_A',
        sources: ['dataSubject'],
        recipients: [l('Furnizorul de catering', 'The catering provider')],
        storageDuration: 'untilEventEnds',
      }),
      op({
        id: 'ea-reg-checkin',
        purposeCategory: 'SERVICE',
        name: l('Accesul la eveniment și ecusoanele', 'Event access and badges'),
        purpose: l(
          'Verificarea biletelor la intrare, tipărirea ecusoanelor cu numele și compania participantului și evidența prezenței.',
          'Checking tickets at the entrance, printing badges with the participant’s name and company and recording attendance.',
        ),
        data: ['name', 'companyRole', 'eventRegistration', 'attendance'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'years3AfterEvent',
      }),
    ]),
    situation('ea-fv', l('Fotografii și înregistrări video la eveniment', 'Photo and video at the event'), [
      op({
        id: 'ea-fv-capture',
        purposeCategory: 'PUBLICATION',
        interestKind: 'EVENT_RECORDING',
        name: l(
          'Realizarea fotografiilor și a filmărilor la eveniment',
          'Taking photos and videos at the event',
        ),
        purpose: l(
          'Documentarea evenimentului prin fotografii și filmări de ansamblu, cu informarea prealabilă a participanților și cu o zonă în care aceștia nu sunt fotografiați.',
          'Documenting the event with general photos and videos, informing participants in advance and offering an area where they are not photographed.',
        ),
        data: ['image'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al organizatorului de a documenta evenimentul; participanții sunt informați la înscriere și la intrare și se pot opune.',
          'The organiser’s legitimate interest in documenting the event; participants are informed at registration and at the entrance and may object.',
        ),
        sources: ['dataSubject'],
        recipients: ['photographer'],
        storageDuration: 'upTo3Months',
      }),
      op({
        id: 'ea-fv-publish',
        purposeCategory: 'PUBLICATION',
        name: l(
          'Publicarea și etichetarea fotografiilor pe site și pe rețelele sociale',
          'Posting and tagging photos on the website and social networks',
        ),
        purpose: l(
          'Publicarea fotografiilor și a filmărilor în care participanții pot fi identificați și etichetarea acestora, numai cu acordul lor.',
          'Posting photos and videos in which participants can be identified, and tagging them, only with their agreement.',
        ),
        data: ['name', 'image'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['public', 'advertisingPlatforms'],
        storageDuration: 'upTo1Year',
      }),
      op({
        id: 'ea-fv-archive',
        purposeCategory: 'MARKETING',
        name: l(
          'Folosirea materialelor foto-video pentru promovarea evenimentelor viitoare',
          'Using photos and videos to promote future events',
        ),
        purpose: l(
          'Păstrarea și folosirea fotografiilor și a filmărilor în materialele de promovare a edițiilor viitoare, pe baza consimțământului participanților.',
          'Keeping and using photos and videos in promotional materials for future editions, based on participants’ consent.',
        ),
        data: ['image'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['public', 'advertisingPlatforms'],
        storageDuration: 'upTo5Years',
      }),
    ]),
    situation('ea-pr', l('Promovare', 'Promoting'), [
      newsletter('ea-pr'),
      feedback('ea-pr', {
        purpose: l(
          'Trimiterea unui chestionar după eveniment pentru evaluarea organizării, a vorbitorilor și a conținutului.',
          'Sending a survey after the event to evaluate the organisation, the speakers and the content.',
        ),
      }),
      testimonials('ea-pr'),
      op({
        id: 'ea-pr-sponsors',
        purposeCategory: 'MARKETING',
        name: l(
          'Transmiterea datelor către sponsori și parteneri',
          'Sharing data with sponsors and partners',
        ),
        purpose: l(
          'Transmiterea datelor de contact către sponsorii și partenerii evenimentului, pentru oferte proprii, numai participanților care au bifat această opțiune.',
          'Sharing contact details with the event’s sponsors and partners for their own offers, only for participants who ticked this option.',
        ),
        data: ['name', 'email', 'companyRole'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['businessPartners'],
        storageDuration: 'untilConsentWithdrawn',
      }),
    ]),
    situation('ea-sec', l('Securitatea evenimentului', 'Event security'), [
      cctv('ea-sec', {
        name: l('Supravegherea video a locației evenimentului', 'Video surveillance of the event venue'),
      }),
      op({
        id: 'ea-sec-incidents',
        purposeCategory: 'SECURITY',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l(
          'Gestionarea incidentelor și a urgențelor medicale',
          'Handling incidents and medical emergencies',
        ),
        purpose: l(
          'Acordarea primului ajutor, anunțarea serviciilor de urgență și consemnarea incidentelor petrecute în timpul evenimentului.',
          'Providing first aid, calling emergency services and recording incidents during the event.',
        ),
        data: ['name', 'phone', 'emergencyContact', 'healthData'],
        grounds: ['VITAL_INTEREST', 'LEGITIMATE_INTEREST'],
        groundReason: l(
          'Protejarea vieții și a sănătății participanților în situații de urgență și interesul legitim al organizatorului de a documenta incidentele.',
          'Protecting participants’ life and health in emergencies and the organiser’s legitimate interest in documenting incidents.',
        ),
        specialDataGround: 'ART9_C',
        sources: ['dataSubject', 'internal'],
        recipients: [l('Serviciile de urgență', 'Emergency services'), 'insurer'],
        storageDuration: 'years3Limitation',
      }),
    ]),
  ],
};
