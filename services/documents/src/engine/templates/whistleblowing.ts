/**
 * The privacy notice for whistleblowing reports (Arts. 13–14 and 23 GDPR; Law 361/2022 on RO, the
 * law transposing Directive (EU) 2019/1937 on INT): who is concerned, why and on what basis,
 * who sees the data, confidentiality of the whistleblower's identity, how long reports are kept,
 * and the limits on the rights of the people named while a report is checked. The procedure itself
 * is an internal policy (internal.ts, PROCEDURA_AVERTIZARE_INTEGRITATE).
 */
import {
  automatedSection,
  changesSection,
  complaintSection,
  controllerSection,
  dpoSection,
  rightsSection,
  transfersSection,
} from '../blocks.ts';
import type { Language } from '../context.ts';
import { present, type DocumentTemplate } from '../template.ts';
import { p, section, ul } from '../tree.ts';

const TEXTS: Record<
  Language,
  {
    subtitle: string;
    intro: string;
    whoTitle: string;
    who: string[];
    purposeTitle: string;
    purpose: (int: boolean) => string;
    dataTitle: string;
    data: string[];
    dataNote: string;
    recipientsTitle: string;
    recipients: (int: boolean) => string[];
    confidentiality: string;
    retentionTitle: string;
    retention: (int: boolean) => string;
    limitsTitle: string;
    limits: string;
    provisionTitle: string;
    provision: string;
  }
