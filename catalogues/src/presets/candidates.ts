import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation, withAssessment } from './build.ts';
import { REASON_LEGAL_CLAIMS } from './shared.ts';

/** Job candidates (docs/spec/catalogues.md §10.1 "recruitment"); candidates' data is kept 3 months by default (§9.1). */
const candidatesPresetsAsWritten: TSubjectPresets = {
  dataSubject: 'CANDIDATES',
  situations: [
    situation('c-rec', l('Recrutare', 'Recruitment'), [
      op({
        id: 'c-rec-applications',
        purposeCategory: 'RECRUITMENT',
        name: l('Primirea și analiza candidaturilor', 'Receiving and reviewing applications'),
        purpose: l(
          'Primirea CV-urilor și a scrisorilor de intenție pentru un post anunțat și selectarea candidaților care corespund cerințelor postului.',
          'Receiving CVs and cover letters for an advertised job and shortlisting the candidates who meet its requirements.',
        ),
        data: ['name', 'email', 'phone', 'cv', 'education', 'employmentHistory', 'skills'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'recruitmentPlatforms'],
        recipients: ['recruitmentPlatform'],
        storageDuration: 'candidates3Months',
      }),
      op({
        id: 'c-rec-interviews',
        purposeCategory: 'RECRUITMENT',
        name: l(
          'Organizarea interviurilor și a probelor practice',
          'Organising interviews and practical tests',
        ),
        purpose: l(
          'Programarea și desfășurarea interviurilor, fizic sau online, și evaluarea candidaților prin probe practice relevante pentru post.',
          'Scheduling and holding interviews, in person or online, and assessing candidates through practical tests relevant to the job.',
        ),
        data: ['name', 'email', 'phone', 'interviewNotes', 'skills'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'internal'],
        recipients: ['videoConferencing'],
        storageDuration: 'candidates3Months',
      }),
      op({
        id: 'c-rec-references',
        purposeCategory: 'RECRUITMENT',
        name: l(
          'Solicitarea referințelor de la foștii angajatori',
          'Requesting references from former employers',
        ),
        purpose: l(
          'Contactarea foștilor angajatori indicați de candidat, numai cu acordul acestuia, pentru confirmarea experienței profesionale.',
          'Contacting the former employers named by the candidate, only with their agreement, to confirm their work experience.',
        ),
        data: ['name', 'employmentHistory', 'references'],
        grounds: ['CONSENT'],
        sources: ['formerEmployers', 'dataSubject'],
        storageDuration: 'candidates3Months',
      }),
      op({
        id: 'c-rec-agency',
        purposeCategory: 'RECRUITMENT',
        interestKind: 'RECRUITMENT_SOURCING',
        name: l('Recrutarea prin agenții de recrutare', 'Recruiting through recruitment agencies'),
        purpose: l(
          'Primirea de la agenția de recrutare a profilurilor candidaților propuși pentru un post și comunicarea rezultatului selecției.',
          'Receiving from the recruitment agency the profiles of candidates proposed for a job and communicating the outcome of the selection.',
        ),
        data: ['name', 'email', 'phone', 'cv', 'employmentHistory', 'skills', 'interviewNotes'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a recruta personal calificat prin intermediul unei agenții specializate, care a informat candidații despre transmiterea datelor.',
          'The company’s legitimate interest in recruiting qualified staff through a specialised agency, which informed the candidates that their data would be passed on.',
        ),
        sources: ['recruitmentAgency'],
        recipients: ['recruitmentAgency'],
        storageDuration: 'candidates3Months',
      }),
      op({
        id: 'c-rec-sourcing',
        purposeCategory: 'RECRUITMENT',
        interestKind: 'RECRUITMENT_SOURCING',
        name: l(
          'Identificarea candidaților pe platformele profesionale (headhunting)',
          'Finding candidates on professional networks (headhunting)',
        ),
        purpose: l(
          'Identificarea și contactarea persoanelor cu profiluri profesionale publice relevante pentru un post deschis, cu informarea lor la primul contact.',
          'Finding and contacting people with public professional profiles relevant to an open job, informing them at the first contact.',
        ),
        data: ['name', 'socialProfile', 'employmentHistory', 'skills', 'businessContact'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei de a identifica candidați potriviți pentru posturile vacante, folosind numai informațiile profesionale făcute publice de persoane în acest scop.',
          'The company’s legitimate interest in finding suitable candidates for vacancies, using only professional information people have made public for that purpose.',
        ),
        sources: ['socialNetworks', 'recruitmentPlatforms'],
        storageDuration: 'candidates3Months',
      }),
      op({
        id: 'c-rec-outcome',
        purposeCategory: 'RECRUITMENT',
        name: l('Comunicarea rezultatului selecției', 'Communicating the selection outcome'),
        purpose: l(
          'Informarea candidaților despre rezultatul procesului de recrutare și transmiterea ofertei de angajare candidatului selectat.',
          'Informing candidates of the outcome of the recruitment process and sending the job offer to the selected candidate.',
        ),
        data: ['name', 'email', 'phone', 'interviewNotes'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['internal'],
        storageDuration: 'candidates3Months',
      }),
      op({
        id: 'c-rec-accessibility',
        purposeCategory: 'RECRUITMENT',
        name: l(
          'Adaptarea procesului de recrutare pentru candidații cu dizabilități',
          'Adapting the recruitment process for candidates with disabilities',
        ),
        purpose: l(
          'Asigurarea, la cererea candidatului, a unor adaptări rezonabile ale interviului sau ale probelor practice.',
          'Providing, at the candidate’s request, reasonable adjustments to the interview or practical tests.',
        ),
        data: ['name', 'disability'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 448/2006 privind protecția și promovarea drepturilor persoanelor cu handicap, care impune adaptarea rezonabilă și interzice discriminarea la angajare.',
          'Law 448/2006 on the rights of persons with disabilities, which requires reasonable accommodation and prohibits discrimination in recruitment.',
          'Applicable equal-treatment law, which requires reasonable accommodation and prohibits discrimination in recruitment.',
        ),
        specialDataGround: 'ART9_B',
        sources: ['dataSubject'],
        storageDuration: 'candidates3Months',
      }),
    ]),
    situation('c-pool', l('Baza de date de candidați', 'Talent pool'), [
      op({
        id: 'c-pool-future',
        purposeCategory: 'RECRUITMENT',
        name: l('Păstrarea CV-ului pentru posturi viitoare', 'Keeping the CV for future vacancies'),
        purpose: l(
          'Păstrarea datelor candidaților care nu au fost selectați, pentru a-i contacta pentru posturi viitoare, numai cu acordul lor expres.',
          'Keeping the data of candidates who were not selected, to contact them about future vacancies, only with their express agreement.',
        ),
        data: ['name', 'email', 'phone', 'cv', 'education', 'employmentHistory', 'skills'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        storageDuration: 'year1',
      }),
      op({
        id: 'c-pool-spontaneous',
        purposeCategory: 'RECRUITMENT',
        name: l('Candidaturile spontane', 'Unsolicited applications'),
        purpose: l(
          'Analizarea CV-urilor trimise din proprie inițiativă, fără un post anunțat, și contactarea candidaților dacă apare un post potrivit.',
          'Reviewing CVs sent on the candidate’s own initiative, with no advertised job, and contacting candidates if a suitable vacancy arises.',
        ),
        data: ['name', 'email', 'phone', 'cv', 'education', 'employmentHistory', 'skills'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'candidates3Months',
      }),
    ]),
    situation('c-sd', l('Soluționarea disputelor', 'Disputes'), [
      op({
        id: 'c-sd-claims',
        purposeCategory: 'COMPLIANCE',
        interestKind: 'LEGAL_CLAIMS',
        name: l(
          'Apărarea în cazul contestațiilor privind recrutarea',
          'Defending recruitment-related claims',
        ),
        purpose: l(
          'Păstrarea documentelor procesului de recrutare, strict cât este necesar, pentru a răspunde unor contestații sau plângeri de discriminare.',
          'Keeping the recruitment documents, only as long as necessary, to respond to challenges or discrimination complaints.',
        ),
        data: ['name', 'email', 'cv', 'interviewNotes', 'correspondence', 'claimDetails'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_LEGAL_CLAIMS,
        sources: ['dataSubject', 'internal'],
        recipients: ['lawyers', 'courts'],
        storageDuration: 'untilDisputeResolved',
      }),
    ]),
  ],
};

/**
 * WP248 rev.01 criterion 7: candidates stand in an imbalance towards the employer they apply to, as
 * employees do (see withAssessment).
 */
export const candidatesPresets: TSubjectPresets = withAssessment(candidatesPresetsAsWritten, {
  vulnerable: true,
});
