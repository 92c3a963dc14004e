/**
 * Internal policies and procedures (catalogue group INTERNAL_POLICIES): rules the company's staff
 * apply, approved by the legal representative and acknowledged by the employees who apply them
 * (the catalogue's guide). Each names the company and who handles data protection (the DPO wording
 * rule); the retention policy's schedule is the company's own operations with the legal source of
 * each period; the breach and request procedures carry the 72-hour and one-month rules with the
 * authority's contact. The INT edition names EU law and "the supervisory authority", never
 * Romanian law or ANSPDCP.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { companyExtras, contactChannel, valueOr } from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import type { DocumentTemplate } from '../template.ts';
import {
  facts,
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

type PolicyCode = Extract<
  TDocumentCode,
  | 'POLITICA_RETENTIE'
  | 'POLITICA_INCALCARI_SECURITATE'
  | 'POLITICA_EVALUARE_IMPACT'
  | 'POLITICA_CERERI_PERSOANE_VIZATE'
  | 'POLITICA_MESAJE_MARKETING'
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
  archivesLaw: string | null;
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
          archivesLaw:
            'Documentele supuse Legii Arhivelor Naționale nr. 16/1996 se păstrează și se predau conform nomenclatorului arhivistic al companiei; ele nu se distrug înainte de expirarea termenului din nomenclator.',
        },
        int: {
          authority: 'autoritatea de supraveghere competentă',
          authorityShort: 'autoritatea de supraveghere',
          marketingLaw:
            'art. 13 din Directiva 2002/58/CE (Directiva privind viața privată și comunicațiile electronice), astfel cum a fost transpusă în statul membru în care se trimit mesajele',
          softOptIn: 'art. 13 alin. (2) din Directiva 2002/58/CE',
          archivesLaw: null,
        },
      },
    },
    docs: {
      POLITICA_RETENTIE: {
        subtitle: 'calendarul de păstrare al companiei și regulile de ștergere',
        scope:
          'Politica stabilește cât timp păstrează compania datele cu caracter personal și cum le șterge sau le anonimizează la expirarea termenului (principiul limitării legate de stocare, art. 5 alin. (1) lit. e) din GDPR). Se aplică tuturor datelor, pe hârtie sau în format electronic, inclusiv copiilor de siguranță, indiferent unde sunt stocate.',
        sections: (ctx, e) => [
          {
            id: 'principles',
            title: 'Reguli generale',
            parts: [
              list([
                'Păstrăm datele numai cât este necesar pentru scopul pentru care au fost colectate sau cât ne obligă legea; când o lege impune un termen, acesta prevalează.',
                'Termenul curge de la evenimentul indicat în calendar (de exemplu încetarea contractului sau încheierea exercițiului financiar); unde nu este indicat, de la data colectării datelor.',
                'La expirarea termenului, datele se șterg sau se anonimizează ireversibil, astfel încât persoana să nu mai poată fi identificată.',
                'Datele necesare într-un litigiu, un control sau o investigație în curs se păstrează până la soluționarea definitivă, chiar dacă termenul a expirat (suspendarea ștergerii), numai cât este necesar și numai în acest scop.',
                'Copiile de siguranță se suprascriu prin rotație; datele șterse din sisteme nu se restaurează din copii decât pentru recuperarea după un incident, după care se șterg din nou.',
              ]),
            ],
          },
          {
            id: 'schedule',
            title: 'Calendarul de păstrare',
            parts: [
              'Termenele de mai jos sunt cele ale operațiunilor de prelucrare descrise de companie, cu sursa legală a fiecăruia acolo unde există:',
              {
                blocks: scheduleBlocks(ctx, [
                  'Situația și operațiunea',
                  'Datele',
                  'Durata de păstrare',
                  'Unde se păstrează',
                ]),
              },
            ],
          },
          {
            id: 'deletion',
            title: 'Procedura de ștergere și distrugere',
            parts: [
              list([
                'Fiecare șef de compartiment verifică, cel puțin o dată pe lună, datele din sistemele și dosarele de care răspunde și le marchează pe cele al căror termen a expirat.',
                'Datele electronice se șterg din aplicații, din folderele partajate și din căsuțele de e-mail; unde aplicația permite, ștergerea se programează automat la expirarea termenului.',
                'Documentele pe hârtie se distrug prin tocare, la un nivel de securitate adecvat (de exemplu P-4 conform standardului DIN 66399), sau printr-un furnizor autorizat, care eliberează un certificat de distrugere.',
                'Suporturile de stocare scoase din uz (hard-discuri, stickuri, telefoane) se șterg prin suprascriere sigură sau se distrug fizic înainte de a fi predate, vândute sau casate.',
                'Ștergerea sau distrugerea se consemnează într-un proces-verbal sau în evidența ștergerilor: data, categoriile de date și de documente, metoda și persoana care a făcut-o.',
              ]),
              ...(e.archivesLaw ? [e.archivesLaw] : []),
            ],
          },
          {
            id: 'requests',
            title: 'Cererile de ștergere',
            parts: [
              'O cerere de ștergere primită de la o persoană vizată se soluționează conform procedurii de soluționare a cererilor persoanelor vizate, în cel mult o lună. Datele pe care legea ne obligă să le păstrăm nu se șterg înainte de termen (art. 17 alin. (3) lit. b) din GDPR); persoanei i se explică ce date se păstrează, de ce și până când.',
            ],
          },
          {
            id: 'roles',
            title: 'Responsabilități',
            parts: [
              list([
                'Reprezentantul legal aprobă calendarul de păstrare și asigură resursele pentru aplicarea lui.',
                'Persoana care se ocupă de protecția datelor ține calendarul la zi, verifică anual aplicarea lui și consemnează verificarea.',
                'Șefii de compartiment aplică termenele pentru datele de care răspund; angajații nu păstrează copii personale ale datelor în afara sistemelor companiei.',
              ]),
            ],
          },
        ],
      },
      POLITICA_INCALCARI_SECURITATE: {
        subtitle: 'ce facem când datele cu caracter personal sunt pierdute, dezvăluite sau compromise',
        scope:
          'Procedura se aplică oricărei încălcări a securității datelor cu caracter personal (art. 4 pct. 12 din GDPR): orice incident care duce, accidental sau ilegal, la distrugerea, pierderea, modificarea, dezvăluirea neautorizată a datelor sau la accesul neautorizat la acestea, indiferent dacă datele sunt pe hârtie sau în format electronic, la noi sau la un furnizor care le prelucrează în numele nostru.',
        sections: (ctx, e) => [
          {
            id: 'examples',
            title: 'Exemple de încălcări',
            parts: [
              list([
                'un laptop, un telefon sau un stick cu date pierdut ori furat;',
                'un e-mail cu date personale trimis unui destinatar greșit sau cu toți destinatarii vizibili;',
                'un atac informatic: virus de tip ransomware, parolă compromisă, acces neautorizat la un cont;',
                'dosare pe hârtie pierdute, lăsate nesupravegheate sau aruncate fără a fi distruse;',
                'date șterse din greșeală, fără copie de siguranță, ori un sistem indisponibil care împiedică accesul la date.',
              ]),
            ],
          },
          {
            id: 'reporting',
            title: 'Semnalarea internă',
            parts: [
              'Orice angajat care constată sau bănuiește o încălcare o semnalează imediat, fără să aștepte confirmarea, persoanei de mai jos, telefonic și în scris. Nu încearcă să investigheze singur, nu șterge urme și păstrează dovezile (mesaje, jurnale, echipamente).',
              { blocks: [contactFacts(ctx, 'ro')] },
              'Furnizorii care prelucrează date în numele nostru au obligația contractuală de a ne anunța fără întârzieri nejustificate orice încălcare constatată la ei (art. 33 alin. (2) din GDPR).',
            ],
          },
          {
            id: 'steps',
            title: 'Pașii de urmat',
            parts: [
              {
                blocks: [
                  h('1. Limitarea efectelor'),
                  p(
                    'Se iau imediat măsurile care opresc incidentul și limitează efectele: blocarea conturilor compromise și schimbarea parolelor, deconectarea echipamentelor afectate, rechemarea e-mailului trimis greșit și cererea către destinatar să îl șteargă, ștergerea de la distanță a dispozitivului pierdut.',
                  ),
                  h('2. Evaluarea riscului pentru persoane'),
                  p(
                    'Persoana care se ocupă de protecția datelor evaluează, împreună cu cei implicați, riscul pentru drepturile și libertățile persoanelor, ținând seama de: tipul încălcării, natura, sensibilitatea și volumul datelor, cât de ușor pot fi identificate persoanele, gravitatea consecințelor (de exemplu furt de identitate, prejudiciu financiar, discriminare, atingerea reputației), categoriile de persoane (copii, pacienți, angajați) și numărul lor. Concluzia este una dintre: risc improbabil, risc sau risc ridicat.',
                  ),
                  h('3. Notificarea autorității, în 72 de ore'),
                  p(
                    `Dacă încălcarea poate genera un risc, o notificăm ${e.authority} fără întârzieri nejustificate și, dacă este posibil, în cel mult 72 de ore de la momentul în care am luat cunoștință de ea (art. 33 din GDPR). Termenul curge din momentul în care avem un grad rezonabil de certitudine că s-a produs un incident care afectează date personale, nu de la încheierea investigației.`,
                  ),
                  p(
                    'Notificarea cuprinde: natura încălcării, categoriile și numărul aproximativ de persoane și de înregistrări afectate, datele persoanei de contact, consecințele probabile și măsurile luate sau propuse. Dacă nu avem toate informațiile, le transmitem în etape; o notificare după 72 de ore se motivează. Folosim modelul de notificare a încălcării și registrul încălcărilor din platformă.',
                  ),
                  h('4. Informarea persoanelor afectate'),
                  p(
                    'Când încălcarea poate genera un risc ridicat, informăm persoanele afectate fără întârzieri nejustificate, într-un limbaj clar și simplu: ce s-a întâmplat, consecințele probabile, ce am făcut și ce pot face ele pentru a se proteja (de exemplu schimbarea parolei), și persoana de contact (art. 34 din GDPR). Nu este necesară informarea dacă datele erau criptate sau altfel inteligibile pentru terți, dacă măsurile luate ulterior au înlăturat riscul ridicat ori dacă informarea individuală ar necesita un efort disproporționat, caz în care facem o informare publică.',
                  ),
                  h('5. Consemnarea în registru'),
                  p(
                    'Fiecare încălcare, notificată sau nu, se consemnează în registrul încălcărilor: faptele, efectele, măsurile de remediere și decizia privind notificarea, cu motivarea ei (art. 33 alin. (5) din GDPR).',
                  ),
                  h('6. Lecțiile învățate'),
                  p(
                    'După închiderea incidentului, analizăm cauza și stabilim măsurile care previn repetarea lui; procedura se revizuiește dacă este cazul.',
                  ),
                ],
              },
            ],
          },
          {
            id: 'authority',
            title: 'Autoritatea de supraveghere',
            parts:
              ctx.edition === 'INT'
                ? [
                    'Notificarea se transmite autorității de supraveghere a statului membru în care compania își are sediul principal, prin formularul pus la dispoziție de aceasta.',
                  ]
                : [
                    'Notificarea se transmite ANSPDCP prin formularul de notificare publicat pe site-ul autorității, la datele de contact de mai jos:',
                    { blocks: [anspdcpFacts('ro')] },
                  ],
          },
        ],
      },
      POLITICA_EVALUARE_IMPACT: {
        subtitle: 'când și cum evaluăm impactul unei prelucrări asupra protecției datelor',
        scope:
          'Procedura stabilește când este obligatorie o evaluare a impactului asupra protecției datelor (EIPD, art. 35 din GDPR), cine o realizează și cum, înainte de a începe o prelucrare nouă sau de a schimba una existentă.',
        sections: (ctx, e) => [
          {
            id: 'when',
            title: 'Când este obligatorie evaluarea',
            parts: [
              'Evaluarea se face înainte de începerea prelucrării, ori de câte ori prelucrarea este susceptibilă să genereze un risc ridicat pentru drepturile și libertățile persoanelor, în special în cazurile prevăzute de art. 35 alin. (3) din GDPR:',
              list([
                'evaluarea sistematică și cuprinzătoare a aspectelor personale, bazată pe prelucrare automată, inclusiv crearea de profiluri, pe care se bazează decizii cu efecte juridice sau efecte similare semnificative;',
                'prelucrarea pe scară largă a categoriilor speciale de date (art. 9) sau a datelor privind condamnările penale (art. 10);',
                'monitorizarea sistematică pe scară largă a unei zone accesibile publicului.',
              ]),
              'Criteriile din Ghidul WP248 al Grupului de lucru Articolul 29, asumat de Comitetul European pentru Protecția Datelor, ajută la evaluare; o prelucrare care îndeplinește două sau mai multe dintre ele necesită, de regulă, o evaluare a impactului:',
              list([
                'evaluare sau atribuire de punctaje, inclusiv profilare și predicții;',
                'decizii automatizate cu efecte juridice sau similare semnificative;',
                'monitorizare sistematică;',
                'date sensibile sau cu caracter foarte personal;',
                'prelucrare pe scară largă;',
                'combinarea sau corelarea seturilor de date;',
                'date privind persoane vulnerabile (copii, angajați, pacienți);',
                'utilizarea inovatoare a unor soluții tehnologice sau organizaționale noi;',
                'prelucrări care împiedică persoanele să își exercite un drept sau să beneficieze de un serviciu ori de un contract.',
              ]),
              ...(ctx.edition === 'INT'
                ? [
                    'Se consultă și lista operațiunilor pentru care evaluarea este obligatorie, publicată de autoritatea de supraveghere competentă (art. 35 alin. (4) din GDPR).',
                  ]
                : [
                    // verify: the items of the list approved by ANSPDCP Decision 174/2018 against its published text.
                    'Se consultă și lista operațiunilor pentru care evaluarea este obligatorie, aprobată prin Decizia ANSPDCP nr. 174/2018 (art. 35 alin. (4) din GDPR), care cuprinde, între altele, prelucrarea pe scară largă a datelor persoanelor vulnerabile (în special minori și angajați) prin mijloace de monitorizare automată, prelucrarea pe scară largă a datelor biometrice sau genetice, a datelor de localizare ori a datelor generate de dispozitive cu senzori și utilizarea pe scară largă a tehnologiilor noi.',
                  ]),
            ],
          },
          {
            id: 'screening',
            title: 'Evaluarea preliminară',
            parts: [
              'Pentru fiecare prelucrare nouă sau modificată, cel care o propune completează, împreună cu persoana care se ocupă de protecția datelor, o evaluare preliminară: ce date, despre cine, în ce volum, cu ce tehnologie și care dintre criteriile de mai sus sunt îndeplinite. Concluzia (evaluare necesară sau nu) se consemnează și se păstrează, cu motivarea ei, chiar dacă evaluarea nu este necesară.',
            ],
          },
          {
            id: 'who',
            title: 'Cine realizează evaluarea',
            parts: [
              list([
                'Evaluarea o realizează compartimentul care propune prelucrarea, cu sprijinul celor care o vor aplica (IT, resurse umane, vânzări) și al furnizorilor implicați (art. 28 alin. (3) lit. f) din GDPR).',
                ctx.company.dataProtectionResponsible?.isDpo
                  ? 'Se solicită avizul responsabilului cu protecția datelor (art. 35 alin. (2) din GDPR), care se consemnează în evaluare.'
                  : 'Compania nu a desemnat un responsabil cu protecția datelor; se solicită opinia persoanei de contact pentru protecția datelor, care se consemnează în evaluare.',
                'Unde este cazul, se cere opinia persoanelor vizate sau a reprezentanților lor, de exemplu a sindicatului ori a reprezentanților angajaților pentru monitorizarea la locul de muncă (art. 35 alin. (9) din GDPR).',
                'Reprezentantul legal aprobă măsurile și riscul rezidual.',
              ]),
            ],
          },
          {
            id: 'content',
            title: 'Ce cuprinde evaluarea',
            parts: [
              'Conform art. 35 alin. (7) din GDPR, evaluarea cuprinde cel puțin: descrierea sistematică a prelucrării și a scopurilor, inclusiv interesul legitim urmărit; evaluarea necesității și proporționalității; evaluarea riscurilor pentru drepturile și libertățile persoanelor; măsurile preconizate pentru abordarea riscurilor, inclusiv garanțiile și mecanismele de securitate. Se folosește modelul de evaluare a impactului din platformă, precompletat cu operațiunile companiei.',
              'Fiecare risc (acces nelegitim, modificare nedorită, dispariția datelor și consecințele lor pentru persoane) se apreciază după probabilitate și gravitate, pe o scară de la 1 la 4, înainte și după măsurile propuse; ceea ce rămâne după măsuri este riscul rezidual.',
            ],
          },
          {
            id: 'consultation',
            title: 'Consultarea prealabilă a autorității',
            parts: [
              `Dacă riscul rezidual rămâne ridicat, prelucrarea nu începe înainte de consultarea prealabilă a ${e.authority} (art. 36 din GDPR). Autoritatea răspunde în cel mult opt săptămâni de la primirea cererii, termen care poate fi prelungit cu șase săptămâni pentru prelucrări complexe.`,
            ],
          },
          {
            id: 'review',
            title: 'Revizuirea',
            parts: [
              'Evaluarea se reia când se schimbă riscul prelucrării (date noi, tehnologie nouă, alt volum sau alt scop) și cel puțin o dată la trei ani.',
            ],
          },
        ],
      },
      POLITICA_CERERI_PERSOANE_VIZATE: {
        subtitle: 'cum primim și soluționăm cererile prin care persoanele își exercită drepturile',
        scope:
          'Procedura se aplică cererilor prin care o persoană își exercită drepturile prevăzute de art. 15–22 din GDPR, oricare ar fi forma lor (scrisă, electronică sau verbală) și oricine din companie le-ar primi.',
        sections: (ctx, e) => [
          {
            id: 'rights',
            title: 'Drepturile persoanelor',
            parts: [
              list([
                'dreptul de acces (art. 15);',
                'dreptul la rectificare (art. 16);',
                'dreptul la ștergerea datelor (art. 17);',
                'dreptul la restricționarea prelucrării (art. 18);',
                'dreptul la portabilitatea datelor (art. 20);',
                'dreptul de opoziție (art. 21);',
                'dreptul de a nu face obiectul unei decizii bazate exclusiv pe prelucrarea automată (art. 22);',
                'dreptul de a retrage consimțământul oricând (art. 7 alin. (3)).',
              ]),
            ],
          },
          {
            id: 'receiving',
            title: 'Primirea și înregistrarea cererilor',
            parts: [
              'Cererile se primesc la canalele comunicate în notele de informare. Orice angajat care primește o cerere, pe orice cale, o transmite în aceeași zi persoanei care se ocupă de protecția datelor:',
              { blocks: [contactFacts(ctx, 'ro')] },
              'Cererea se înregistrează în registrul cererilor persoanelor vizate în ziua primirii; registrul din platformă calculează termenul de răspuns și trimite memento-uri. Dacă cererea a venit pe cale electronică, persoanei i se confirmă primirea, cu termenul de răspuns.',
            ],
          },
          {
            id: 'identity',
            title: 'Verificarea identității',
            parts: [
              'Identitatea se verifică proporțional cu riscul: de regulă prin datele pe care le avem deja despre persoană (adresa de e-mail folosită în relația cu noi, numărul de client). Numai când avem îndoieli întemeiate cerem informații suplimentare (art. 12 alin. (6) din GDPR), strict necesare, folosind modelul de răspuns pentru informații suplimentare; nu cerem copia integrală a actului de identitate. O cerere făcută prin reprezentant se soluționează pe baza dovezii împuternicirii.',
            ],
          },
          {
            id: 'deadlines',
            title: 'Termenele',
            parts: [
              list([
                'Răspundem fără întârzieri nejustificate și cel târziu în termen de o lună de la primirea cererii (art. 12 alin. (3) din GDPR).',
                'Termenul se calculează pe zile calendaristice: ziua primirii nu se socotește, iar termenul se încheie în aceeași dată a lunii următoare (sau în ultima zi a lunii, dacă aceasta nu are acea dată); dacă ziua în care se încheie este nelucrătoare, termenul se încheie în prima zi lucrătoare următoare.',
                'Pentru cereri complexe sau numeroase, termenul se poate prelungi cu cel mult două luni; persoana este anunțată în prima lună, cu motivele prelungirii.',
                `Dacă nu dăm curs cererii, comunicăm în termen de o lună motivele și posibilitatea de a depune plângere la ${e.authority} și de a se adresa instanței (art. 12 alin. (4) din GDPR).`,
              ]),
            ],
          },
          {
            id: 'fees',
            title: 'Gratuitatea',
            parts: [
              'Răspunsurile sunt gratuite. Numai pentru cereri vădit nefondate sau excesive, în special prin caracterul lor repetitiv, putem percepe o taxă rezonabilă, bazată pe costurile administrative, sau putem refuza cererea; caracterul vădit nefondat sau excesiv trebuie dovedit de noi (art. 12 alin. (5) din GDPR).',
            ],
          },
          {
            id: 'handling',
            title: 'Soluționarea, pe tipuri de cereri',
            parts: [
              list([
                'Acces: confirmăm dacă prelucrăm datele persoanei și îi trimitem o copie, cu informațiile de la art. 15, acoperind datele altor persoane.',
                'Rectificare: corectăm sau completăm datele inexacte, după verificarea cu documentele pe care le avem.',
                'Ștergere: ștergem datele când se aplică art. 17 alin. (1), cu excepțiile de la art. 17 alin. (3), de exemplu o obligație legală de păstrare.',
                'Restricționare: marcăm datele astfel încât să fie doar stocate, în cazurile de la art. 18 alin. (1), și anunțăm persoana înainte de ridicarea restricției.',
                'Portabilitate: transmitem datele furnizate de persoană, prelucrate automat pe bază de consimțământ sau de contract, într-un format structurat, care poate fi citit automat.',
                'Opoziție: opoziția la marketingul direct se aplică imediat și necondiționat; pentru prelucrările pe interes legitim, încetăm prelucrarea, în afară de cazul în care demonstrăm motive legitime și imperioase care prevalează.',
                'Decizii automatizate: asigurăm intervenția umană, permitem persoanei să își exprime punctul de vedere și reanalizăm decizia.',
              ]),
              'Pentru fiecare tip de cerere se folosește modelul de răspuns corespunzător din platformă. Rectificarea, ștergerea și restricționarea se comunică destinatarilor cărora le-au fost transmise datele, cu excepția cazului în care acest lucru este imposibil sau presupune eforturi disproporționate (art. 19 din GDPR).',
            ],
          },
          {
            id: 'records',
            title: 'Evidența',
            parts: [
              ctx.edition === 'INT'
                ? 'Cererea, verificările făcute, răspunsul și dovada transmiterii lui se păstrează la registrul cererilor cât este necesar pentru a dovedi respectarea drepturilor persoanelor.'
                : 'Cererea, verificările făcute, răspunsul și dovada transmiterii lui se păstrează la registrul cererilor cât este necesar pentru a dovedi respectarea drepturilor persoanelor, de regulă 3 ani de la răspuns (termenul general de prescripție, art. 2517 din Codul civil).',
            ],
          },
        ],
      },
      POLITICA_MESAJE_MARKETING: {
        subtitle: 'regulile pentru orice mesaj comercial trimis de companie',
        scope:
          'Politica se aplică tuturor comunicărilor comerciale ale companiei către persoane fizice, pe orice canal: e-mail, SMS, aplicații de mesagerie, notificări, apeluri telefonice și corespondență, inclusiv către persoanele de contact ale clienților persoane juridice, ale căror adrese nominale (de exemplu prenume.nume@companie.ro) sunt date cu caracter personal.',
        sections: (ctx, e) => [
          {
            id: 'consent',
            title: 'Consimțământul prealabil',
            parts: [
              `Mesajele comerciale prin e-mail, SMS sau sisteme automate de apelare se trimit numai persoanelor care și-au dat în prealabil consimțământul (${e.marketingLaw}). Consimțământul este valabil numai dacă este liber, specific, informat și lipsit de ambiguitate (art. 4 pct. 11 și art. 7 din GDPR):`,
              list([
                'se cere printr-o acțiune clară a persoanei (bifarea unei căsuțe nebifate în prealabil, un buton de abonare), separat de acceptarea termenilor și condițiilor;',
                'persoana este informată, în momentul colectării, cine trimite mesajele, ce fel de mesaje, pe ce canale și cât de des, și că se poate dezabona oricând;',
                'abonarea prin e-mail se confirmă printr-un mesaj cu link de confirmare (dublă confirmare), care dovedește că adresa aparține persoanei;',
                'pentru fiecare consimțământ păstrăm dovada: data și ora, canalul, textul acceptat și versiunea lui.',
              ]),
            ],
          },
          {
            id: 'soft-opt-in',
            title: 'Excepția pentru clienții existenți',
            parts: [
              `Putem trimite mesaje prin e-mail, fără consimțământ prealabil, clienților care ne-au dat adresa de e-mail la cumpărarea unui produs sau serviciu, numai pentru produse sau servicii proprii similare, cu condiția ca la colectarea adresei și în fiecare mesaj să li se ofere posibilitatea de a refuza gratuit și simplu aceste mesaje (${e.softOptIn}). Excepția nu se aplică SMS-urilor decât dacă legea aplicabilă o permite, nici produselor altor companii.`,
            ],
          },
          {
            id: 'every-message',
            title: 'Ce conține fiecare mesaj',
            parts: [
              list([
                'identitatea clară a companiei ca expeditor și o adresă validă la care persoana poate răspunde;',
                'un link sau o modalitate gratuită și simplă de dezabonare, care funcționează fără autentificare;',
                'un subiect care nu induce în eroare cu privire la caracterul comercial al mesajului.',
              ]),
            ],
          },
          {
            id: 'objection',
            title: 'Dezabonarea și opoziția',
            parts: [
              'Dezabonarea și opoziția la marketingul direct se aplică imediat și necondiționat, fără a cere motive (art. 21 alin. (2) și (3) din GDPR); ele acoperă și crearea de profiluri în scop de marketing. Adresa persoanei se trece într-o listă de excludere, păstrată numai pentru a garanta că nu mai primește mesaje; lista se verifică înaintea fiecărei campanii.',
            ],
          },
          {
            id: 'profiling',
            title: 'Segmentarea și profilarea',
            parts: [
              'Listele pot fi segmentate după datele furnizate de persoane și după istoricul relației cu compania. Profilarea detaliată (de exemplu combinarea datelor din mai multe surse sau urmărirea comportamentului de navigare) se face numai cu informarea persoanelor și, unde legea o cere, cu consimțământul lor; nu folosim categorii speciale de date pentru marketing.',
            ],
          },
          {
            id: 'operations',
            title: 'Comunicările de marketing ale companiei',
            parts: [{ blocks: marketingBlocks(ctx, 'ro') }],
          },
          {
            id: 'providers',
            title: 'Furnizorii de servicii de marketing',
            parts: [
              'Platformele de e-mail marketing, SMS sau CRM prelucrează datele în numele nostru: folosim numai furnizori cu care am încheiat un contract conform art. 28 din GDPR și, pentru furnizorii din afara Spațiului Economic European, numai cu o garanție de transfer (decizie de adecvare, certificare Data Privacy Framework sau clauze contractuale standard). Nu cumpărăm și nu închiriem liste de adrese.',
            ],
          },
          {
            id: 'retention',
            title: 'Cât timp păstrăm datele de marketing',
            parts: [
              'Datele se folosesc până la retragerea consimțământului sau dezabonare. Contactele care nu au deschis niciun mesaj într-o perioadă îndelungată se șterg sau li se cere reconfirmarea abonării, la intervalul stabilit de companie:',
              [
                missing(
                  'intervalul după care contactele inactive se șterg sau se reconfirmă, de exemplu 24 de luni',
                ),
              ],
              'Dovada consimțământului se păstrează cât timp folosim datele și apoi cât este necesar pentru a o putea prezenta autorității sau în instanță.',
            ],
          },
        ],
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
          archivesLaw:
            'Records subject to the National Archives Law No 16/1996 are kept and transferred according to the company’s archival nomenclature; they are not destroyed before the period in the nomenclature expires.',
        },
        int: {
          authority: 'the competent supervisory authority',
          authorityShort: 'the supervisory authority',
          marketingLaw:
            'Article 13 of Directive 2002/58/EC (the ePrivacy Directive), as implemented in the Member State where the messages are sent',
          softOptIn: 'Article 13(2) of Directive 2002/58/EC',
          archivesLaw: null,
        },
      },
    },
    docs: {
      POLITICA_RETENTIE: {
        subtitle: 'the company’s retention schedule and the rules for deletion',
        scope:
          'This policy sets how long the company keeps personal data and how it deletes or anonymises them when the period ends (storage limitation, Article 5(1)(e) GDPR). It applies to all data, on paper or electronic, including backups, wherever they are stored.',
        sections: (ctx, e) => [
          {
            id: 'principles',
            title: 'General rules',
            parts: [
              list([
                'We keep data only as long as needed for the purpose for which they were collected, or as long as the law requires; where a law sets a period, it prevails.',
                'A period runs from the event stated in the schedule (for example the end of the contract or of the financial year); where none is stated, from the date the data were collected.',
                'When the period ends, the data are deleted or irreversibly anonymised, so that the person can no longer be identified.',
                'Data needed in pending litigation, an inspection or an investigation are kept until it is finally resolved, even after the period ends (a legal hold), only as long as needed and only for that purpose.',
                'Backups are overwritten in rotation; data deleted from systems are restored from backups only to recover from an incident, after which they are deleted again.',
              ]),
            ],
          },
          {
            id: 'schedule',
            title: 'Retention schedule',
            parts: [
              'The periods below are those of the processing operations the company has described, with the legal source of each where there is one:',
              {
                blocks: scheduleBlocks(ctx, [
                  'Situation and operation',
                  'Data',
                  'Retention period',
                  'Where it is kept',
                ]),
              },
            ],
          },
          {
            id: 'deletion',
            title: 'Deletion and destruction procedure',
            parts: [
              list([
                'At least once a month, each head of department checks the data in the systems and files they are responsible for and marks those whose period has ended.',
                'Electronic data are deleted from applications, shared folders and mailboxes; where the application allows it, deletion is scheduled automatically for the end of the period.',
                'Paper records are destroyed by shredding at an appropriate security level (for example P-4 under DIN 66399), or by an authorised provider who issues a certificate of destruction.',
                'Storage media taken out of use (hard disks, memory sticks, phones) are securely overwritten or physically destroyed before they are handed over, sold or scrapped.',
                'Each deletion or destruction is recorded in a report or in the deletion log: the date, the categories of data and records, the method and the person who carried it out.',
              ]),
              ...(e.archivesLaw ? [e.archivesLaw] : []),
            ],
          },
          {
            id: 'requests',
            title: 'Requests for erasure',
            parts: [
              'A request for erasure from a data subject is handled under the data-subject request procedure, within one month at most. Data the law requires us to keep are not erased before the period ends (Article 17(3)(b) GDPR); the person is told which data are kept, why and until when.',
            ],
          },
          {
            id: 'roles',
            title: 'Responsibilities',
            parts: [
              list([
                'The legal representative approves the retention schedule and provides the means to apply it.',
                'The person in charge of data protection keeps the schedule up to date, checks every year that it is applied and records the check.',
                'Heads of department apply the periods to the data they are responsible for; employees keep no personal copies of data outside the company’s systems.',
              ]),
            ],
          },
        ],
      },
      POLITICA_INCALCARI_SECURITATE: {
        subtitle: 'what we do when personal data are lost, disclosed or compromised',
        scope:
          'This procedure applies to every personal data breach (Article 4(12) GDPR): any incident leading, accidentally or unlawfully, to the destruction, loss, alteration or unauthorised disclosure of, or access to, personal data, whether on paper or electronic, at our premises or at a provider processing them on our behalf.',
        sections: (ctx, e) => [
          {
            id: 'examples',
            title: 'Examples of breaches',
            parts: [
              list([
                'a laptop, phone or memory stick holding data lost or stolen;',
                'an e-mail with personal data sent to the wrong recipient, or with all recipients visible;',
                'a cyber attack: ransomware, a compromised password, unauthorised access to an account;',
                'paper files lost, left unattended or thrown away without being destroyed;',
                'data deleted by mistake with no backup, or a system outage that prevents access to the data.',
              ]),
            ],
          },
          {
            id: 'reporting',
            title: 'Internal reporting',
            parts: [
              'Any employee who discovers or suspects a breach reports it at once, without waiting for confirmation, to the person below, by phone and in writing. They do not investigate alone, do not remove traces and keep the evidence (messages, logs, equipment).',
              { blocks: [contactFacts(ctx, 'en')] },
              'Providers processing data on our behalf are contractually bound to tell us without undue delay of any breach they discover (Article 33(2) GDPR).',
            ],
          },
          {
            id: 'steps',
            title: 'The steps to follow',
            parts: [
              {
                blocks: [
                  h('1. Containment'),
                  p(
                    'The measures that stop the incident and limit its effects are taken at once: blocking compromised accounts and changing passwords, disconnecting affected equipment, recalling a misdirected e-mail and asking the recipient to delete it, remotely wiping a lost device.',
                  ),
                  h('2. Assessing the risk to people'),
                  p(
                    'The person in charge of data protection assesses, with those involved, the risk to people’s rights and freedoms, considering: the type of breach; the nature, sensitivity and volume of the data; how easily people can be identified; how serious the consequences could be (for example identity theft, financial loss, discrimination, damage to reputation); the categories of people (children, patients, employees) and their number. The conclusion is one of: risk unlikely, risk, or high risk.',
                  ),
                  h('3. Notifying the authority within 72 hours'),
                  p(
                    `If the breach is likely to result in a risk, we notify ${e.authority} without undue delay and, where feasible, within 72 hours of becoming aware of it (Article 33 GDPR). The clock starts when we are reasonably certain that an incident affecting personal data has occurred, not when the investigation ends.`,
                  ),
                  p(
                    'The notification describes: the nature of the breach, the categories and approximate numbers of people and records concerned, the contact person, the likely consequences and the measures taken or proposed. If we do not have all the information, we provide it in phases; a notification after 72 hours states the reasons for the delay. We use the breach notification template and the breach register on the platform.',
                  ),
                  h('4. Informing the people affected'),
                  p(
                    'Where the breach is likely to result in a high risk, we inform the people affected without undue delay, in clear and plain language: what happened, the likely consequences, what we have done and what they can do to protect themselves (such as changing a password), and the contact person (Article 34 GDPR). This is not needed if the data were encrypted or otherwise unintelligible to others, if later measures removed the high risk, or if informing each person would involve disproportionate effort, in which case we make a public communication.',
                  ),
                  h('5. Recording it in the register'),
                  p(
                    'Every breach, notified or not, is recorded in the breach register: the facts, the effects, the remedial action and the decision on notification, with its reasons (Article 33(5) GDPR).',
                  ),
                  h('6. Lessons learnt'),
                  p(
                    'Once the incident is closed, we analyse its cause and set the measures that prevent it from happening again; the procedure is revised where needed.',
                  ),
                ],
              },
            ],
          },
          {
            id: 'authority',
            title: 'The supervisory authority',
            parts:
              ctx.edition === 'INT'
                ? [
                    'The notification is sent to the supervisory authority of the Member State of the company’s main establishment, using the form it provides.',
                  ]
                : [
                    'The notification is sent to ANSPDCP using the notification form published on the authority’s website, at the contact details below:',
                    { blocks: [anspdcpFacts('en')] },
                  ],
          },
        ],
      },
      POLITICA_EVALUARE_IMPACT: {
        subtitle: 'when and how we assess the impact of processing on data protection',
        scope:
          'This procedure sets when a data protection impact assessment (DPIA, Article 35 GDPR) is mandatory, who carries it out and how, before starting new processing or changing existing processing.',
        sections: (ctx, e) => [
          {
            id: 'when',
            title: 'When an assessment is mandatory',
            parts: [
              'An assessment is made before processing starts whenever it is likely to result in a high risk to people’s rights and freedoms, in particular in the cases of Article 35(3) GDPR:',
              list([
                'a systematic and extensive evaluation of personal aspects based on automated processing, including profiling, on which decisions with legal or similarly significant effects are based;',
                'large-scale processing of special categories of data (Article 9) or of data relating to criminal convictions (Article 10);',
                'systematic monitoring of a publicly accessible area on a large scale.',
              ]),
              'The criteria of the Article 29 Working Party’s Guidelines WP248, endorsed by the European Data Protection Board, help the assessment; processing that meets two or more of them usually needs an impact assessment:',
              list([
                'evaluation or scoring, including profiling and predicting;',
                'automated decisions with legal or similarly significant effects;',
                'systematic monitoring;',
                'sensitive data or data of a highly personal nature;',
                'large-scale processing;',
                'matching or combining datasets;',
                'data concerning vulnerable people (children, employees, patients);',
                'innovative use of new technological or organisational solutions;',
                'processing that prevents people from exercising a right or using a service or a contract.',
              ]),
              ...(ctx.edition === 'INT'
                ? [
                    'The list of processing operations requiring an assessment published by the competent supervisory authority (Article 35(4) GDPR) is also checked.',
                  ]
                : [
                    // verify: the items of the list approved by ANSPDCP Decision 174/2018 against its published text.
                    'The list of processing operations requiring an assessment approved by ANSPDCP Decision 174/2018 (Article 35(4) GDPR) is also checked; among others, it covers large-scale processing of vulnerable people’s data (in particular minors and employees) by automated monitoring, large-scale processing of biometric or genetic data, of location data or of data generated by sensor devices, and large-scale use of new technologies.',
                  ]),
            ],
          },
          {
            id: 'screening',
            title: 'Screening',
            parts: [
              'For each new or changed processing operation, whoever proposes it completes a screening with the person in charge of data protection: which data, about whom, in what volume, with what technology, and which of the criteria above are met. The conclusion (assessment needed or not) is recorded and kept with its reasons, even when no assessment is needed.',
            ],
          },
          {
            id: 'who',
            title: 'Who carries out the assessment',
            parts: [
              list([
                'The department proposing the processing carries out the assessment, with the help of those who will apply it (IT, HR, sales) and of the providers involved (Article 28(3)(f) GDPR).',
                ctx.company.dataProtectionResponsible?.isDpo
                  ? 'The advice of the data protection officer is sought (Article 35(2) GDPR) and recorded in the assessment.'
                  : 'The company has not appointed a data protection officer; the opinion of the data protection contact person is sought and recorded in the assessment.',
                'Where appropriate, the views of the data subjects or their representatives are sought, for example of the trade union or employee representatives for workplace monitoring (Article 35(9) GDPR).',
                'The legal representative approves the measures and the residual risk.',
              ]),
            ],
          },
          {
            id: 'content',
            title: 'What the assessment contains',
            parts: [
              'Under Article 35(7) GDPR the assessment contains at least: a systematic description of the processing and its purposes, including the legitimate interest pursued; an assessment of necessity and proportionality; an assessment of the risks to people’s rights and freedoms; the measures envisaged to address the risks, including safeguards and security mechanisms. The impact assessment template on the platform, prefilled with the company’s operations, is used.',
              'Each risk (illegitimate access, unwanted change, disappearance of data, and their consequences for people) is rated by likelihood and severity on a scale of 1 to 4, before and after the proposed measures; what remains after the measures is the residual risk.',
            ],
          },
          {
            id: 'consultation',
            title: 'Prior consultation of the authority',
            parts: [
              `If the residual risk remains high, processing does not start before prior consultation of ${e.authority} (Article 36 GDPR). The authority answers within eight weeks of receiving the request, extendable by six weeks for complex processing.`,
            ],
          },
          {
            id: 'review',
            title: 'Review',
            parts: [
              'The assessment is repeated when the risk of the processing changes (new data, new technology, another volume or purpose) and at least every three years.',
            ],
          },
        ],
      },
      POLITICA_CERERI_PERSOANE_VIZATE: {
        subtitle: 'how we receive and handle requests from people exercising their rights',
        scope:
          'This procedure applies to requests by which a person exercises the rights of Articles 15 to 22 GDPR, whatever their form (written, electronic or oral) and whoever in the company receives them.',
        sections: (ctx, e) => [
          {
            id: 'rights',
            title: 'People’s rights',
            parts: [
              list([
                'the right of access (Article 15);',
                'the right to rectification (Article 16);',
                'the right to erasure (Article 17);',
                'the right to restriction of processing (Article 18);',
                'the right to data portability (Article 20);',
                'the right to object (Article 21);',
                'the right not to be subject to a decision based solely on automated processing (Article 22);',
                'the right to withdraw consent at any time (Article 7(3)).',
              ]),
            ],
          },
          {
            id: 'receiving',
            title: 'Receiving and registering requests',
            parts: [
              'Requests are received through the channels stated in the privacy notices. Any employee who receives a request, by whatever means, passes it on the same day to the person in charge of data protection:',
              { blocks: [contactFacts(ctx, 'en')] },
              'The request is entered in the register of data-subject requests on the day it arrives; the register on the platform computes the deadline and sends reminders. If the request came electronically, the person is sent an acknowledgement with the date of the answer.',
            ],
          },
          {
            id: 'identity',
            title: 'Checking identity',
            parts: [
              'Identity is checked in proportion to the risk: usually through data we already hold about the person (the e-mail address they use with us, their customer number). Only where we have reasonable doubts do we ask for additional information (Article 12(6) GDPR), strictly what is needed, using the response template for additional information; we do not ask for a full copy of an identity document. A request made through a representative is handled on proof of their authority.',
            ],
          },
          {
            id: 'deadlines',
            title: 'Deadlines',
            parts: [
              list([
                'We answer without undue delay and at the latest within one month of receiving the request (Article 12(3) GDPR).',
                'The period is counted in calendar days: the day of receipt does not count, and the period ends on the same date of the following month (or on the last day of that month if it has no such date); if that day is not a working day, it ends on the next working day.',
                'For complex or numerous requests the period may be extended by two further months at most; the person is told within the first month, with the reasons for the extension.',
                `If we do not act on the request, we give the reasons within one month, together with the possibility of lodging a complaint with ${e.authority} and seeking a judicial remedy (Article 12(4) GDPR).`,
              ]),
            ],
          },
          {
            id: 'fees',
            title: 'Free of charge',
            parts: [
              'Answers are free of charge. Only for manifestly unfounded or excessive requests, in particular because of their repetitive character, may we charge a reasonable fee based on administrative costs or refuse to act; we bear the burden of demonstrating that a request is manifestly unfounded or excessive (Article 12(5) GDPR).',
            ],
          },
          {
            id: 'handling',
            title: 'Handling each type of request',
            parts: [
              list([
                'Access: we confirm whether we process the person’s data and send a copy, with the information of Article 15, redacting other people’s data.',
                'Rectification: we correct or complete inaccurate data after checking them against the documents we hold.',
                'Erasure: we erase the data where Article 17(1) applies, subject to the exceptions of Article 17(3), such as a legal obligation to keep them.',
                'Restriction: we mark the data so that they are only stored, in the cases of Article 18(1), and tell the person before the restriction is lifted.',
                'Portability: we send the data the person provided, processed by automated means on the basis of consent or contract, in a structured, machine-readable format.',
                'Objection: an objection to direct marketing is applied at once and unconditionally; for processing based on legitimate interest we stop unless we demonstrate compelling legitimate grounds that override the person’s.',
                'Automated decisions: we provide human intervention, let the person express their point of view and review the decision.',
              ]),
              'For each type of request the matching response template on the platform is used. Rectification, erasure and restriction are communicated to the recipients to whom the data were disclosed, unless this proves impossible or involves disproportionate effort (Article 19 GDPR).',
            ],
          },
          {
            id: 'records',
            title: 'Records',
            parts: [
              ctx.edition === 'INT'
                ? 'The request, the checks made, the answer and proof that it was sent are kept with the register of requests for as long as needed to demonstrate that people’s rights were respected.'
                : 'The request, the checks made, the answer and proof that it was sent are kept with the register of requests for as long as needed to demonstrate that people’s rights were respected, usually 3 years from the answer (the general limitation period, Article 2517 of the Civil Code).',
            ],
          },
        ],
      },
      POLITICA_MESAJE_MARKETING: {
        subtitle: 'the rules for any commercial message the company sends',
        scope:
          'This policy applies to all the company’s commercial communications to individuals, through any channel: e-mail, SMS, messaging apps, notifications, phone calls and post, including to contact persons at business customers, whose named addresses (such as firstname.lastname@company.com) are personal data.',
        sections: (ctx, e) => [
          {
            id: 'consent',
            title: 'Prior consent',
            parts: [
              `Commercial messages by e-mail, SMS or automated calling systems are sent only to people who have given their prior consent (${e.marketingLaw}). Consent is valid only if it is freely given, specific, informed and unambiguous (Articles 4(11) and 7 GDPR):`,
              list([
                'it is asked for through a clear action by the person (ticking a box that was not pre-ticked, a subscribe button), separately from accepting the terms and conditions;',
                'when it is collected, the person is told who sends the messages, what kind, through which channels and how often, and that they can unsubscribe at any time;',
                'e-mail sign-ups are confirmed by a message with a confirmation link (double opt-in), which proves that the address belongs to the person;',
                'for each consent we keep proof: the date and time, the channel, the text accepted and its version.',
              ]),
            ],
          },
          {
            id: 'soft-opt-in',
            title: 'The exception for existing customers',
            parts: [
              `Without prior consent, we may send e-mail messages to customers who gave us their e-mail address when buying a product or service, only about our own similar products or services, provided that they are offered a free and simple way to refuse such messages when the address is collected and in every message (${e.softOptIn}). The exception does not cover SMS unless the applicable law allows it, nor other companies’ products.`,
            ],
          },
          {
            id: 'every-message',
            title: 'What every message contains',
            parts: [
              list([
                'the company clearly identified as the sender, and a valid address the person can reply to;',
                'a free and simple way to unsubscribe that works without logging in;',
                'a subject line that does not mislead about the commercial nature of the message.',
              ]),
            ],
          },
          {
            id: 'objection',
            title: 'Unsubscribing and objecting',
            parts: [
              'Unsubscribing and objecting to direct marketing take effect at once and unconditionally, without asking for reasons (Article 21(2) and (3) GDPR); they also cover profiling for marketing. The person’s address goes on a suppression list, kept only to make sure they receive no more messages; the list is checked before every campaign.',
            ],
          },
          {
            id: 'profiling',
            title: 'Segmentation and profiling',
            parts: [
              'Lists may be segmented by the data people provided and by the history of their relationship with the company. Detailed profiling (such as combining data from several sources or tracking browsing behaviour) is done only with people informed and, where the law requires it, with their consent; special categories of data are never used for marketing.',
            ],
          },
          {
            id: 'operations',
            title: 'The company’s marketing communications',
            parts: [{ blocks: marketingBlocks(ctx, 'en') }],
          },
          {
            id: 'providers',
            title: 'Marketing service providers',
            parts: [
              'E-mail marketing, SMS or CRM platforms process data on our behalf: we use only providers with whom we have an agreement under Article 28 GDPR and, for providers outside the European Economic Area, only with a transfer safeguard (an adequacy decision, Data Privacy Framework certification or standard contractual clauses). We do not buy or rent address lists.',
            ],
          },
          {
            id: 'retention',
            title: 'How long we keep marketing data',
            parts: [
              'Data are used until consent is withdrawn or the person unsubscribes. Contacts who have opened no message for a long time are deleted or asked to confirm their subscription again, at the interval the company sets:',
              [
                missing(
                  'the interval after which inactive contacts are deleted or asked to reconfirm, e.g. 24 months',
                ),
              ],
              'Proof of consent is kept while we use the data and then as long as needed to show it to the authority or in court.',
            ],
          },
        ],
      },
    },
  },
};

const SCHEDULE_WIDTHS = [30, 30, 25, 15];

/** The retention schedule: one table per category of data subjects, a row per operation. */
function scheduleBlocks(ctx: DocumentContext, columns: string[]): Block[] {
  if (ctx.operations.length === 0) return [note(MESSAGES_NONE[ctx.language])];
  return ctx.situations
    .filter((s) => s.operations.length > 0)
    .flatMap((s) => [
      h(`${s.dataSubjectLabel}: ${s.name}`),
      table(
        columns,
        s.operations.map((op) => [
          op.name,
          op.data.map((d) => d.text).join(', '),
          op.storageDuration,
          op.storageLocations.map((l) => l.text).join(', ') || '—',
        ]),
        SCHEDULE_WIDTHS,
      ),
    ]);
}

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

export const INTERNAL_POLICY_TEMPLATES = {
  POLITICA_RETENTIE: policyTemplate('POLITICA_RETENTIE'),
  POLITICA_INCALCARI_SECURITATE: policyTemplate('POLITICA_INCALCARI_SECURITATE'),
  POLITICA_EVALUARE_IMPACT: policyTemplate('POLITICA_EVALUARE_IMPACT'),
  POLITICA_CERERI_PERSOANE_VIZATE: policyTemplate('POLITICA_CERERI_PERSOANE_VIZATE'),
  POLITICA_MESAJE_MARKETING: policyTemplate('POLITICA_MESAJE_MARKETING'),
} satisfies Record<PolicyCode, DocumentTemplate>;
