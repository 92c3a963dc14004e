/**
 * Internal policies and procedures (catalogue group INTERNAL_POLICIES): rules the company's staff
 * apply, approved by the legal representative and acknowledged by the employees who apply them
 * (the catalogue's guide). Each names the company and who handles data protection (the DPO wording
 * rule); the retention policy's schedule is the company's own operations with the legal source of
 * each period; the breach and request procedures carry the 72-hour and one-month rules with the
 * authority's contact. The INT edition names EU law and "the supervisory authority", never
 * Romanian law or ANSPDCP. The DPIA procedure is worded in content/POLITICA_EVALUARE_IMPACT (its
 * facts: internalFacts below); the other policies are still worded here until they move the same way.
 */
import {
  LEGAL_GROUNDS,
  legalGroundEntry,
  pick,
  transferMechanismEntries,
  type TDocumentCode,
} from '@conform/catalogues';
import {
  areasOf,
  companyExtras,
  contactChannel,
  countOf,
  countryPlace,
  formatDay,
  valueOr,
} from '../blocks.ts';
import { z } from 'zod';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import type { DocumentTemplate, TemplateInput } from '../template.ts';
import {
  facts,
  field,
  h,
  missing,
  note,
  p,
  section,
  table,
  ul,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';

/** The policies worded in content/ (each its folder under services/documents/content/). */
type ContentCode = Extract<
  TDocumentCode,
  | 'POLITICA_EVALUARE_IMPACT'
  | 'POLITICA_RETENTIE'
  | 'POLITICA_INCALCARI_SECURITATE'
  | 'POLITICA_CERERI_PERSOANE_VIZATE'
  | 'POLITICA_MESAJE_MARKETING'
  | 'POLITICA_SECURITATE_INFORMATIEI'
  | 'PROCEDURA_MARKETING'
  | 'POLITICA_UTILIZARE_IT'
  | 'PROCEDURA_AVERTIZARE_INTEGRITATE'
>;

type PolicyCode = Extract<
  TDocumentCode,
  'POLITICA_PROTECTIA_DATELOR' | 'POLITICA_SUPRAVEGHERE_VIDEO' | 'PROCEDURA_AVERTIZARE_INTEGRITATE'
>;

/** A section's content: paragraphs, lists, or blocks built from the company's data. */
type Part = string | Inline[] | { list: Array<string | Inline[]> } | { blocks: Block[] };
interface PolicySection {
  id: string;
  title: string;
  parts: Part[];
}

/** What differs between the RO/EN editions (Romanian law, ANSPDCP) and INT (EU law only). */
interface Edition {
  authority: string;
  authorityShort: string;
  marketingLaw: string;
  softOptIn: string;
}

interface Common {
  scopeTitle: string;
  companyTitle: string;
  company: string;
  contact: (isDpo: boolean) => string;
  contactMissing: string;
  channel: string;
  approvalTitle: string;
  approval: (name: string) => string;
  approvedBy: string;
  representativeMissing: string;
  date: string;
  signature: string;
  acknowledgementTitle: string;
  acknowledgement: string;
  ackColumns: string[];
  editions: Record<'national' | 'int', Edition>;
}

interface PolicyText {
  subtitle: string;
  scope: string;
  sections: (ctx: DocumentContext, e: Edition, t: Messages) => PolicySection[];
}

const list = (items: Array<string | Inline[]>): Part => ({ list: items });

const TEXTS: Record<Language, { common: Common; docs: Record<PolicyCode, PolicyText> }> = {
  ro: {
    common: {
      scopeTitle: 'Scopul și domeniul de aplicare',
      companyTitle: 'Cine aplică procedura',
      company: 'Operatorul',
      contact: (isDpo) =>
        isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
      contactMissing: 'persoana care se ocupă de protecția datelor',
      channel: 'Adresa de e-mail pentru protecția datelor',
      approvalTitle: 'Aprobare',
      approval: (name) =>
        `Prezentul document a fost aprobat prin decizia reprezentantului legal al ${name} și se aplică de la data aprobării. Încălcarea lui de către angajați poate atrage răspunderea disciplinară, în condițiile regulamentului intern.`,
      approvedBy: 'Aprobat de (numele și funcția)',
      representativeMissing: 'reprezentantul legal',
      date: 'Data',
      signature: 'Semnătura',
      acknowledgementTitle: 'Luare la cunoștință',
      acknowledgement:
        'Subsemnații, angajați care aplicăm prezentul document, confirmăm că l-am primit, l-am citit și ne obligăm să îl respectăm.',
      ackColumns: ['Numele și prenumele', 'Funcția', 'Data', 'Semnătura'],
      editions: {
        national: {
          authority:
            'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)',
          authorityShort: 'ANSPDCP',
          marketingLaw:
            'art. 12 din Legea nr. 506/2004 privind prelucrarea datelor cu caracter personal și protecția vieții private în sectorul comunicațiilor electronice',
          softOptIn: 'art. 12 alin. (2) din Legea nr. 506/2004',
        },
        int: {
          authority: 'autoritatea de supraveghere competentă',
          authorityShort: 'autoritatea de supraveghere',
          marketingLaw:
            'art. 13 din Directiva 2002/58/CE (Directiva privind viața privată și comunicațiile electronice), astfel cum a fost transpusă în statul membru în care se trimit mesajele',
          softOptIn: 'art. 13 alin. (2) din Directiva 2002/58/CE',
        },
      },
    },
    docs: {
      POLITICA_PROTECTIA_DATELOR: {
        subtitle: 'principiile și regulile după care compania prelucrează date cu caracter personal',
        scope:
          'Politica este documentul de bază al conformității companiei cu Regulamentul (UE) 2016/679 (GDPR). Stabilește principiile, rolurile și regulile pe care le aplică toți cei care lucrează pentru companie (angajați, colaboratori, practicanți) oricărei prelucrări de date cu caracter personal, pe hârtie sau în format electronic. Celelalte politici și proceduri ale companiei detaliază regulile de aici.',
        sections: (ctx, e) => [
          {
            id: 'principles',
            title: 'Principiile prelucrării (art. 5 din GDPR)',
            parts: [
              'Orice prelucrare de date cu caracter personal respectă următoarele principii:',
              list([
                'legalitate, echitate și transparență: prelucrăm date numai pe un temei legal și informăm persoanele vizate, prin notele de informare, despre ce facem cu datele lor;',
                'limitarea legată de scop: colectăm date pentru scopuri determinate, explicite și legitime și nu le folosim ulterior în scopuri incompatibile cu acestea;',
                'reducerea la minimum a datelor: cerem numai datele adecvate, relevante și necesare pentru scop;',
                'exactitate: păstrăm datele corecte și actualizate și le corectăm sau le ștergem fără întârziere când aflăm că sunt inexacte;',
                'limitarea legată de stocare: păstrăm datele numai cât este necesar, conform politicii de păstrare și ștergere a datelor;',
                'integritate și confidențialitate: protejăm datele împotriva accesului neautorizat, a pierderii sau a distrugerii, prin măsuri tehnice și organizatorice adecvate;',
                'responsabilitate: compania poate demonstra oricând că respectă aceste principii, prin registre, evaluări și documentele de față (art. 5 alin. (2) și art. 24 din GDPR).',
              ]),
            ],
          },
          {
            id: 'roles',
            title: 'Roluri și responsabilități',
            parts: [
              list([
                'Conducerea companiei răspunde de conformitate (art. 24 din GDPR): aprobă politicile și procedurile, alocă resursele necesare și decide asupra prelucrărilor noi.',
                ctx.company.dataProtectionResponsible?.isDpo
                  ? 'Responsabilul cu protecția datelor (DPO) informează și consiliază compania și angajații, monitorizează respectarea GDPR și a politicilor interne, oferă consiliere privind evaluările impactului, cooperează cu autoritatea de supraveghere și este punctul de contact al acesteia și al persoanelor vizate (art. 38–39 din GDPR). DPO-ul își îndeplinește sarcinile în mod independent și raportează direct conducerii.'
                  : 'Persoana de contact pentru protecția datelor coordonează aplicarea acestei politici: ține la zi registrele, primește și urmărește cererile persoanelor vizate și incidentele de securitate, organizează instruirea și ține legătura cu autoritatea de supraveghere. Compania nu are obligația de a desemna un DPO (art. 37 din GDPR); reevaluează această obligație când își schimbă activitatea.',
                'Fiecare șef de compartiment se asigură că echipa sa prelucrează numai datele necesare, pe temeiurile stabilite, și semnalează prelucrările noi înainte de începerea lor.',
                'Fiecare angajat respectă această politică, păstrează confidențialitatea datelor la care are acces și anunță imediat orice incident de securitate sau orice cerere a unei persoane vizate.',
              ]),
              { blocks: [contactFacts(ctx, 'ro')] },
            ],
          },
          {
            id: 'lawfulness',
            title: 'Temeiurile legale ale prelucrării',
            parts: [
              list([
                'Fiecare operațiune are un temei legal dintre cele de la art. 6 alin. (1) din GDPR, stabilit și documentat înainte de începerea prelucrării.',
                'Categoriile speciale de date (art. 9 din GDPR) se prelucrează numai în una dintre excepțiile art. 9 alin. (2), iar datele privind condamnările penale numai când legea o permite (art. 10).',
                'Consimțământul se cere numai când niciun alt temei nu se potrivește; el trebuie să fie liber, specific, informat și lipsit de ambiguitate, iar dovada lui se păstrează (art. 7 din GDPR).',
                'Interesul legitim se folosește numai după un test de interes legitim documentat, care arată că interesele persoanelor vizate nu prevalează.',
              ]),
              { blocks: groundsBlocks(ctx, 'ro') },
            ],
          },
          {
            id: 'by-design',
            title: 'Protecția datelor începând cu momentul conceperii și în mod implicit (art. 25 din GDPR)',
            parts: [
              list([
                'Orice prelucrare nouă, aplicație nouă sau furnizor nou se analizează împreună cu persoana care se ocupă de protecția datelor înainte de a fi introduse.',
                'Când o prelucrare poate genera un risc ridicat pentru persoane, se face în prealabil o evaluare a impactului asupra protecției datelor, conform politicii privind evaluarea impactului.',
                'Setările implicite ale aplicațiilor colectează și afișează numai datele necesare; unde este posibil, datele se pseudonimizează sau se anonimizează.',
              ]),
            ],
          },
          {
            id: 'access',
            title: 'Accesul la date',
            parts: [
              list([
                'Accesul se acordă pe baza principiului necesității de a cunoaște: fiecare persoană are acces numai la datele de care are nevoie pentru sarcinile sale.',
                'Fiecare utilizator are un cont individual; parolele nu se împărtășesc.',
                'Drepturile de acces se revizuiesc periodic și se retrag în ziua în care persoana își schimbă funcția sau pleacă din companie.',
                'Documentele pe hârtie nu se lasă nesupravegheate; datele nu se copiază pe dispozitive personale sau în conturi personale de e-mail ori de stocare.',
              ]),
            ],
          },
          {
            id: 'security',
            title: 'Securitatea datelor (art. 32 din GDPR)',
            parts: [{ blocks: securityBlocks(ctx, 'ro') }],
          },
          ...(ctx.edition === 'INT'
            ? []
            : [
                {
                  id: 'national-ids',
                  title:
                    'Codul numeric personal și celelalte numere de identificare (art. 4 din Legea nr. 190/2018)',
                  parts: [
                    'Când prelucrăm codul numeric personal, seria și numărul actului de identitate, al pașaportului sau al permisului de conducere ori numărul de asigurare socială de sănătate în temeiul interesului legitim, aplicăm garanțiile art. 4 din Legea nr. 190/2018:',
                    list([
                      'măsuri tehnice și organizatorice adecvate, în special reducerea la minimum a datelor și securitatea lor;',
                      'desemnarea unui responsabil cu protecția datelor;',
                      'termene de stocare stabilite în funcție de natura datelor și de scop, precum și termene în care datele se șterg sau se revizuiesc;',
                      'instruirea periodică a persoanelor care prelucrează aceste date.',
                    ]),
                    'Copiile actelor de identitate se fac numai când legea le cere; în celelalte cazuri se verifică actul, fără a-l copia.',
                  ],
                },
              ]),
          {
            id: 'providers',
            title: 'Furnizorii și transferurile de date',
            parts: [
              'Furnizorii care prelucrează date în numele companiei (persoane împuternicite) se aleg numai dacă oferă garanții suficiente și numai pe baza unui contract conform art. 28 din GDPR. Datele se transferă în afara Spațiului Economic European numai cu una dintre garanțiile capitolului V din GDPR (decizie de adecvare, clauze contractuale standard sau o altă garanție adecvată).',
              { blocks: processorBlocks(ctx, 'ro') },
            ],
          },
          {
            id: 'rights',
            title: 'Drepturile persoanelor vizate',
            parts: [
              `Cererile persoanelor vizate (acces, rectificare, ștergere, restricționare, portabilitate, opoziție, decizii automatizate) se transmit imediat persoanei care se ocupă de protecția datelor și se soluționează conform procedurii privind cererile persoanelor vizate, în cel mult o lună de la primire (art. 12 alin. (3) din GDPR). Persoanele vizate pot depune plângere la ${e.authority}.`,
            ],
          },
          {
            id: 'breaches',
            title: 'Incidentele de securitate',
            parts: [
              `Orice incident care afectează date cu caracter personal (pierdere, acces neautorizat, trimitere greșită, atac informatic) se raportează imediat persoanei care se ocupă de protecția datelor. Compania evaluează riscul și, dacă este cazul, notifică ${e.authorityShort} în cel mult 72 de ore de la constatare și informează persoanele afectate (art. 33–34 din GDPR), conform politicii privind încălcările securității datelor.`,
            ],
          },
          {
            id: 'training',
            title: 'Instruirea personalului',
            parts: [
              'Fiecare angajat este instruit privind protecția datelor la angajare și apoi periodic, cel puțin o dată pe an, precum și la orice schimbare importantă a regulilor. Participarea se consemnează într-o evidență a instruirilor (data, tema, participanții).',
            ],
          },
          {
            id: 'documentation',
            title: 'Documentarea conformității',
            parts: [
              'Compania ține la zi registrul activităților de prelucrare (art. 30 din GDPR), registrul încălcărilor securității datelor (art. 33 alin. (5)), evidența cererilor persoanelor vizate, evaluările interesului legitim și ale impactului, contractele cu persoanele împuternicite și dovezile consimțământului. Politica se revizuiește cel puțin anual și ori de câte ori se schimbă prelucrările sau legislația.',
            ],
          },
        ],
      },
      POLITICA_SUPRAVEGHERE_VIDEO: {
        subtitle: 'regulile sistemului de supraveghere video al companiei',
        scope:
          'Politica stabilește regulile după care compania folosește camerele de supraveghere video din spațiile sale și le aplică tuturor celor care instalează, administrează sau vizionează sistemul ori imaginile înregistrate, inclusiv firmei de pază, dacă există.',
        sections: (ctx, e, t) => {
          const cctv = companyExtras(ctx).cctv;
          const days = cctv?.retentionDays ?? 30;
          return [
            {
              id: 'purpose',
              title: 'Scopul și temeiul supravegherii',
              parts: [
                'Camerele se folosesc numai pentru securitatea persoanelor, a bunurilor și a spațiilor și pentru prevenirea și constatarea furturilor și a altor incidente. Temeiul este interesul legitim al companiei (art. 6 alin. (1) lit. f) din GDPR).',
                ...(ctx.edition === 'INT'
                  ? []
                  : [
                      'Când supravegherea este obligatorie în urma analizei de risc la securitatea fizică, temeiul este și obligația legală din Legea nr. 333/2003 privind paza obiectivelor, bunurilor, valorilor și protecția persoanelor (art. 6 alin. (1) lit. c) din GDPR).',
                    ]),
                'Imaginile nu se folosesc pentru evaluarea performanței angajaților, pentru pontaj sau în alte scopuri decât cele de mai sus.',
              ],
            },
            {
              id: 'areas',
              title: 'Zonele supravegheate și amplasarea camerelor',
              parts: [
                { blocks: [facts([['Zonele supravegheate', areasOf(cctv, 'Zonele supravegheate')]])] },
                list([
                  'nu se instalează camere în vestiare, grupuri sanitare, spații de odihnă sau de luat masa ori în alte spații în care persoanele au o așteptare ridicată de intimitate;',
                  'unghiul camerelor cuprinde numai spațiile companiei; drumul public sau proprietățile vecine apar numai în măsura strict necesară;',
                  'camerele nu înregistrează sunet;',
                  'schița amplasării camerelor, cu unghiul fiecăreia, se anexează la prezenta politică și se actualizează la orice modificare.',
                ]),
              ],
            },
            {
              id: 'retention',
              title: 'Păstrarea și ștergerea înregistrărilor',
              parts: [
                `Înregistrările se păstrează cel mult ${countOf(days, 'ro', 'zi', 'zile')} și se șterg automat, prin suprascriere, la expirarea termenului.`,
                ...(cctv?.retentionReason && days > 30
                  ? [
                      [
                        `Termenul depășește 30 de zile din următorul motiv: `,
                        cctv.retentionReason,
                      ] as Inline[],
                    ]
                  : []),
                'Imaginile unui incident concret se extrag și se păstrează separat numai cât este necesar pentru soluționarea lui (de exemplu, până la predarea către organele de cercetare penală sau până la rămânerea definitivă a unei hotărâri).',
              ],
            },
            {
              id: 'access',
              title: 'Cine are acces la imagini',
              parts: [
                'Vizionarea imaginilor în timp real și a înregistrărilor este permisă numai persoanelor autorizate în scris de conducere:',
                [missing('persoanele autorizate să vizioneze imaginile (numele și funcția)')],
                ...(cctv && cctv.recipients.length > 0
                  ? ['Destinatarii imaginilor, pe lângă persoanele autorizate:', list(cctv.recipients)]
                  : []),
                'Firma de pază sau furnizorul care administrează sistemul prelucrează imaginile numai în numele companiei, pe baza unui contract conform art. 28 din GDPR. Echipamentul de înregistrare se află într-un spațiu încuiat, iar accesul la el este protejat prin parolă.',
              ],
            },
            {
              id: 'extraction',
              title: 'Extragerea și predarea imaginilor',
              parts: [
                list([
                  'imaginile se extrag numai pentru un incident concret, la cererea scrisă a organelor de cercetare penală, a instanțelor ori a altor autorități îndreptățite sau pentru soluționarea cererii de acces a unei persoane vizate;',
                  'la cererea unei persoane vizate, imaginile celorlalte persoane se estompează sau se ascund înainte de predare (art. 15 alin. (4) din GDPR);',
                  'fiecare vizionare a înregistrărilor și fiecare extragere se consemnează în registrul de acces de mai jos.',
                ]),
                {
                  blocks: [
                    table(
                      ['Data și ora', 'Persoana', 'Motivul', 'Imaginile vizionate sau extrase', 'Semnătura'],
                      Array.from({ length: 6 }, () => ['', '', '', '', '']),
                      [16, 20, 24, 24, 16],
                    ),
                  ],
                },
              ],
            },
            {
              id: 'employees',
              title:
                ctx.edition === 'INT'
                  ? 'Supravegherea angajaților'
                  : 'Supravegherea angajaților (art. 5 din Legea nr. 190/2018)',
              parts: [
                ctx.edition === 'INT'
                  ? 'Când camerele surprind locurile de muncă, compania respectă regulile speciale ale statului membru privind monitorizarea angajaților (art. 88 din GDPR) și, în orice caz, următoarele condiții:'
                  : 'Când camerele surprind locurile de muncă, monitorizarea angajaților este permisă numai dacă sunt îndeplinite cumulativ condițiile art. 5 din Legea nr. 190/2018:',
                list([
                  'interesele legitime urmărite sunt temeinic justificate și prevalează asupra intereselor sau drepturilor și libertăților angajaților;',
                  'angajații au fost informați în prealabil, complet și explicit, prin nota de informare;',
                  'sindicatul sau, după caz, reprezentanții angajaților au fost consultați înainte de introducerea sistemului;',
                  'alte forme și modalități mai puțin intruzive nu și-au dovedit anterior eficiența;',
                  'durata de stocare a imaginilor este proporțională cu scopul și nu depășește 30 de zile, cu excepția situațiilor reglementate expres de lege sau a cazurilor temeinic justificate.',
                ]),
                {
                  blocks: [
                    facts([
                      [
                        'Data consultării sindicatului sau a reprezentanților angajaților',
                        cctv?.consultationDate
                          ? formatDay(cctv.consultationDate, t)
                          : missing('data consultării sindicatului sau a reprezentanților angajaților'),
                      ],
                      [
                        'Mijloacele mai puțin intruzive încercate anterior',
                        valueOr(
                          cctv?.lessIntrusiveMeans,
                          'mijloacele mai puțin intruzive încercate anterior',
                        ),
                      ],
                    ]),
                  ],
                },
              ],
            },
            {
              id: 'information',
              title: 'Informarea persoanelor',
              parts: [
                'La intrarea în fiecare zonă supravegheată se afișează, la vedere, afișul de avertizare, care trimite la nota de informare privind supravegherea video. Nota este disponibilă la recepție și pe site-ul companiei, iar angajații o primesc înainte de punerea în funcțiune a camerelor.',
              ],
            },
            {
              id: 'assessment',
              title: 'Evaluarea impactului',
              parts: [
                ctx.edition === 'INT'
                  ? 'Monitorizarea sistematică pe scară largă a unei zone accesibile publicului impune o evaluare a impactului asupra protecției datelor înainte de instalare (art. 35 alin. (3) lit. c) din GDPR). Compania verifică, cu ocazia fiecărei extinderi a sistemului, dacă această condiție este îndeplinită.'
                  : `Monitorizarea sistematică pe scară largă a unei zone accesibile publicului impune o evaluare a impactului asupra protecției datelor înainte de instalare (art. 35 alin. (3) lit. c) din GDPR și lista din Decizia ${e.authorityShort} nr. 174/2018). Compania verifică, cu ocazia fiecărei extinderi a sistemului, dacă această condiție este îndeplinită.`,
              ],
            },
          ];
        },
      },
    },
  },
  en: {
    common: {
      scopeTitle: 'Purpose and scope',
      companyTitle: 'Who applies this document',
      company: 'Controller',
      contact: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
      contactMissing: 'the person in charge of data protection',
      channel: 'E-mail address for data protection',
      approvalTitle: 'Approval',
      approval: (name) =>
        `This document was approved by a decision of the legal representative of ${name} and applies from the date of approval. Employees who breach it may face disciplinary action under the internal rules.`,
      approvedBy: 'Approved by (name and position)',
      representativeMissing: 'the legal representative',
      date: 'Date',
      signature: 'Signature',
      acknowledgementTitle: 'Acknowledgement',
      acknowledgement:
        'We, the undersigned employees who apply this document, confirm that we have received and read it and undertake to comply with it.',
      ackColumns: ['Full name', 'Position', 'Date', 'Signature'],
      editions: {
        national: {
          authority: 'the National Supervisory Authority for Personal Data Processing (ANSPDCP)',
          authorityShort: 'ANSPDCP',
          marketingLaw: 'Article 12 of Law No 506/2004 on privacy in electronic communications',
          softOptIn: 'Article 12(2) of Law No 506/2004',
        },
        int: {
          authority: 'the competent supervisory authority',
          authorityShort: 'the supervisory authority',
          marketingLaw:
            'Article 13 of Directive 2002/58/EC (the ePrivacy Directive), as implemented in the Member State where the messages are sent',
          softOptIn: 'Article 13(2) of Directive 2002/58/EC',
        },
      },
    },
    docs: {
      POLITICA_PROTECTIA_DATELOR: {
        subtitle: 'the principles and rules by which the company processes personal data',
        scope:
          'This policy is the core document of the company’s compliance with Regulation (EU) 2016/679 (GDPR). It sets the principles, roles and rules that everyone working for the company (employees, contractors, interns) applies to any processing of personal data, on paper or electronically. The company’s other policies and procedures detail the rules set here.',
        sections: (ctx, e) => [
          {
            id: 'principles',
            title: 'The principles of processing (Article 5 GDPR)',
            parts: [
              'All processing of personal data follows these principles:',
              list([
                'lawfulness, fairness and transparency: we process data only on a legal basis and tell data subjects, through our privacy notices, what we do with their data;',
                'purpose limitation: we collect data for specified, explicit and legitimate purposes and do not use them later for incompatible purposes;',
                'data minimisation: we ask only for data that are adequate, relevant and necessary for the purpose;',
                'accuracy: we keep data correct and up to date, and correct or erase them without delay when we learn that they are inaccurate;',
                'storage limitation: we keep data only as long as necessary, under the data retention and deletion policy;',
                'integrity and confidentiality: we protect data against unauthorised access, loss or destruction through appropriate technical and organisational measures;',
                'accountability: the company can show at any time that it complies with these principles, through its records, assessments and these documents (Articles 5(2) and 24 GDPR).',
              ]),
            ],
          },
          {
            id: 'roles',
            title: 'Roles and responsibilities',
            parts: [
              list([
                'The company’s management is responsible for compliance (Article 24 GDPR): it approves the policies and procedures, provides the resources needed and decides on new processing.',
                ctx.company.dataProtectionResponsible?.isDpo
                  ? 'The data protection officer (DPO) informs and advises the company and its staff, monitors compliance with the GDPR and the internal policies, advises on impact assessments, cooperates with the supervisory authority and is the contact point for it and for data subjects (Articles 38–39 GDPR). The DPO acts independently and reports directly to management.'
                  : 'The data protection contact person coordinates the application of this policy: keeps the records up to date, receives and follows up data subjects’ requests and security incidents, organises training and liaises with the supervisory authority. The company is not required to designate a DPO (Article 37 GDPR); it reassesses this whenever its activity changes.',
                'Each head of department makes sure that their team processes only the data needed, on the established bases, and reports new processing before it starts.',
                'Every employee follows this policy, keeps the data they can access confidential and reports at once any security incident or request from a data subject.',
              ]),
              { blocks: [contactFacts(ctx, 'en')] },
            ],
          },
          {
            id: 'lawfulness',
            title: 'The legal bases of processing',
            parts: [
              list([
                'Each operation has one of the legal bases of Article 6(1) GDPR, established and documented before the processing starts.',
                'Special categories of data (Article 9 GDPR) are processed only under one of the exceptions of Article 9(2), and data on criminal convictions only where the law allows it (Article 10).',
                'Consent is asked for only where no other basis fits; it must be freely given, specific, informed and unambiguous, and its proof is kept (Article 7 GDPR).',
                'Legitimate interest is relied on only after a documented legitimate interest assessment showing that the data subjects’ interests do not override it.',
              ]),
              { blocks: groundsBlocks(ctx, 'en') },
            ],
          },
          {
            id: 'by-design',
            title: 'Data protection by design and by default (Article 25 GDPR)',
            parts: [
              list([
                'Any new processing, application or provider is reviewed with the person in charge of data protection before it is introduced.',
                'Where processing is likely to result in a high risk to people, a data protection impact assessment is carried out beforehand, under the impact assessment policy.',
                'Applications are set by default to collect and show only the data needed; where possible, data are pseudonymised or anonymised.',
              ]),
            ],
          },
          {
            id: 'access',
            title: 'Access to data',
            parts: [
              list([
                'Access is granted on a need-to-know basis: each person can access only the data they need for their tasks.',
                'Each user has an individual account; passwords are not shared.',
                'Access rights are reviewed regularly and withdrawn on the day a person changes role or leaves the company.',
                'Paper documents are not left unattended; data are not copied to personal devices or to personal e-mail or storage accounts.',
              ]),
            ],
          },
          {
            id: 'security',
            title: 'Security of processing (Article 32 GDPR)',
            parts: [{ blocks: securityBlocks(ctx, 'en') }],
          },
          ...(ctx.edition === 'INT'
            ? []
            : [
                {
                  id: 'national-ids',
                  title:
                    'Personal numeric codes and other identification numbers (Article 4 of Law 190/2018)',
                  parts: [
                    'When we process the personal numeric code (CNP), the series and number of an identity card, passport or driving licence, or the health insurance number on the basis of legitimate interest, we apply the safeguards of Article 4 of Romanian Law No. 190/2018:',
                    list([
                      'appropriate technical and organisational measures, in particular data minimisation and security;',
                      'the designation of a data protection officer;',
                      'storage periods set according to the nature of the data and the purpose, and deadlines for erasing or reviewing the data;',
                      'regular training of the people who process these data.',
                    ]),
                    'Identity documents are copied only where the law requires it; otherwise the document is checked without being copied.',
                  ],
                },
              ]),
          {
            id: 'providers',
            title: 'Providers and data transfers',
            parts: [
              'Providers that process data on the company’s behalf (processors) are chosen only if they offer sufficient guarantees, and only under a contract meeting Article 28 GDPR. Data are transferred outside the European Economic Area only with one of the safeguards of Chapter V GDPR (an adequacy decision, standard contractual clauses or another appropriate safeguard).',
              { blocks: processorBlocks(ctx, 'en') },
            ],
          },
          {
            id: 'rights',
            title: 'Data subjects’ rights',
            parts: [
              `Requests from data subjects (access, rectification, erasure, restriction, portability, objection, automated decisions) are passed at once to the person in charge of data protection and handled under the data subject request procedure, within one month of receipt at the latest (Article 12(3) GDPR). Data subjects may lodge a complaint with ${e.authority}.`,
            ],
          },
          {
            id: 'breaches',
            title: 'Security incidents',
            parts: [
              `Any incident affecting personal data (loss, unauthorised access, misdirected sending, cyber-attack) is reported at once to the person in charge of data protection. The company assesses the risk and, where required, notifies ${e.authorityShort} within 72 hours of becoming aware of it and informs the people affected (Articles 33–34 GDPR), under the personal data breach policy.`,
            ],
          },
          {
            id: 'training',
            title: 'Staff training',
            parts: [
              'Every employee is trained in data protection when hired and then regularly, at least once a year, and whenever the rules change significantly. Attendance is recorded in a training log (date, topic, participants).',
            ],
          },
          {
            id: 'documentation',
            title: 'Documenting compliance',
            parts: [
              'The company keeps up to date the record of processing activities (Article 30 GDPR), the register of personal data breaches (Article 33(5)), the log of data subjects’ requests, the legitimate interest and impact assessments, the processing agreements and the proof of consent. This policy is reviewed at least once a year and whenever the processing or the law changes.',
            ],
          },
        ],
      },
      POLITICA_SUPRAVEGHERE_VIDEO: {
        subtitle: 'the rules of the company’s video surveillance system',
        scope:
          'This policy sets the rules by which the company uses video surveillance cameras on its premises. It applies to everyone who installs, operates or views the system or the recordings, including the security company, if any.',
        sections: (ctx, e, t) => {
          const cctv = companyExtras(ctx).cctv;
          const days = cctv?.retentionDays ?? 30;
          return [
            {
              id: 'purpose',
              title: 'Purpose and legal basis of the surveillance',
              parts: [
                'The cameras are used only for the security of people, property and premises, and to prevent and establish thefts and other incidents. The legal basis is the company’s legitimate interest (Article 6(1)(f) GDPR).',
                ...(ctx.edition === 'INT'
                  ? []
                  : [
                      'Where surveillance is mandatory after the physical security risk assessment, the legal basis is also the legal obligation under Romanian Law No. 333/2003 on the guarding of premises, property and values and the protection of persons (Article 6(1)(c) GDPR).',
                    ]),
                'The images are not used to assess employees’ performance, to record working time or for any purpose other than those above.',
              ],
            },
            {
              id: 'areas',
              title: 'Monitored areas and camera positions',
              parts: [
                { blocks: [facts([['Areas monitored', areasOf(cctv, 'Areas monitored')]])] },
                list([
                  'no cameras are installed in changing rooms, toilets, rest or dining areas, or other places where people have a high expectation of privacy;',
                  'the cameras’ field of view covers only the company’s premises; the public road or neighbouring properties appear only as far as strictly necessary;',
                  'the cameras do not record sound;',
                  'a plan of the camera positions, with each camera’s field of view, is attached to this policy and updated on any change.',
                ]),
              ],
            },
            {
              id: 'retention',
              title: 'Keeping and erasing the recordings',
              parts: [
                `Recordings are kept for ${countOf(days, 'en', 'day', 'days')} at most and are erased automatically, by overwriting, when that period ends.`,
                ...(cctv?.retentionReason && days > 30
                  ? [
                      [
                        'The period exceeds 30 days for the following reason: ',
                        cctv.retentionReason,
                      ] as Inline[],
                    ]
                  : []),
                'Images of a specific incident are extracted and kept separately only as long as needed to resolve it (for example, until they are handed over to the criminal investigation authorities or until a court decision becomes final).',
              ],
            },
            {
              id: 'access',
              title: 'Who may access the images',
              parts: [
                'Only the people authorised in writing by management may view the live images and the recordings:',
                [missing('the people authorised to view the images (name and position)')],
                ...(cctv && cctv.recipients.length > 0
                  ? ['Recipients of the images, besides the authorised people:', list(cctv.recipients)]
                  : []),
                'The security company or the provider operating the system processes the images only on the company’s behalf, under a contract meeting Article 28 GDPR. The recording equipment is kept in a locked room and access to it is password-protected.',
              ],
            },
            {
              id: 'extraction',
              title: 'Extracting and handing over images',
              parts: [
                list([
                  'images are extracted only for a specific incident, at the written request of the criminal investigation authorities, the courts or other authorities entitled to them, or to answer a data subject’s access request;',
                  'for a data subject’s request, other people in the images are blurred or masked before they are handed over (Article 15(4) GDPR);',
                  'each viewing of the recordings and each extraction is entered in the access log below.',
                ]),
                {
                  blocks: [
                    table(
                      ['Date and time', 'Person', 'Reason', 'Images viewed or extracted', 'Signature'],
                      Array.from({ length: 6 }, () => ['', '', '', '', '']),
                      [16, 20, 24, 24, 16],
                    ),
                  ],
                },
              ],
            },
            {
              id: 'employees',
              title:
                ctx.edition === 'INT'
                  ? 'Monitoring employees'
                  : 'Monitoring employees (Article 5 of Law 190/2018)',
              parts: [
                ctx.edition === 'INT'
                  ? 'Where the cameras capture workplaces, the company follows the specific rules of the Member State on employee monitoring (Article 88 GDPR) and in any case the following conditions:'
                  : 'Where the cameras capture workplaces, monitoring employees is allowed only if all the conditions of Article 5 of Romanian Law No. 190/2018 are met:',
                list([
                  'the legitimate interests pursued are duly justified and override the interests or rights and freedoms of the employees;',
                  'the employees were informed beforehand, fully and explicitly, through the privacy notice;',
                  'the trade union or, as the case may be, the employee representatives were consulted before the system was introduced;',
                  'other less intrusive forms and means had previously proved ineffective;',
                  'the images are stored for a period proportionate to the purpose and not longer than 30 days, save where the law expressly provides otherwise or in duly justified cases.',
                ]),
                {
                  blocks: [
                    facts([
                      [
                        'Date the trade union or employee representatives were consulted',
                        cctv?.consultationDate
                          ? formatDay(cctv.consultationDate, t)
                          : missing('the date the trade union or employee representatives were consulted'),
                      ],
                      [
                        'Less intrusive means tried first',
                        valueOr(cctv?.lessIntrusiveMeans, 'the less intrusive means tried first'),
                      ],
                    ]),
                  ],
                },
              ],
            },
            {
              id: 'information',
              title: 'Informing people',
              parts: [
                'At the entrance to each monitored area the warning sign is displayed in plain view, referring to the video surveillance notice. The notice is available at the reception and on the company’s website, and employees receive it before the cameras go live.',
              ],
            },
            {
              id: 'assessment',
              title: 'Impact assessment',
              parts: [
                ctx.edition === 'INT'
                  ? 'Systematic monitoring of a publicly accessible area on a large scale requires a data protection impact assessment before installation (Article 35(3)(c) GDPR). The company checks whether this applies whenever the system is extended.'
                  : `Systematic monitoring of a publicly accessible area on a large scale requires a data protection impact assessment before installation (Article 35(3)(c) GDPR and the list in ${e.authorityShort} Decision No. 174/2018). The company checks whether this applies whenever the system is extended.`,
              ],
            },
          ];
        },
      },
    },
  },
};

const MESSAGES_NONE: Record<Language, string> = {
  ro: 'Compania nu a descris încă operațiuni de prelucrare. Completați situațiile și operațiunile în platformă, iar documentul se regenerează singur.',
  en: 'The company has not described any processing operations yet. Fill in the situations and operations on the platform and the document regenerates by itself.',
};

const MARKETING_TEXT: Record<
  Language,
  { intro: string; none: string; columns: string[]; consent: string; legitimate: string; other: string }
> = {
  ro: {
    intro: 'Comunicările de marketing descrise de companie în platformă și temeiul fiecăreia:',
    none: 'Compania nu a descris încă operațiuni de marketing; regulile de mai sus se aplică oricărei campanii viitoare.',
    columns: ['Situația și operațiunea', 'Scopul', 'Temeiul'],
    consent: 'consimțământ (se aplică regulile privind consimțământul prealabil)',
    legitimate: 'interes legitim (clienți existenți, produse similare; opoziția se respectă necondiționat)',
    other: 'alt temei',
  },
  en: {
    intro: 'The marketing communications the company has described on the platform and the basis of each:',
    none: 'The company has not described any marketing operations yet; the rules above apply to any future campaign.',
    columns: ['Situation and operation', 'Purpose', 'Basis'],
    consent: 'consent (the rules on prior consent apply)',
    legitimate: 'legitimate interest (existing customers, similar products; objections always respected)',
    other: 'another basis',
  },
};

/** Operations whose purpose is marketing (their name, purpose or situation says so). */
function marketingOperations(ctx: DocumentContext): OperationView[] {
  const marketing = /marketing|newsletter|promo|publicit|ofert|offer|reclam|advert/i;
  return ctx.operations.filter((op) => marketing.test(`${op.situationName} ${op.name} ${op.purpose}`));
}

function marketingBlocks(ctx: DocumentContext, language: Language): Block[] {
  const m = MARKETING_TEXT[language];
  const ops = marketingOperations(ctx);
  if (ops.length === 0) return [p(m.none)];
  return [
    p(m.intro),
    table(
      m.columns,
      ops.map((op) => [
        `${op.situationName}: ${op.name}`,
        op.purpose,
        op.grounds.includes('CONSENT')
          ? m.consent
          : op.grounds.includes('LEGITIMATE_INTEREST')
            ? m.legitimate
            : m.other,
      ]),
      [35, 40, 25],
    ),
  ];
}

/** Employee monitoring operations: the catalogue's e-ms-* presets, or one the company named so. */
function isMonitoring(op: OperationView): boolean {
  return /^e-ms-/.test(op.suggestionId ?? '') || /monitoriz|monitoring|cctv|gps/i.test(op.name);
}

/** The company's operations grouped by their Art. 6(1) ground: what the lawfulness rules apply to. */
function groundsBlocks(ctx: DocumentContext, language: Language): Block[] {
  if (ctx.operations.length === 0) return [note(MESSAGES_NONE[language])];
  const rows = LEGAL_GROUNDS.map((ground) => {
    const ops = ctx.operations.filter((op) => op.grounds.includes(ground));
    const entry = legalGroundEntry(ground);
    return ops.length === 0
      ? null
      : [
          `${pick(entry.label, language, ctx.edition)} (${GROUND_ARTICLE[language](entry.article)})`,
          ops.map((op) => op.name).join('; '),
        ];
  }).filter((row): row is string[] => row !== null);
  return [
    p(GOVERNANCE_TEXT[language].groundsIntro),
    table(GOVERNANCE_TEXT[language].groundsColumns, rows, [30, 70]),
  ];
}

const GROUND_ARTICLE: Record<Language, (article: string) => string> = {
  // 6(1)(b) → „art. 6 alin. (1) lit. b)” in Romanian, "Article 6(1)(b)" in English.
  ro: (article) => `art. 6 alin. (1) lit. ${/\(([a-f])\)$/.exec(article)?.[1] ?? ''})`,
  en: (article) => `Article ${article}`,
};

const GOVERNANCE_TEXT: Record<
  Language,
  {
    groundsIntro: string;
    groundsColumns: string[];
    securityIntro: string;
    securityMissing: string;
    securityIncidents: string;
    processorsIntro: string;
    processorsColumns: string[];
    processorsNone: string;
    eea: string;
  }
> = {
  ro: {
    groundsIntro: 'Operațiunile descrise de companie în platformă, după temeiul lor legal:',
    groundsColumns: ['Temeiul legal', 'Operațiunile'],
    securityIntro:
      'Compania aplică măsuri tehnice și organizatorice adecvate riscului, ținând seama de natura datelor și de tehnologia disponibilă. Măsurile aplicate în prezent sunt:',
    securityMissing: 'măsurile de securitate aplicate de companie',
    securityIncidents:
      'Măsurile se verifică periodic și după fiecare incident; orice slăbiciune constatată se raportează persoanei care se ocupă de protecția datelor.',
    processorsIntro: 'Furnizorii care prelucrează date în numele companiei:',
    processorsColumns: ['Furnizorul', 'Serviciul', 'Țara', 'Garanția de transfer'],
    processorsNone:
      'Compania nu a indicat încă în platformă furnizori care prelucrează date în numele ei. Adăugați-i în informațiile companiei, iar documentul se regenerează singur.',
    eea: 'nu este necesară (SEE)',
  },
  en: {
    groundsIntro: 'The operations the company has described on the platform, by legal basis:',
    groundsColumns: ['Legal basis', 'Operations'],
    securityIntro:
      'The company applies technical and organisational measures appropriate to the risk, taking into account the nature of the data and the technology available. The measures currently applied are:',
    securityMissing: 'the security measures the company applies',
    securityIncidents:
      'The measures are checked regularly and after every incident; any weakness found is reported to the person in charge of data protection.',
    processorsIntro: 'The providers processing data on the company’s behalf:',
    processorsColumns: ['Provider', 'Service', 'Country', 'Transfer safeguard'],
    processorsNone:
      'The company has not yet listed on the platform any provider processing data on its behalf. Add them in the company information and the document regenerates by itself.',
    eea: 'not needed (EEA)',
  },
};

/** The security measures the company ticked (Art. 32), or a visible placeholder. */
function securityBlocks(ctx: DocumentContext, language: Language): Block[] {
  const m = GOVERNANCE_TEXT[language];
  const measures = companyExtras(ctx).securityMeasures;
  return [
    p(m.securityIntro),
    measures.length > 0 ? ul(measures) : p(missing(m.securityMissing)),
    p(m.securityIncidents),
  ];
}

/** The company's processors with their service, country and transfer safeguard. */
function processorBlocks(ctx: DocumentContext, language: Language): Block[] {
  const m = GOVERNANCE_TEXT[language];
  const processors = companyExtras(ctx).processors;
  if (processors.length === 0) return [note(m.processorsNone)];
  return [
    p(m.processorsIntro),
    table(
      m.processorsColumns,
      processors.map((processor) => {
        const mechanism = transferMechanismEntries.find((e) => e.id === processor.transferMechanism);
        return [
          processor.name,
          processor.service,
          countryPlace(processor.country, ctx).text,
          mechanism ? pick(mechanism.label, language, ctx.edition) : m.eea,
        ];
      }),
      [28, 32, 16, 24],
    ),
  ];
}

/** Who handles data protection, with the DPO wording rule, and the channel. */
function contactFacts(ctx: DocumentContext, language: Language): Block {
  const c = TEXTS[language].common;
  const dpr = ctx.company.dataProtectionResponsible;
  return facts([
    [
      c.contact(dpr?.isDpo === true),
      dpr?.name ? [[dpr.name, dpr.email, dpr.phone].filter(Boolean).join(', ')] : [missing(c.contactMissing)],
    ],
    [c.channel, valueOr(contactChannel(ctx), c.channel.toLowerCase())],
  ]);
}

const ANSPDCP_FACTS: Record<Language, Array<[string, string]>> = {
  ro: [
    ['Autoritatea', 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal'],
    ['Adresa', 'B-dul G-ral Gheorghe Magheru nr. 28-30, Sector 1, cod poștal 010336, București'],
    ['Telefon', '+40 318 059 211'],
    ['E-mail', 'anspdcp@dataprotection.ro'],
    ['Site', 'www.dataprotection.ro'],
  ],
  en: [
    ['Authority', 'National Supervisory Authority for Personal Data Processing (ANSPDCP)'],
    ['Address', 'B-dul G-ral Gheorghe Magheru 28-30, Sector 1, 010336 Bucharest, Romania'],
    ['Phone', '+40 318 059 211'],
    ['E-mail', 'anspdcp@dataprotection.ro'],
    ['Website', 'www.dataprotection.ro'],
  ],
};

const anspdcpFacts = (language: Language): Block => facts(ANSPDCP_FACTS[language]);

function partBlocks(parts: Part[]): Block[] {
  return parts.flatMap((part): Block[] => {
    if (typeof part === 'string') return [p(part)];
    if (Array.isArray(part)) return [p(...part)];
    if ('list' in part) return [ul(part.list)];
    return part.blocks;
  });
}

/** The approval by the legal representative and the employees' acknowledgement. */
function approvalSections(ctx: DocumentContext, c: Common): Section[] {
  const representative = companyExtras(ctx).legalRepresentative;
  const name = ctx.company.info.name || '—';
  return [
    section('approval', c.approvalTitle, [
      p(c.approval(name)),
      {
        kind: 'signatures',
        parties: [
          {
            title: name,
            lines: [
              {
                label: c.approvedBy,
                value: representative
                  ? [[representative.name, representative.role].filter(Boolean).join(', ')]
                  : [missing(c.representativeMissing)],
              },
              { label: c.date },
              { label: c.signature },
            ],
          },
        ],
      },
    ]),
    section('acknowledgement', c.acknowledgementTitle, [
      p(c.acknowledgement),
      table(
        c.ackColumns,
        Array.from({ length: 6 }, () => ['', '', '', '']),
        [35, 25, 15, 25],
      ),
    ]),
  ];
}

function policyTemplate(code: PolicyCode): DocumentTemplate {
  return {
    kind: 'policy',
    build({ ctx, t }) {
      const { common: c, docs } = TEXTS[ctx.language];
      const text = docs[code];
      const edition = c.editions[ctx.edition === 'INT' ? 'int' : 'national'];
      const dpr = ctx.company.dataProtectionResponsible;
      return {
        subtitle: text.subtitle,
        sections: [
          section('scope', c.scopeTitle, [
            p(text.scope),
            facts([
              [c.company, valueOr(ctx.company.info.name, c.company)],
              [c.contact(dpr?.isDpo === true), dpr?.name ? [dpr.name] : [missing(c.contactMissing)]],
            ]),
          ]),
          ...text.sections(ctx, edition, t).map((s) => section(s.id, s.title, partBlocks(s.parts))),
          ...approvalSections(ctx, c),
        ],
      };
    },
  };
}

// ---- the policies whose wording is in content/ (each policy's folder; the scope facts, the approval
// and the acknowledgement are the shared clauses _shared/internal-scope-facts and internal-approval)

const ZInternalFacts = ZDocumentFacts.extend({
  /** A DPO, not a contact person: the DPO wording rule. */
  isDpo: z.boolean(),
  /** Who handles data protection (null: the content prints a blank). */
  contactName: z.string().nullable(),
  /** Who handles data protection with their e-mail and phone, to be reached (null: a blank). */
  contactDetails: z.string().nullable(),
  /** The legal representative's name and role. */
  representative: z.string().nullable(),
  /** The marketing operations (marketingOperations) and the basis the rules of each follow. */
  marketing: z.array(
    z.object({
      situation: z.string(),
      name: z.string(),
      purpose: z.string(),
      basis: z.enum(['CONSENT', 'LEGITIMATE_INTEREST', 'OTHER']),
    }),
  ),
  /** The security measures the company ticked (Art. 32). */
  securityMeasures: z.array(z.string()),
  /** The company's processors; safeguard: the transfer mechanism's label (null: none, in the EEA). */
  processors: z.array(
    z.object({
      name: z.string(),
      service: z.string(),
      country: z.string(),
      safeguard: z.string().nullable(),
    }),
  ),
  /** The employee monitoring operations (isMonitoring). */
  monitoring: z.array(z.object({ name: z.string(), purpose: z.string(), duration: z.string() })),
  /** The video surveillance and workplace monitoring answers (null: a blank). */
  cctv: z.object({
    /** The day the trade union or employee representatives were consulted, written out. */
    consultationDate: z.string().nullable(),
    lessIntrusiveMeans: z.string().nullable(),
  }),
  /** The company has described some processing operation. */
  hasOperations: z.boolean(),
  /** The retention schedule: per category of data subjects and situation, a row per operation. */
  schedule: z.array(
    z.object({
      subjects: z.string(),
      situation: z.string(),
      operations: z.array(
        z.object({
          name: z.string(),
          data: z.array(z.string()),
          duration: z.string(),
          places: z.array(z.string()),
        }),
      ),
    }),
  ),
});

function internalFacts(input: TemplateInput): z.infer<typeof ZInternalFacts> {
  const { ctx } = input;
  const dpr = ctx.company.dataProtectionResponsible;
  const representative = companyExtras(ctx).legalRepresentative;
  const cctv = companyExtras(ctx).cctv;
  return {
    ...documentFacts(input),
    isDpo: dpr?.isDpo === true,
    contactName: dpr?.name || null,
    contactDetails: dpr?.name ? [dpr.name, dpr.email, dpr.phone].filter(Boolean).join(', ') : null,
    representative: representative
      ? [representative.name, representative.role].filter(Boolean).join(', ')
      : null,
    marketing: marketingOperations(ctx).map((op) => ({
      situation: op.situationName,
      name: op.name,
      purpose: op.purpose,
      basis: op.grounds.includes('CONSENT')
        ? 'CONSENT'
        : op.grounds.includes('LEGITIMATE_INTEREST')
          ? 'LEGITIMATE_INTEREST'
          : 'OTHER',
    })),
    securityMeasures: companyExtras(ctx).securityMeasures,
    processors: companyExtras(ctx).processors.map((processor) => {
      const mechanism = transferMechanismEntries.find((e) => e.id === processor.transferMechanism);
      return {
        name: processor.name,
        service: processor.service,
        country: countryPlace(processor.country, ctx).text,
        safeguard: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
      };
    }),
    monitoring: ctx.operations
      .filter(isMonitoring)
      .map((op) => ({ name: op.name, purpose: op.purpose, duration: op.storageDuration })),
    cctv: {
      consultationDate: cctv?.consultationDate ? formatDay(cctv.consultationDate, input.t) : null,
      lessIntrusiveMeans: cctv?.lessIntrusiveMeans ?? null,
    },
    hasOperations: ctx.operations.length > 0,
    schedule: ctx.situations
      .filter((s) => s.operations.length > 0)
      .map((s) => ({
        subjects: s.dataSubjectLabel,
        situation: s.name,
        operations: s.operations.map((op) => ({
          name: op.name,
          data: op.data.map((d) => d.text),
          duration: op.storageDuration,
          places: op.storageLocations.map((l) => l.text),
        })),
      })),
  };
}

export const INTERNAL_POLICY_TEMPLATES = {
  POLITICA_RETENTIE: contentTemplate('POLITICA_RETENTIE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_INCALCARI_SECURITATE: contentTemplate('POLITICA_INCALCARI_SECURITATE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_EVALUARE_IMPACT: contentTemplate('POLITICA_EVALUARE_IMPACT', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_CERERI_PERSOANE_VIZATE: contentTemplate('POLITICA_CERERI_PERSOANE_VIZATE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_MESAJE_MARKETING: contentTemplate('POLITICA_MESAJE_MARKETING', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_PROTECTIA_DATELOR: policyTemplate('POLITICA_PROTECTIA_DATELOR'),
  POLITICA_SUPRAVEGHERE_VIDEO: policyTemplate('POLITICA_SUPRAVEGHERE_VIDEO'),
  PROCEDURA_MARKETING: contentTemplate('PROCEDURA_MARKETING', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_SECURITATE_INFORMATIEI: contentTemplate('POLITICA_SECURITATE_INFORMATIEI', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_UTILIZARE_IT: contentTemplate('POLITICA_UTILIZARE_IT', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  PROCEDURA_AVERTIZARE_INTEGRITATE: contentTemplate('PROCEDURA_AVERTIZARE_INTEGRITATE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
} satisfies Record<PolicyCode | ContentCode, DocumentTemplate>;
