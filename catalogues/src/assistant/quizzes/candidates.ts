import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for recruitment. */
export const candidatesQuiz: TAssistantQuiz = {
  dataSubject: 'CANDIDATES',
  basicOperations: ['c-rec-applications', 'c-rec-interviews', 'c-rec-outcome', 'c-sd-claims'],
  questions: [
    question(
      'candidates.references',
      l(
        'Cereți referințe de la foștii angajatori ai candidaților?',
        'Do you ask candidates’ former employers for references?',
      ),
      ['c-rec-references'],
    ),
    question(
      'candidates.agency',
      l('Colaborați cu agenții de recrutare?', 'Do you work with recruitment agencies?'),
      ['c-rec-agency'],
    ),
    question(
      'candidates.headhunting',
      l(
        'Căutați și contactați direct candidați pe LinkedIn sau pe alte platforme profesionale?',
        'Do you search for and contact candidates directly on LinkedIn or other professional networks?',
      ),
      ['c-rec-sourcing'],
    ),
    question(
      'candidates.accessibility',
      l(
        'Le oferiți candidaților posibilitatea de a cere adaptarea interviului (de exemplu, candidaților cu dizabilități)?',
        'Can candidates ask for adjustments to the interview (e.g. candidates with disabilities)?',
      ),
      ['c-rec-accessibility'],
    ),
    question(
      'candidates.talentPool',
      l(
        'Păstrați CV-urile candidaților respinși, pentru posturi viitoare?',
        'Do you keep the CVs of unsuccessful candidates for future vacancies?',
      ),
      ['c-pool-future'],
    ),
    question(
      'candidates.spontaneous',
      l(
        'Primiți CV-uri trimise din proprie inițiativă, fără un post anunțat?',
        'Do you receive unsolicited CVs, without an advertised vacancy?',
      ),
      ['c-pool-spontaneous'],
    ),
  ],
};
