import { l } from '../../schema/common.ts';
import type { TAssistantQuiz } from '../schema.ts';
import { question } from '../schema.ts';

/** Assistant quiz for employees. */
export const employeesQuiz: TAssistantQuiz = {
  dataSubject: 'EMPLOYEES',
  basicOperations: [
    'e-cim-hiring',
    'e-cim-revisal',
    'e-cim-medical',
    'e-cim-safety',
    'e-cim-termination',
    'e-drm-payroll',
    'e-drm-taxreturns',
    'e-drm-dependants',
    'e-drm-sickleave',
    'e-drm-worktime',
    'e-drm-garnishment',
    'e-drm-training',
    'e-drm-disciplinary',
    'e-drm-certificates',
    'e-sd-litigation',
    'e-sd-inspections',
  ],
  questions: [
    question(
      'employees.criminalRecord',
      l(
        'Aveți posturi pentru care legea cere cazierul judiciar sau certificatul de integritate comportamentală (de exemplu, munca cu copiii sau paza)?',
        'Do you have jobs for which the law requires a criminal record certificate or a certificate of good conduct (e.g. work with children or security)?',
      ),
      ['e-cim-criminal'],
    ),
    question(
      'employees.foreign',
      l(
        'Aveți angajați cetățeni ai unor state din afara Uniunii Europene și a Spațiului Economic European?',
        'Do you employ nationals of countries outside the European Union and the European Economic Area?',
      ),
      ['e-cim-foreign'],
    ),
    question(
      'employees.disability',
      l(
        'Aveți salariați încadrați într-un grad de handicap?',
        'Do you have employees with a recognised disability?',
      ),
      ['e-drm-disability'],
    ),
    question(
      'employees.benefits',
      l(
        'Acordați salariaților beneficii precum tichete de masă, asigurare medicală privată sau abonamente?',
        'Do you give employees benefits such as meal vouchers, private health insurance or subscriptions?',
      ),
      ['e-drm-benefits'],
    ),
    question(
      'employees.appraisal',
      l(
        'Evaluați periodic performanța salariaților?',
        'Do you appraise employees’ performance periodically?',
      ),
      ['e-drm-appraisal'],
    ),
    question(
      'employees.travel',
      l(
        'Trimiteți salariați în deplasări în interes de serviciu?',
        'Do you send employees on business trips?',
      ),
      ['e-drm-travel'],
    ),
    question(
      'employees.photos',
      l(
        'Publicați fotografiile salariaților pe site sau pe rețelele sociale?',
        'Do you publish employees’ photos on your website or social networks?',
      ),
      ['e-drm-photo'],
    ),
    question(
      'employees.cctv',
      l(
        'Aveți camere de supraveghere video la locul de muncă?',
        'Do you have CCTV cameras at the workplace?',
      ),
      ['e-ms-cctv'],
      {
        description: l(
          'Legea nr. 190/2018 cere informarea prealabilă a salariaților, consultarea sindicatului sau a reprezentanților acestora și păstrarea imaginilor cel mult 30 de zile.',
          'Law 190/2018 requires informing employees beforehand, consulting the trade union or employee representatives and keeping the footage for at most 30 days.',
          'Employee monitoring rules require informing employees beforehand, consulting employee representatives and keeping the footage for a short, limited period.',
        ),
      },
    ),
    question(
      'employees.it',
      l(
        'Salariații folosesc calculatoare, adrese de e-mail sau conturi de serviciu?',
        'Do employees use work computers, e-mail addresses or accounts?',
      ),
      ['e-ms-it'],
      {
        followUpQuestions: [
          question(
            'employees.it.monitoring',
            l(
              'Monitorizați utilizarea e-mailului, a internetului sau a echipamentelor de serviciu?',
              'Do you monitor the use of work e-mail, internet or equipment?',
            ),
            ['e-ms-email'],
          ),
        ],
      },
    ),
    question(
      'employees.gps',
      l(
        'Folosiți vehicule de serviciu monitorizate prin GPS?',
        'Do you use company vehicles tracked by GPS?',
      ),
      ['e-ms-gps'],
    ),
    question(
      'employees.access',
      l(
        'Accesul în clădire se face pe bază de ecuson sau de cartelă?',
        'Is access to the building controlled with badges or key cards?',
      ),
      ['e-ms-access'],
    ),
    question(
      'employees.whistleblowing',
      l(
        'Aveți cel puțin 50 de salariați sau un canal intern de raportare a neregulilor?',
        'Do you have at least 50 employees or an internal channel for reporting wrongdoing?',
      ),
      ['e-sd-whistleblowing'],
      {
        description: l(
          'Angajatorii cu cel puțin 50 de salariați sunt obligați să aibă un canal intern de raportare (Legea nr. 361/2022).',
          'Employers with at least 50 employees must have an internal reporting channel (Law 361/2022).',
          'Employers with at least 50 employees must have an internal reporting channel (EU Whistleblower Directive).',
        ),
      },
    ),
  ],
};
