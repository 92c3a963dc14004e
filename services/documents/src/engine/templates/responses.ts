/**
 * Response templates for data-subject requests (Arts. 12, 15–22 GDPR; facts/gdpr-documents.md,
 * "Data-subject requests and response templates"): a letter per right on the company's letterhead,
 * with the fields to fill in for each request highlighted (request number, dates, the person) and,
 * where the answer may go either way, each version to keep or delete. Before the letter, how to use
 * it: the one-month term and its extension, the channel, free of charge, the register of requests.
 * A refusal names the routes of appeal: ANSPDCP and the courts on the RO and EN editions, the
 * competent supervisory authority on INT.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { addressOf, companyExtras, contactChannel, formatDay, valueOr } from '../blocks.ts';
import type { DocumentContext, Language } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { MESSAGES, type DocumentTemplate } from '../template.ts';
import {
  facts,
  field,
  h,
  missing,
  note,
  p,
  section,
  ul,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';

type ResponseCode = Extract<
  TDocumentCode,
  | 'MODELE_RASPUNS_INFORMATII_SUPLIMENTARE'
  | 'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE'
  | 'MODELE_RASPUNS_DECIZIE_AUTOMATA'
  | 'MODELE_RASPUNS_RESTRICTIONARE'
  | 'MODELE_RASPUNS_OPOZITIE'
  | 'MODELE_RASPUNS_STERGERE'
  | 'MODELE_RASPUNS_RECTIFICARE'
  | 'MODELE_RASPUNS_ACCES'
  | 'MODELE_RASPUNS_PORTABILITATE'
>;

/** A line of a letter's body: a paragraph (with fields), a version's heading, a list, or a hint to the user. */
type Line = string | Inline[] | { version: string } | { list: Array<string | Inline[]> } | { hint: string };

interface ResponseText {
  subtitle: string;
  /** What to check before answering with this template. */
  hints: string[];
  body: (ctx: DocumentContext) => Line[];
  /** Whether the letter may refuse (then it names the routes of appeal). */
  refusal: boolean;
}

interface Common {
  howTitle: string;
  how: string[];
  letterTitle: string;
  number: string;
  date: string;
  to: string;
  address: string;
  subject: string;
  ref: (received: Inline, number: Inline) => Inline[];
  greeting: Inline[];
  closing: string;
  appealIntro: string;
  signer: string;
  signature: string;
  signerMissing: string;
  letterhead: {
    name: string;
    fiscalCode: string;
    fiscalCodeInt: string;
    address: string;
    email: string;
    contact: (isDpo: boolean) => string;
  };
  f: {
    number: string;
    date: string;
    person: string;
    address: string;
    received: string;
  };
}

const F = field;