> = {
  ro: {
    subtitle: 'pentru avertizori, persoanele vizate de raportări și martori',
    intro:
      'Vă informăm cum prelucrăm datele dumneavoastră personale când faceți o raportare prin canalul intern de raportare al companiei, când sunteți menționat într-o raportare sau când contribuiți la verificarea ei, conform art. 13 și 14 din GDPR.',
    whoTitle: 'Pe cine privește',
    who: [
      'avertizorul: persoana care raportează o încălcare a legii de care a aflat în context profesional;',
      'persoana vizată de raportare: cea despre care se afirmă că a săvârșit încălcarea;',
      'martorii și alte persoane menționate în raportare sau audiate în verificarea ei.',
    ],
    purposeTitle: 'De ce și pe ce temei prelucrăm datele',
    purpose: (int) =>
      int
        ? 'Prelucrăm datele pentru a primi, înregistra, verifica și soluționa raportările și pentru a-i proteja pe avertizori împotriva represaliilor. Temeiul este obligația legală de a avea un canal intern de raportare, prevăzută de legea statului membru care transpune Directiva (UE) 2019/1937 (art. 6 alin. (1) lit. c) din GDPR).'
        : 'Prelucrăm datele pentru a primi, înregistra, verifica și soluționa raportările și pentru a-i proteja pe avertizori împotriva represaliilor. Temeiul este obligația legală de a avea un canal intern de raportare, prevăzută de Legea nr. 361/2022 privind protecția avertizorilor în interes public (art. 6 alin. (1) lit. c) din GDPR).',
    dataTitle: 'Ce date prelucrăm',
    data: [
      'numele și datele de contact ale avertizorului, dacă nu raportează anonim, și contextul profesional;',
      'numele, funcția și faptele atribuite persoanei vizate de raportare;',
      'datele martorilor și cele cuprinse în dovezile transmise.',
    ],
    dataNote:
      'Nu colectăm date care nu sunt relevante pentru soluționarea raportării; dacă le primim, le ștergem fără întârziere.',
    recipientsTitle: 'Cine are acces la date',
    recipients: (int) => [
      'numai persoana sau compartimentul desemnat să primească și să verifice raportările;',
      int
        ? 'autoritățile competente, instanțele și organele de cercetare penală, când legea o cere.'
        : 'autoritățile competente (de exemplu, Agenția Națională de Integritate), instanțele și organele de cercetare penală, când legea o cere.',
    ],
    confidentiality:
      'Identitatea avertizorului nu se dezvăluie fără acordul său, cu excepția cazurilor în care legea o cere; în acest caz, avertizorul este informat în prealabil.',
    retentionTitle: 'Cât timp păstrăm datele',
    retention: (int) =>
      int
        ? 'Păstrăm raportările și datele din ele pe durata prevăzută de legea statului membru, apoi le distrugem.'
        : // The 5 years follow Law 361/2022 as we read it; verify against the consolidated text.
          'Păstrăm raportările și datele din ele timp de 5 ani de la înregistrare, apoi le distrugem.',
    limitsTitle: 'Limitele drepturilor pe durata verificării',
    limits:
      'Drepturile persoanei vizate de raportare, în special dreptul de acces, pot fi limitate cât timp și în măsura în care este necesar pentru a proteja identitatea avertizorului și buna desfășurare a verificării, în condițiile legii (art. 23 din GDPR). Limitarea încetează când motivul ei dispare.',
    provisionTitle: 'Sunteți obligat să ne furnizați datele?',
    provision:
      'Raportarea este voluntară și se poate face și anonim; o raportare fără date de contact se poate însă verifica mai greu, iar avertizorul nu poate primi răspunsul nostru.',
  },
  en: {
    subtitle: 'for whistleblowers, the people named in reports and witnesses',
    intro:
      'This notice tells you how we process your personal data when you report through the company’s internal reporting channel, when you are named in a report or when you help check it, under Articles 13 and 14 GDPR.',
    whoTitle: 'Who it concerns',
    who: [
      'the whistleblower: the person who reports a breach of the law they learned of in a work-related context;',
      'the person concerned: the person said to have committed the breach;',
      'witnesses and other people named in the report or heard while it is checked.',
    ],
    purposeTitle: 'Why and on what basis we process the data',
    purpose: (int) =>
      int
        ? 'We process the data to receive, record, check and follow up reports and to protect whistleblowers against retaliation. The basis is the legal obligation to have an internal reporting channel under the Member State’s law transposing Directive (EU) 2019/1937 (Article 6(1)(c) GDPR).'
        : 'We process the data to receive, record, check and follow up reports and to protect whistleblowers against retaliation. The basis is the legal obligation to have an internal reporting channel under Romanian Law No. 361/2022 on the protection of whistleblowers in the public interest (Article 6(1)(c) GDPR).',
    dataTitle: 'What data we process',
    data: [
      'the whistleblower’s name and contact details, unless they report anonymously, and the work-related context;',
      'the name and position of the person concerned and the facts attributed to them;',
      'the data of witnesses and the data contained in the evidence provided.',
    ],
    dataNote:
      'We do not collect data that are not relevant to handling the report; if we receive such data, we delete them without undue delay.',
    recipientsTitle: 'Who can access the data',
    recipients: (int) => [
      'only the person or team designated to receive and check reports;',
      int
        ? 'competent authorities, courts and criminal investigation bodies, where the law requires it.'
        : 'competent authorities (for example, the National Integrity Agency), courts and criminal investigation bodies, where the law requires it.',
    ],
    confidentiality:
      'The whistleblower’s identity is not disclosed without their consent, except where the law requires it; in that case the whistleblower is told beforehand.',
    retentionTitle: 'How long we keep the data',
    retention: (int) =>
      int
        ? 'We keep reports and the data in them for the period the Member State’s law sets, then destroy them.'
        : 'We keep reports and the data in them for 5 years from their registration, then destroy them.',
    limitsTitle: 'Limits on rights while a report is checked',
    limits:
      'The rights of the person concerned, in particular the right of access, may be restricted for as long as and to the extent needed to protect the whistleblower’s identity and the proper checking of the report, as the law allows (Article 23 GDPR). The restriction ends when its reason does.',
    provisionTitle: 'Are you required to provide the data?',
    provision:
      'Reporting is voluntary and may be anonymous; a report without contact details may, however, be harder to check, and the whistleblower cannot receive our feedback.',
  },
};

export const whistleblowingNotice: DocumentTemplate = {
  kind: 'notice',
  build({ ctx, t, meta }) {
    const m = TEXTS[ctx.language];
    const int = ctx.edition === 'INT';
    return {
      subtitle: m.subtitle,
      sections: present([
        controllerSection(ctx, t, m.intro),
        dpoSection(ctx, t),
        section('who', m.whoTitle, [ul(m.who)]),
        section('purposes', m.purposeTitle, [p(m.purpose(int))]),
        section('data', m.dataTitle, [ul(m.data), p(m.dataNote)]),
        section('recipients', m.recipientsTitle, [ul(m.recipients(int)), p(m.confidentiality)]),
        transfersSection(ctx, t, []),
        section('retention', m.retentionTitle, [p(m.retention(int))]),
        section('provision', m.provisionTitle, [p(m.provision)]),
        automatedSection(ctx, t, []),
        rightsSection(ctx, t, []),
        section('limits', m.limitsTitle, [p(m.limits)]),
        complaintSection(ctx, t),
        changesSection(ctx, t, meta),
      ]),
    };
  },
};