const TEXTS: Record<Language, { common: Common; docs: Record<ResponseCode, ResponseText> }> = {
  ro: {
    common: {
      howTitle: 'Cum folosiți acest model',
      how: [
        'Completați câmpurile evidențiate și păstrați numai varianta potrivită situației; ștergeți indicațiile dintre paranteze.',
        'Răspundeți fără întârzieri nejustificate și cel târziu în termen de o lună de la primirea cererii (art. 12 alin. (3) din GDPR). Pentru cereri complexe sau numeroase, termenul se poate prelungi cu încă două luni, dar persoana trebuie anunțată în prima lună, cu motivele prelungirii.',
        'Răspundeți pe același canal pe care a sosit cererea (de exemplu, prin e-mail unei cereri primite prin e-mail), dacă persoana nu a cerut altfel.',
        'Răspunsul este gratuit. Numai pentru cereri vădit nefondate sau excesive puteți percepe o taxă rezonabilă ori refuza cererea, motivat (art. 12 alin. (5) din GDPR).',
        'Notați cererea, răspunsul și data trimiterii în registrul cererilor persoanelor vizate și păstrați dovada transmiterii.',
      ],
      letterTitle: 'Răspunsul',
      number: 'Nr. de înregistrare',
      date: 'Data',
      to: 'Către',
      address: 'Adresa',
      subject: 'Referitor la',
      ref: (received, number) => ['cererea dumneavoastră din ', received, ', înregistrată cu nr. ', number],
      greeting: ['Stimată doamnă / Stimate domnule ', F('numele persoanei'), ','],
      closing: 'Cu stimă,',
      appealIntro:
        'Dacă nu sunteți mulțumit de răspunsul nostru, vă puteți adresa din nou nouă, puteți depune plângere la autoritatea de supraveghere și vă puteți adresa instanței de judecată.',
      signer: 'Numele și funcția',
      signature: 'Semnătura',
      signerMissing: 'cine semnează răspunsurile',
      letterhead: {
        name: 'Operator',
        fiscalCode: 'CUI',
        fiscalCodeInt: 'Cod de identificare fiscală',
        address: 'Sediul',
        email: 'E-mail',
        contact: (isDpo) =>
          isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
      },
      f: {
        number: 'nr. de înregistrare',
        date: 'data răspunsului',
        person: 'numele și prenumele persoanei vizate',
        address: 'adresa de e-mail sau poștală',
        received: 'data primirii cererii',
      },
    },
    docs: {
      MODELE_RASPUNS_INFORMATII_SUPLIMENTARE: {
        subtitle: 'când aveți nevoie de informații suplimentare pentru a da curs cererii',
        hints: [
          'Cereți numai informațiile strict necesare pentru a identifica persoana; de regulă ajung datele pe care le aveți deja despre ea (de exemplu, numărul de client sau adresa de e-mail folosită în relația cu dumneavoastră). Nu cereți copia integrală a actului de identitate.',
          'Folosiți modelul numai când aveți îndoieli întemeiate privind identitatea solicitantului (art. 12 alin. (6) din GDPR) sau când cererea nu este suficient de clară.',
        ],
        refusal: false,
        body: () => [
          [
            'Am primit cererea dumneavoastră din ',
            F('data primirii cererii'),
            ', prin care solicitați ',
            F('dreptul exercitat, de exemplu accesul la date'),
            '.',
          ],
          [
            'Pentru a vă putea răspunde și pentru a ne asigura că datele nu sunt dezvăluite altei persoane, avem nevoie de următoarele informații:',
          ],
          { list: [[F('informațiile necesare, de exemplu numărul de client sau data ultimei comenzi')]] },
          { version: 'Dacă cererea nu este suficient de clară' },
          [
            'Vă rugăm să ne precizați ',
            F('ce trebuie clarificat, de exemplu perioada sau serviciul vizat'),
            '.',
          ],
          { version: 'În toate cazurile' },
          'Vă cerem numai informațiile strict necesare pentru a vă identifica și le folosim exclusiv în acest scop. Vă vom răspunde fără întârzieri nejustificate după ce le primim.',
          'Dacă nu ne transmiteți aceste informații, este posibil să nu putem da curs cererii, deoarece nu vă putem identifica (art. 11 alin. (2) și art. 12 alin. (2) din GDPR).',
        ],
      },
      MODELE_RASPUNS_CONFIRMARE_INREGISTRARE: {
        subtitle: 'confirmarea primirii unei cereri și termenul de răspuns',
        hints: [
          'Termenul de o lună se calculează de la data primirii cererii: ziua primirii nu se socotește, iar termenul se încheie în aceeași dată a lunii următoare (sau în ultima zi a lunii, dacă aceasta nu are acea dată); dacă ultima zi este sâmbătă, duminică sau zi de sărbătoare legală, termenul se încheie în prima zi lucrătoare următoare. Registrul cererilor din platformă îl calculează automat.',
        ],
        refusal: false,
        body: () => [
          [
            'Vă confirmăm că am primit cererea dumneavoastră din ',
            F('data primirii cererii'),
            ', prin care ați exercitat ',
            F('dreptul exercitat, de exemplu dreptul de acces'),
            '. Cererea a fost înregistrată cu nr. ',
            F('nr. de înregistrare'),
            '.',
          ],
          [
            'Vă vom răspunde fără întârzieri nejustificate și cel târziu până la ',
            F('data-limită: o lună de la primirea cererii'),
            '.',
          ],
          'Dacă cererea este complexă sau primim un număr mare de cereri, termenul se poate prelungi cu cel mult două luni; în acest caz vă vom anunța, cu motivele prelungirii, înainte de expirarea primei luni.',
          'Exercitarea drepturilor dumneavoastră este gratuită.',
        ],
      },
      MODELE_RASPUNS_DECIZIE_AUTOMATA: {
        subtitle: 'răspunsul la contestarea unei decizii bazate exclusiv pe prelucrare automată',
        hints: [
          'Reanalizarea trebuie făcută de o persoană care are autoritatea și competența de a schimba decizia și care ia în considerare toate datele relevante, inclusiv punctul de vedere al persoanei (art. 22 alin. (3) din GDPR).',
          'Explicați logica deciziei pe înțelesul persoanei: ce criterii au contat și cu ce greutate, nu codul sau algoritmul.',
        ],
        refusal: true,
        body: () => [
          [
            'Ați contestat decizia ',
            F('decizia, de exemplu respingerea cererii de credit'),
            ' din ',
            F('data deciziei'),
            ', luată exclusiv prin prelucrare automată.',
          ],
          [
            'Conform art. 22 alin. (3) din GDPR, decizia a fost reanalizată de ',
            F('funcția persoanei care a reanalizat decizia'),
            ', care a luat în considerare punctul de vedere exprimat de dumneavoastră și toate informațiile relevante.',
          ],
          ['Logica folosită la luarea deciziei: ', F('criteriile folosite și importanța fiecăruia'), '.'],
          [
            'Importanța și consecințele prevăzute ale prelucrării pentru dumneavoastră: ',
            F('consecințele'),
            '.',
          ],
          { version: 'Varianta A – decizia se modifică' },
          [
            'În urma reanalizării, am modificat decizia astfel: ',
            F('noua decizie'),
            '. Motivele: ',
            F('motivele'),
            '.',
          ],
          { version: 'Varianta B – decizia se menține' },
          [
            'În urma reanalizării, menținem decizia, pentru următoarele motive: ',
            F('motivele, explicate concret'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_RESTRICTIONARE: {
        subtitle: 'răspunsul la o cerere de restricționare a prelucrării',
        hints: [
          'Restricționarea înseamnă că datele sunt doar stocate: marcați-le în sisteme astfel încât să nu mai fie folosite în alt mod, cât durează restricția.',
          'Comunicați restricționarea destinatarilor cărora le-ați transmis datele, în afară de cazul în care acest lucru este imposibil sau presupune eforturi disproporționate (art. 19 din GDPR).',
        ],
        refusal: true,
        body: () => [
          { version: 'Varianta A – restricționăm prelucrarea' },
          [
            'Am restricționat prelucrarea datelor ',
            F('datele vizate'),
            ' începând cu ',
            F('data'),
            ', pentru următorul motiv prevăzut de art. 18 alin. (1) din GDPR:',
          ],
          {
            list: [
              'contestați exactitatea datelor: restricția durează cât verificăm exactitatea lor (lit. a));',
              'prelucrarea este ilegală, iar dumneavoastră vă opuneți ștergerii și ați cerut în schimb restricționarea utilizării datelor (lit. b));',
              'nu mai avem nevoie de date pentru scopul prelucrării, dar dumneavoastră le solicitați pentru constatarea, exercitarea sau apărarea unui drept în instanță (lit. c));',
              'v-ați opus prelucrării pe baza interesului legitim: restricția durează cât verificăm dacă motivele noastre legitime prevalează asupra celor ale dumneavoastră (lit. d)).',
            ],
          },
          { hint: 'Păstrați numai motivul care se aplică.' },
          'Pe durata restricționării, datele sunt doar stocate. Le putem prelucra altfel numai cu consimțământul dumneavoastră, pentru constatarea, exercitarea sau apărarea unui drept în instanță, pentru protecția drepturilor unei alte persoane ori din motive de interes public important (art. 18 alin. (2) din GDPR).',
          'Vă vom informa înainte de ridicarea restricției (art. 18 alin. (3) din GDPR). Am comunicat restricționarea și destinatarilor cărora le-au fost transmise datele; la cerere, vă spunem cine sunt aceștia (art. 19 din GDPR).',
          { version: 'Varianta B – nu putem da curs cererii' },
          [
            'Nu putem restricționa prelucrarea datelor, deoarece nu este îndeplinită niciuna dintre condițiile art. 18 alin. (1) din GDPR: ',
            F('motivele, explicate concret'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_OPOZITIE: {
        subtitle: 'răspunsul la o opoziție față de prelucrare',
        hints: [
          'Opoziția la marketingul direct este absolută: încetați prelucrarea în acest scop fără să analizați motivele (art. 21 alin. (2) și (3) din GDPR).',
          'Pentru prelucrările pe baza interesului legitim, continuați numai dacă puteți demonstra motive legitime și imperioase care prevalează asupra intereselor, drepturilor și libertăților persoanei sau dacă datele sunt necesare pentru un drept în instanță; până la decizie, persoana poate cere restricționarea.',
        ],
        refusal: true,
        body: () => [
          { version: 'Varianta A – marketing direct' },
          [
            'Am încetat prelucrarea datelor dumneavoastră în scop de marketing direct, inclusiv crearea de profiluri legată de acesta, începând cu ',
            F('data'),
            '. Nu veți mai primi de la noi mesaje comerciale.',
          ],
          'Păstrăm adresa dumneavoastră numai într-o listă de excludere, pentru a ne asigura că opțiunea dumneavoastră este respectată.',
          { version: 'Varianta B – interes legitim: încetăm prelucrarea' },
          [
            'Am analizat opoziția dumneavoastră față de prelucrarea ',
            F('operațiunea, de exemplu monitorizarea prin camere a intrării'),
            ', întemeiată pe interesul nostru legitim, și am încetat această prelucrare începând cu ',
            F('data'),
            '.',
          ],
          { version: 'Varianta C – interes legitim: continuăm prelucrarea' },
          [
            'Am analizat opoziția dumneavoastră față de prelucrarea ',
            F('operațiunea'),
            '. Continuăm prelucrarea, deoarece avem motive legitime și imperioase care prevalează asupra intereselor, drepturilor și libertăților dumneavoastră ',
            F(
              'sau: datele sunt necesare pentru constatarea, exercitarea sau apărarea unui drept în instanță',
            ),
            ': ',
            F('motivele, explicate concret'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_STERGERE: {
        subtitle: 'răspunsul la o cerere de ștergere a datelor („dreptul de a fi uitat”)',
        hints: [
          'Ștergeți datele din toate sistemele, inclusiv din copiile de lucru, și comunicați ștergerea destinatarilor cărora le-ați transmis datele (art. 19 din GDPR).',
          'Excepțiile de la art. 17 alin. (3) din GDPR: libertatea de exprimare și de informare, o obligație legală de păstrare, motive de sănătate publică, arhivarea în interes public sau cercetarea, constatarea, exercitarea sau apărarea unui drept în instanță.',
        ],
        refusal: true,
        body: (ctx) => [
          { version: 'Varianta A – am șters datele' },
          [
            'Am șters datele dumneavoastră cu caracter personal ',
            F('datele șterse'),
            ' la data de ',
            F('data'),
            ', conform art. 17 din GDPR.',
          ],
          'Am comunicat ștergerea și destinatarilor cărora le-au fost transmise datele; la cerere, vă spunem cine sunt aceștia (art. 19 din GDPR). Păstrăm numai evidența cererii și a răspunsului nostru, pentru a putea dovedi că am dat curs cererii.',
          { version: 'Varianta B – unele date trebuie păstrate' },
          ['Am șters datele ', F('datele șterse'), '. Următoarele date trebuie însă păstrate:'],
          {
            list: [
              [
                F('datele păstrate'),
                ' – ',
                ctx.edition === 'INT'
                  ? 'pentru a respecta o obligație legală de păstrare'
                  : 'pentru a respecta o obligație legală de păstrare, de exemplu a documentelor justificative contabile (art. 25 din Legea contabilității nr. 82/1991)',
                ', până la ',
                F('data până la care se păstrează'),
                ' (art. 17 alin. (3) lit. b) din GDPR);',
              ],
              [
                F('datele păstrate'),
                ' – pentru constatarea, exercitarea sau apărarea unui drept în instanță, până la ',
                F('data sau evenimentul'),
                ' (art. 17 alin. (3) lit. e) din GDPR).',
              ],
            ],
          },
          'Până la ștergere, aceste date sunt folosite numai în scopul pentru care le păstrăm.',
          { version: 'Varianta C – nu putem șterge datele' },
          [
            'Nu putem șterge datele, deoarece ',
            F(
              'motivul: nu este îndeplinită niciuna dintre condițiile art. 17 alin. (1) sau se aplică o excepție de la art. 17 alin. (3)',
            ),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_RECTIFICARE: {
        subtitle: 'răspunsul la o cerere de rectificare a datelor',
        hints: [
          'Verificați datele cu documentele pe care le aveți; dacă exactitatea este contestată și verificarea durează, persoana poate cere între timp restricționarea prelucrării.',
        ],
        refusal: true,
        body: () => [
          { version: 'Varianta A – am rectificat datele' },
          [
            'Am rectificat ',
            F('sau: completat'),
            ' datele dumneavoastră la data de ',
            F('data'),
            ', astfel: ',
            F('datele corectate: ce era înregistrat și ce este acum'),
            '.',
          ],
          'Am comunicat rectificarea și destinatarilor cărora le-au fost transmise datele; la cerere, vă spunem cine sunt aceștia (art. 19 din GDPR).',
          { version: 'Varianta B – nu putem rectifica datele' },
          [
            'Nu putem rectifica datele, deoarece ',
            F('motivele, de exemplu datele înregistrate sunt exacte, conform documentului …'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_ACCES: {
        subtitle: 'răspunsul la o cerere de acces la date',
        hints: [
          'Informațiile despre scopuri, destinatari, durate și transferuri le găsiți în evidența activităților de prelucrare și în notele de informare generate de platformă: copiați numai ce privește persoana.',
          'Prima copie a datelor este gratuită; pentru copii suplimentare puteți percepe o taxă rezonabilă, bazată pe costurile administrative (art. 15 alin. (3) din GDPR). Dacă cererea a fost trimisă electronic, trimiteți informațiile într-un format electronic utilizat în mod curent.',
          'Copia nu trebuie să afecteze drepturile și libertățile altora (art. 15 alin. (4) din GDPR): acoperiți datele altor persoane.',
        ],
        refusal: true,
        body: () => [
          { version: 'Varianta A – nu vă prelucrăm datele' },
          'Vă confirmăm că nu prelucrăm date cu caracter personal care să vă privească.',
          { version: 'Varianta B – vă prelucrăm datele' },
          [
            'Vă confirmăm că prelucrăm date cu caracter personal care vă privesc. Vă transmitem în anexă o copie a acestora, în format ',
            F('formatul, de exemplu PDF sau CSV'),
            ', împreună cu informațiile prevăzute de art. 15 din GDPR:',
          ],
          {
            list: [
              ['scopurile prelucrării: ', F('scopurile')],
              ['categoriile de date: ', F('categoriile de date')],
              ['destinatarii sau categoriile de destinatari, inclusiv din țări terțe: ', F('destinatarii')],
              ['perioada de stocare sau criteriile care o stabilesc: ', F('durata')],
              [
                'sursa datelor, dacă nu le-am colectat de la dumneavoastră: ',
                F('sursa sau: datele au fost colectate de la dumneavoastră'),
              ],
              [
                'existența unui proces decizional automatizat, inclusiv crearea de profiluri: ',
                F('nu este cazul sau: logica folosită, importanța și consecințele'),
              ],
              [
                'garanțiile pentru transferurile în afara Spațiului Economic European: ',
                F('nu este cazul sau: țara și garanția'),
              ],
            ],
          },
          'Aveți dreptul de a cere rectificarea sau ștergerea datelor ori restricționarea prelucrării și dreptul de a vă opune prelucrării, precum și dreptul de a depune plângere la o autoritate de supraveghere.',
        ],
      },
      MODELE_RASPUNS_PORTABILITATE: {
        subtitle: 'răspunsul la o cerere de portabilitate a datelor',
        hints: [
          'Portabilitatea privește numai datele furnizate de persoană (inclusiv cele generate de activitatea ei), prelucrate prin mijloace automate pe baza consimțământului sau a contractului (art. 20 alin. (1) din GDPR).',
          'Transmiteți datele printr-un canal sigur (de exemplu, o legătură protejată cu parolă și valabilă un timp limitat), într-un format structurat, utilizat în mod curent și care poate fi citit automat, precum CSV sau JSON.',
        ],
        refusal: true,
        body: () => [
          { version: 'Varianta A – vă transmitem datele' },
          [
            'Vă transmitem datele pe care ni le-ați furnizat și pe care le prelucrăm prin mijloace automate pe baza ',
            F('consimțământului dumneavoastră sau a contractului'),
            ', în format ',
            F('CSV sau JSON'),
            ', ',
            F('atașat acestui răspuns sau la legătura securizată, valabilă până la …'),
            '.',
          ],
          { version: 'Varianta B – transmitem datele direct altui operator' },
          [
            'La cererea dumneavoastră, am transmis datele direct operatorului ',
            F('denumirea operatorului'),
            ' la data de ',
            F('data'),
            '.',
          ],
          { version: 'În ambele variante' },
          'Portabilitatea nu atrage ștergerea datelor. Dacă doriți și ștergerea lor, ne puteți transmite o cerere separată.',
          { version: 'Varianta C – dreptul la portabilitate nu se aplică' },
          [
            'Dreptul la portabilitate nu se aplică acestor date, deoarece ',
            F(
              'motivul: nu ne-au fost furnizate de dumneavoastră, nu sunt prelucrate pe bază de consimțământ sau de contract ori nu sunt prelucrate prin mijloace automate',
            ),
            '. Puteți însă exercita dreptul de acces, pentru a primi o copie a datelor.',
          ],
        ],
      },
    },
  },
  en: {
    common: {
      howTitle: 'How to use this template',
      how: [
        'Fill in the highlighted fields and keep only the version that fits the case; delete the instructions in brackets.',
        'Answer without undue delay and at the latest within one month of receiving the request (Article 12(3) GDPR). For complex or numerous requests the period may be extended by two further months, but the person must be told within the first month, with the reasons for the delay.',
        'Answer through the channel the request came by (for example, by e-mail to a request received by e-mail), unless the person asked otherwise.',
        'The answer is free of charge. Only for manifestly unfounded or excessive requests may you charge a reasonable fee or refuse to act, giving reasons (Article 12(5) GDPR).',
        'Record the request, the answer and the date it was sent in the register of data-subject requests, and keep proof that it was sent.',
      ],
      letterTitle: 'The response',
      number: 'Reference no.',
      date: 'Date',
      to: 'To',
      address: 'Address',
      subject: 'Re',
      ref: (received, number) => ['your request of ', received, ', registered under no. ', number],
      greeting: ['Dear ', F('name of the person'), ','],
      closing: 'Yours sincerely,',
      appealIntro:
        'If you are not satisfied with our answer, you may write to us again, lodge a complaint with the supervisory authority and seek a judicial remedy.',
      signer: 'Name and position',
      signature: 'Signature',
      signerMissing: 'who signs the responses',
      letterhead: {
        name: 'Controller',
        fiscalCode: 'Tax ID (CUI)',
        fiscalCodeInt: 'Tax identification number',
        address: 'Registered office',
        email: 'E-mail',
        contact: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
      },
      f: {
        number: 'reference no.',
        date: 'date of the answer',
        person: 'full name of the data subject',
        address: 'e-mail or postal address',
        received: 'date the request was received',
      },
    },
    docs: {
      MODELE_RASPUNS_INFORMATII_SUPLIMENTARE: {
        subtitle: 'when you need more information to act on a request',
        hints: [
          'Ask only for the information strictly needed to identify the person; usually the data you already hold about them is enough (for example, their customer number or the e-mail address they use with you). Do not ask for a full copy of an identity document.',
          'Use this template only when you have reasonable doubts about the requester’s identity (Article 12(6) GDPR) or when the request is not clear enough.',
        ],
        refusal: false,
        body: () => [
          [
            'We have received your request of ',
            F('date the request was received'),
            ', in which you ask for ',
            F('the right exercised, e.g. access to your data'),
            '.',
          ],
          [
            'So that we can answer it and make sure your data is not disclosed to someone else, we need the following information:',
          ],
          { list: [[F('the information needed, e.g. customer number or date of the last order')]] },
          { version: 'If the request is not clear enough' },
          ['Please tell us ', F('what needs clarifying, e.g. the period or the service concerned'), '.'],
          { version: 'In every case' },
          'We ask only for the information strictly needed to identify you and use it for that purpose alone. We will answer without undue delay once we receive it.',
          'If we do not receive this information, we may be unable to act on your request because we cannot identify you (Articles 11(2) and 12(2) GDPR).',
        ],
      },
      MODELE_RASPUNS_CONFIRMARE_INREGISTRARE: {
        subtitle: 'acknowledging a request and the date of the answer',
        hints: [
          'The one-month period runs from the day the request was received: that day does not count, and the period ends on the same date of the following month (or on the last day of that month if it has no such date); if the last day is a Saturday, Sunday or public holiday, it ends on the next working day. The platform’s register of requests computes it for you.',
        ],
        refusal: false,
        body: () => [
          [
            'We confirm that we received your request of ',
            F('date the request was received'),
            ', in which you exercised ',
            F('the right exercised, e.g. your right of access'),
            '. It has been registered under no. ',
            F('reference no.'),
            '.',
          ],
          [
            'We will answer without undue delay and at the latest by ',
            F('deadline: one month from receipt'),
            '.',
          ],
          'If the request is complex or we receive a large number of requests, this period may be extended by up to two months; we would tell you so, with the reasons, before the first month ends.',
          'Exercising your rights is free of charge.',
        ],
      },
      MODELE_RASPUNS_DECIZIE_AUTOMATA: {
        subtitle: 'answering a challenge to a decision based solely on automated processing',
        hints: [
          'The review must be made by a person with the authority and competence to change the decision, who considers all the relevant data, including the person’s point of view (Article 22(3) GDPR).',
          'Explain the logic so that the person can understand it: which criteria mattered and how much, not the code or the algorithm.',
        ],
        refusal: true,
        body: () => [
          [
            'You have contested the decision ',
            F('the decision, e.g. the refusal of a credit application'),
            ' of ',
            F('date of the decision'),
            ', which was taken solely by automated means.',
          ],
          [
            'Under Article 22(3) GDPR, the decision was reviewed by ',
            F('position of the person who reviewed it'),
            ', who took into account the point of view you expressed and all relevant information.',
          ],
          ['The logic involved in the decision: ', F('the criteria used and the weight of each'), '.'],
          ['Its significance and envisaged consequences for you: ', F('the consequences'), '.'],
          { version: 'Version A – the decision is changed' },
          [
            'Following the review, we have changed the decision as follows: ',
            F('the new decision'),
            '. Reasons: ',
            F('the reasons'),
            '.',
          ],
          { version: 'Version B – the decision stands' },
          [
            'Following the review, the decision stands, for the following reasons: ',
            F('the reasons, explained specifically'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_RESTRICTIONARE: {
        subtitle: 'answering a request for restriction of processing',
        hints: [
          'Restriction means the data are only stored: mark them in your systems so that they are not used in any other way while the restriction lasts.',
          'Tell the recipients to whom you disclosed the data about the restriction, unless this proves impossible or involves disproportionate effort (Article 19 GDPR).',
        ],
        refusal: true,
        body: () => [
          { version: 'Version A – we restrict processing' },
          [
            'We have restricted the processing of ',
            F('the data concerned'),
            ' from ',
            F('date'),
            ', on the following ground of Article 18(1) GDPR:',
          ],
          {
            list: [
              'you contest the accuracy of the data: the restriction lasts while we verify it (point (a));',
              'the processing is unlawful and you oppose erasure, asking instead for restriction of use (point (b));',
              'we no longer need the data for the purposes of the processing, but you need them for the establishment, exercise or defence of legal claims (point (c));',
              'you have objected to processing based on legitimate interest: the restriction lasts while we verify whether our legitimate grounds override yours (point (d)).',
            ],
          },
          { hint: 'Keep only the ground that applies.' },
          'While restricted, the data are only stored. We may otherwise process them only with your consent, for the establishment, exercise or defence of legal claims, for the protection of the rights of another person, or for reasons of important public interest (Article 18(2) GDPR).',
          'We will tell you before the restriction is lifted (Article 18(3) GDPR). We have also informed the recipients to whom the data were disclosed; on request, we will tell you who they are (Article 19 GDPR).',
          { version: 'Version B – we cannot act on the request' },
          [
            'We cannot restrict the processing, because none of the conditions of Article 18(1) GDPR is met: ',
            F('the reasons, explained specifically'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_OPOZITIE: {
        subtitle: 'answering an objection to processing',
        hints: [
          'An objection to direct marketing is absolute: stop processing for that purpose without weighing any reasons (Article 21(2) and (3) GDPR).',
          'For processing based on legitimate interest, continue only if you can demonstrate compelling legitimate grounds that override the person’s interests, rights and freedoms, or if the data are needed for legal claims; until you decide, the person may ask for restriction.',
        ],
        refusal: true,
        body: () => [
          { version: 'Version A – direct marketing' },
          [
            'We have stopped processing your data for direct marketing, including profiling related to it, from ',
            F('date'),
            '. You will receive no further marketing messages from us.',
          ],
          'We keep your address only on a suppression list, to make sure your choice is respected.',
          { version: 'Version B – legitimate interest: we stop the processing' },
          [
            'We have considered your objection to ',
            F('the processing, e.g. camera monitoring of the entrance'),
            ', which is based on our legitimate interest, and we stopped that processing on ',
            F('date'),
            '.',
          ],
          { version: 'Version C – legitimate interest: the processing continues' },
          [
            'We have considered your objection to ',
            F('the processing'),
            '. The processing continues, because we have compelling legitimate grounds which override your interests, rights and freedoms ',
            F('or: the data are needed for the establishment, exercise or defence of legal claims'),
            ': ',
            F('the reasons, explained specifically'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_STERGERE: {
        subtitle: 'answering a request for erasure (“right to be forgotten”)',
        hints: [
          'Erase the data from every system, including working copies, and tell the recipients to whom you disclosed them (Article 19 GDPR).',
          'The exceptions of Article 17(3) GDPR: freedom of expression and information, a legal obligation to keep the data, public health, archiving in the public interest or research, and the establishment, exercise or defence of legal claims.',
        ],
        refusal: true,
        body: (ctx) => [
          { version: 'Version A – we have erased the data' },
          [
            'We erased your personal data ',
            F('the data erased'),
            ' on ',
            F('date'),
            ', under Article 17 GDPR.',
          ],
          'We have also informed the recipients to whom the data were disclosed; on request, we will tell you who they are (Article 19 GDPR). We keep only a record of your request and of our answer, so that we can show we acted on it.',
          { version: 'Version B – some data must be kept' },
          ['We have erased ', F('the data erased'), '. The following data must, however, be kept:'],
          {
            list: [
              [
                F('the data kept'),
                ' – ',
                ctx.edition === 'INT'
                  ? 'to comply with a legal obligation to keep them'
                  : 'to comply with a legal obligation to keep them, such as the supporting documents of the accounts (Article 25 of Accounting Law No 82/1991)',
                ', until ',
                F('date until which they are kept'),
                ' (Article 17(3)(b) GDPR);',
              ],
              [
                F('the data kept'),
                ' – for the establishment, exercise or defence of legal claims, until ',
                F('date or event'),
                ' (Article 17(3)(e) GDPR).',
              ],
            ],
          },
          'Until they are erased, these data are used only for the purpose for which they are kept.',
          { version: 'Version C – we cannot erase the data' },
          [
            'We cannot erase the data, because ',
            F(
              'the reason: none of the conditions of Article 17(1) is met, or an exception of Article 17(3) applies',
            ),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_RECTIFICARE: {
        subtitle: 'answering a request for rectification',
        hints: [
          'Check the data against the documents you hold; if accuracy is contested and checking takes time, the person may ask for restriction of processing meanwhile.',
        ],
        refusal: true,
        body: () => [
          { version: 'Version A – we have rectified the data' },
          [
            'We rectified ',
            F('or: completed'),
            ' your data on ',
            F('date'),
            ', as follows: ',
            F('the data corrected: what was recorded and what is recorded now'),
            '.',
          ],
          'We have also informed the recipients to whom the data were disclosed; on request, we will tell you who they are (Article 19 GDPR).',
          { version: 'Version B – we cannot rectify the data' },
          [
            'We cannot rectify the data, because ',
            F('the reasons, e.g. the recorded data are accurate according to document …'),
            '.',
          ],
        ],
      },
      MODELE_RASPUNS_ACCES: {
        subtitle: 'answering a request for access',
        hints: [
          'You will find the purposes, recipients, retention periods and transfers in the record of processing activities and in the privacy notices the platform generates: copy only what concerns the person.',
          'The first copy is free of charge; for further copies you may charge a reasonable fee based on administrative costs (Article 15(3) GDPR). If the request was made electronically, send the information in a commonly used electronic form.',
          'The copy must not adversely affect the rights and freedoms of others (Article 15(4) GDPR): redact other people’s data.',
        ],
        refusal: true,
        body: () => [
          { version: 'Version A – we do not process your data' },
          'We confirm that we do not process any personal data concerning you.',
          { version: 'Version B – we process your data' },
          [
            'We confirm that we process personal data concerning you. Please find attached a copy, in ',
            F('format, e.g. PDF or CSV'),
            ', together with the information required by Article 15 GDPR:',
          ],
          {
            list: [
              ['the purposes of the processing: ', F('purposes')],
              ['the categories of data: ', F('categories of data')],
              ['the recipients or categories of recipients, including in third countries: ', F('recipients')],
              ['the storage period, or the criteria used to determine it: ', F('period')],
              ['the source of the data, where not collected from you: ', F('source, or: collected from you')],
              [
                'the existence of automated decision-making, including profiling: ',
                F('none, or: the logic involved, its significance and consequences'),
              ],
              [
                'the safeguards for transfers outside the European Economic Area: ',
                F('none, or: country and safeguard'),
              ],
            ],
          },
          'You have the right to ask for rectification or erasure of the data or restriction of processing, to object to processing, and to lodge a complaint with a supervisory authority.',
        ],
      },
      MODELE_RASPUNS_PORTABILITATE: {
        subtitle: 'answering a request for data portability',
        hints: [
          'Portability covers only the data the person provided (including data generated by their activity), processed by automated means on the basis of consent or contract (Article 20(1) GDPR).',
          'Send the data through a secure channel (for example, a password-protected link valid for a limited time), in a structured, commonly used and machine-readable format such as CSV or JSON.',
        ],
        refusal: true,
        body: () => [
          { version: 'Version A – we send you the data' },
          [
            'Please find the data you provided to us, which we process by automated means on the basis of ',
            F('your consent or the contract'),
            ', in ',
            F('CSV or JSON'),
            ' format, ',
            F('attached to this answer, or at the secure link valid until …'),
            '.',
          ],
          { version: 'Version B – we send the data directly to another controller' },
          [
            'At your request, we sent the data directly to ',
            F('name of the controller'),
            ' on ',
            F('date'),
            '.',
          ],
          { version: 'In both versions' },
          'Portability does not mean the data are erased. If you also want them erased, you can send us a separate request.',
          { version: 'Version C – the right to portability does not apply' },
          [
            'The right to data portability does not apply to these data, because ',
            F(
              'the reason: you did not provide them, they are not processed on the basis of consent or contract, or not by automated means',
            ),
            '. You may, however, exercise your right of access to receive a copy of the data.',
          ],
        ],
      },
    },
  },
};

function lineBlocks(lines: Line[]): Block[] {
  return lines.map((line) => {
    if (typeof line === 'string') return p(line);
    if (Array.isArray(line)) return p(...line);
    if ('version' in line) return h(line.version);
    if ('hint' in line) return note(line.hint);
    return ul(line.list);
  });
}

/** The letter: letterhead, reference, greeting, body, routes of appeal, signature. */
function letter(code: ResponseCode, ctx: DocumentContext, t: Messages): Section {
  const { common: c, docs } = TEXTS[ctx.language];
  const text = docs[code];
  const { info } = ctx.company;
  const dpr = ctx.company.dataProtectionResponsible;
  const signer = companyExtras(ctx).legalRepresentative;
  const channel = contactChannel(ctx);
  const int = ctx.edition === 'INT';
  const appeal: Block[] = text.refusal
    ? [
        p(c.appealIntro),
        ...(int
          ? [p(t.complaint.int)]
          : [facts(t.complaint.anspdcpFacts.map(([label, value]) => [label!, value!]))]),
      ]
    : [];
  return section('letter', c.letterTitle, [
    facts([
      [c.letterhead.name, valueOr(info.name, c.letterhead.name)],
      [
        int ? c.letterhead.fiscalCodeInt : c.letterhead.fiscalCode,
        valueOr(info.fiscalCode, c.letterhead.fiscalCode),
      ],
      [c.letterhead.address, valueOr(addressOf(ctx), c.letterhead.address)],
      [c.letterhead.email, valueOr(channel, c.letterhead.email)],
      [
        c.letterhead.contact(dpr?.isDpo === true),
        dpr?.name ? [dpr.name, ...(dpr.email ? [`, ${dpr.email}`] : [])] : [missing(t.dpo.missingPerson)],
      ],
    ]),
    facts([
      [c.number, F(c.f.number)],
      [c.date, F(c.f.date)],
      [c.to, F(c.f.person)],
      [c.address, F(c.f.address)],
      [c.subject, c.ref(F(c.f.received), F(c.f.number))],
    ]),
    p(...c.greeting),
    ...lineBlocks(text.body(ctx)),
    ...appeal,
    p(c.closing),
    {
      kind: 'signatures',
      parties: [
        {
          title: info.name || '—',
          lines: [
            {
              label: c.signer,
              value: signer
                ? [[signer.name, signer.role].filter(Boolean).join(', ')]
                : dpr?.name
                  ? [dpr.name]
                  : [missing(c.signerMissing)],
            },
            { label: c.signature },
          ],
        },
      ],
    },
  ]);
}

function responseTemplate(code: ResponseCode): DocumentTemplate {
  return {
    kind: 'letter',
    build({ ctx, t }) {
      const { common: c, docs } = TEXTS[ctx.language];
      const text = docs[code];
      return {
        subtitle: text.subtitle,
        sections: [
          section('how', c.howTitle, [ul([...c.how, ...text.hints].map((x) => [x]))]),
          letter(code, ctx, t),
        ],
      };
    },
  };
}

export const RESPONSE_TEMPLATES = {
  MODELE_RASPUNS_INFORMATII_SUPLIMENTARE: responseTemplate('MODELE_RASPUNS_INFORMATII_SUPLIMENTARE'),
  MODELE_RASPUNS_CONFIRMARE_INREGISTRARE: responseTemplate('MODELE_RASPUNS_CONFIRMARE_INREGISTRARE'),
  MODELE_RASPUNS_DECIZIE_AUTOMATA: responseTemplate('MODELE_RASPUNS_DECIZIE_AUTOMATA'),
  MODELE_RASPUNS_RESTRICTIONARE: responseTemplate('MODELE_RASPUNS_RESTRICTIONARE'),
  MODELE_RASPUNS_OPOZITIE: responseTemplate('MODELE_RASPUNS_OPOZITIE'),
  MODELE_RASPUNS_STERGERE: responseTemplate('MODELE_RASPUNS_STERGERE'),
  MODELE_RASPUNS_RECTIFICARE: responseTemplate('MODELE_RASPUNS_RECTIFICARE'),
  MODELE_RASPUNS_ACCES: responseTemplate('MODELE_RASPUNS_ACCES'),
  MODELE_RASPUNS_PORTABILITATE: responseTemplate('MODELE_RASPUNS_PORTABILITATE'),
} satisfies Record<ResponseCode, DocumentTemplate>;

/** The greeting's and the acknowledgement's fields, by language (as the letters above write them). */
const GREETING_NAME: Record<Language, string> = { ro: 'numele persoanei', en: 'name of the person' };
const DEADLINE_FIELD: Record<Language, string> = {
  ro: 'data-limită: o lună de la primirea cererii',
  en: 'deadline: one month from receipt',
};

/**
 * What a logged request fills in a response letter (the requests register): its number, the
 * person, the day it was received, the deadline and today's date; `fillFields` writes them in.
 */
export function responseFieldValues(
  language: Language,
  request: { number: string; person: string; receivedOn: string; deadline: string },
  today: string,
): Record<string, string> {
  const f = TEXTS[language].common.f;
  const day = (iso: string) => formatDay(iso, MESSAGES[language]);

  return {
    [f.number]: request.number,
    [f.person]: request.person,
    [GREETING_NAME[language]]: request.person,
    [f.received]: day(request.receivedOn),
    [f.date]: day(today),
    [DEADLINE_FIELD[language]]: day(request.deadline),
  };
}
