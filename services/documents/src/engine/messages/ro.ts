/**
 * The documents' own texts in Romanian (what is not the company's data and not the catalogue's):
 * section titles, legal wording, rights. `en.ts` has the same shape (the compiler holds it to it);
 * tests check both for diacritics and completeness. Citations follow Romanian style:
 * „art. 6 alin. (1) lit. b)”.
 */
export const ro = {
  print: {
    page: 'Pagina',
    of: 'din',
    version: 'Versiunea',
    missing: 'de completat',
    kinds: {
      notice: 'Notă de informare',
      consent: 'Formular de consimțământ',
      policy: 'Politică',
      terms: 'Termeni și condiții',
      form: 'Formular',
      guide: 'Ghid',
      letter: 'Model de răspuns',
      assessment: 'Evaluare',
      sign: 'Afiș',
      decision: 'Decizie',
      record: 'Evidență',
      agreement: 'Acord',
      annex: 'Anexă',
      addendum: 'Act adițional',
    },
  },
  dates: { locale: 'ro-RO' },
  law: {
    gdpr: 'Regulamentul (UE) 2016/679 (Regulamentul general privind protecția datelor, „GDPR”)',
    art6: (letter: string) => `art. 6 alin. (1) lit. ${letter}) din GDPR`,
    art9: (letter: string) => `art. 9 alin. (2) lit. ${letter}) din GDPR`,
    art10:
      'art. 10 din GDPR (date privind condamnările penale și infracțiunile), în condițiile legii speciale',
    law190: 'Legea nr. 190/2018 privind măsuri de punere în aplicare a GDPR',
  },
  grounds: {
    CONSENT: 'consimțământul dumneavoastră',
    CONTRACT_PERFORMANCE:
      'încheierea sau executarea contractului ori demersuri făcute la cererea dumneavoastră înainte de încheierea lui',
    LEGAL_OBLIGATION: 'îndeplinirea unei obligații legale a operatorului',
    PUBLIC_INTEREST: 'îndeplinirea unei sarcini de interes public',
    VITAL_INTEREST: 'protejarea intereselor vitale ale dumneavoastră sau ale altei persoane',
    LEGITIMATE_INTEREST: 'interesul legitim al operatorului',
  },
  groundReasonLabel: {
    LEGAL_OBLIGATION: 'Actul normativ',
    LEGITIMATE_INTEREST: 'Interesul legitim urmărit',
  },
  controller: {
    title: 'Cine suntem: operatorul datelor',
    intro: (name: string) =>
      `${name} (denumită în continuare „noi”) este operatorul datelor dumneavoastră cu caracter personal, adică decide de ce și cum sunt prelucrate. Ne puteți contacta la datele de mai jos.`,
    name: 'Denumire',
    fiscalCode: 'Cod unic de înregistrare (CUI)',
    fiscalCodeInt: 'Cod de identificare fiscală',
    registrationNumber: 'Nr. de ordine în Registrul Comerțului',
    registrationNumberInt: 'Număr de înregistrare',
    address: 'Sediul social',
    phone: 'Telefon',
    email: 'E-mail pentru protecția datelor',
    website: 'Site',
    missingEmail: 'adresa de e-mail de contact',
    missingValue: 'această informație',
  },
  dpo: {
    titleDpo: 'Responsabilul cu protecția datelor (DPO)',
    titleContact: 'Persoana de contact pentru protecția datelor',
    dpoText:
      'Am desemnat un responsabil cu protecția datelor (DPO), comunicat autorității de supraveghere. Îl puteți contacta pentru orice întrebare privind prelucrarea datelor dumneavoastră și exercitarea drepturilor:',
    contactText:
      'Nu avem obligația de a desemna un responsabil cu protecția datelor (DPO). Întrebările privind datele dumneavoastră și cererile de exercitare a drepturilor le gestionează persoana de contact de mai jos:',
    name: 'Nume',
    email: 'E-mail',
    phone: 'Telefon',
    missingPerson: 'persoana care se ocupă de protecția datelor',
  },
  data: {
    title: 'Ce date prelucrăm și de unde le avem',
    intro: 'Prelucrăm următoarele categorii de date cu caracter personal:',
    sources: 'Sursa datelor:',
    notFromYou:
      'Unele date nu le primim direct de la dumneavoastră; vă informăm despre ele în cel mult o lună de la obținere sau la primul contact cu dumneavoastră (art. 14 din GDPR).',
    publicSource: 'Datele provin și din surse accesibile publicului, menționate mai sus.',
  },
  purposes: {
    title: 'De ce prelucrăm datele și pe ce temei legal',
    intro:
      'Prelucrăm datele numai pentru scopurile de mai jos, fiecare având un temei legal prevăzut de art. 6 din GDPR:',
    columns: ['Situația', 'Operațiunea și scopul', 'Datele prelucrate', 'Temeiul legal'],
  },
  special: {
    title: 'Categorii speciale de date și date privind cazierul judiciar',
    intro:
      'Pentru operațiunile de mai jos prelucrăm și categorii speciale de date (art. 9 alin. (1) din GDPR), numai în baza excepției indicate:',
    criminal:
      'Datele privind condamnările penale (de exemplu, certificatul de cazier judiciar) le prelucrăm numai când o lege ne permite sau ne obligă, conform art. 10 din GDPR:',
    columns: ['Operațiunea', 'Datele speciale', 'Excepția aplicabilă'],
  },
  nationalIds: {
    title: 'Prelucrarea codului numeric personal și a altor numere de identificare',
    text: 'Prelucrăm codul numeric personal sau alte numere de identificare de aplicabilitate generală pe baza interesului legitim. Conform art. 4 din Legea nr. 190/2018, aplicăm în acest scop următoarele garanții:',
    safeguards: [
      'măsuri tehnice și organizatorice adecvate, în special de minimizare a datelor și de securitate a lor (art. 32 din GDPR);',
      'desemnarea unui responsabil cu protecția datelor;',
      'termene de stocare stabilite în funcție de natura datelor și de scopul prelucrării, precum și termene pentru ștergerea sau revizuirea datelor;',
      'instruirea periodică a persoanelor care prelucrează datele cu caracter personal sub autoritatea noastră.',
    ],
  },
  monitoring: {
    title: 'Monitorizarea la locul de muncă',
    intro:
      'Folosim următoarele mijloace de monitorizare, pe baza interesului legitim, în condițiile art. 5 din Legea nr. 190/2018:',
    conditions: [
      'monitorizarea este justificată de interese legitime care prevalează asupra intereselor și drepturilor angajaților, indicate pentru fiecare mijloc de mai sus;',
      'angajații au fost informați complet și explicit, în prealabil, prin prezenta notă;',
      'am consultat sindicatul sau, după caz, reprezentanții angajaților înainte de introducerea sistemelor de monitorizare;',
      'alte forme și modalități mai puțin intruzive nu și-au dovedit anterior eficiența;',
      'durata de stocare este proporțională cu scopul și nu depășește 30 de zile, cu excepția situațiilor reglementate expres de lege sau a cazurilor temeinic justificate;',
      'nu monitorizăm spațiile destinate odihnei, vestiarele sau grupurile sanitare.',
    ],
    consultation: 'Data consultării sindicatului sau a reprezentanților angajaților',
    areas: 'Zonele supravegheate video',
    lessIntrusive: 'Mijloacele mai puțin intruzive încercate anterior',
  },
  recipients: {
    title: 'Cui transmitem datele',
    intro:
      'Transmitem datele numai cât este necesar pentru scopurile de mai sus, către următorii destinatari sau categorii de destinatari:',
    none: 'Nu transmitem datele către alți destinatari.',
    processors:
      'Furnizorii care prelucrează date în numele nostru (persoane împuternicite) o fac numai pe baza instrucțiunilor noastre și a unui contract care respectă art. 28 din GDPR. Ceilalți destinatari, de exemplu firmele de curierat, băncile sau autoritățile, primesc datele ca operatori independenți, pentru propriile lor obligații.',
  },
  transfers: {
    title: 'Transferuri în afara Spațiului Economic European',
    none: 'Nu transferăm datele dumneavoastră în afara Spațiului Economic European (SEE).',
    intro:
      'Unele date ajung în afara SEE. Pentru fiecare țară, transferul se face în baza garanției indicate:',
    columns: ['Țara', 'Garanția transferului'],
    ADEQUACY: 'decizie de adecvare a Comisiei Europene (art. 45 din GDPR)',
    DPF: 'destinatar certificat în EU-US Data Privacy Framework, Decizia (UE) 2023/1795 a Comisiei; în lipsa certificării, clauzele contractuale standard din Decizia (UE) 2021/914',
    SAFEGUARDS:
      'clauze contractuale standard adoptate prin Decizia (UE) 2021/914 a Comisiei (art. 46 din GDPR)',
    UNKNOWN: 'mecanismul de transfer (art. 45–49 din GDPR)',
    copy: (email: string) => `Puteți obține o copie a garanțiilor aplicate scriindu-ne la ${email}.`,
    copyNoEmail:
      'Puteți obține o copie a garanțiilor aplicate la cerere, folosind datele de contact de mai sus.',
  },
  retention: {
    title: 'Cât timp păstrăm datele',
    intro:
      'Păstrăm datele numai cât este necesar pentru scop sau cât ne obligă legea; apoi le ștergem sau le anonimizăm:',
    columns: ['Operațiunea', 'Durata de păstrare'],
  },
  provision: {
    title: 'Sunteți obligat să ne furnizați datele?',
    columns: ['Operațiunea', 'Caracterul furnizării datelor și consecințele refuzului'],
  },
  automated: {
    title: 'Decizii automatizate și crearea de profiluri',
    none: 'Nu luăm decizii bazate exclusiv pe prelucrarea automată, inclusiv crearea de profiluri, care să producă efecte juridice asupra dumneavoastră sau să vă afecteze în mod similar semnificativ (art. 22 din GDPR).',
    decisionIntro:
      'Pentru operațiunile de mai jos luăm decizii bazate exclusiv pe prelucrarea automată, inclusiv crearea de profiluri (art. 22 din GDPR). Vă prezentăm logica utilizată, importanța și consecințele preconizate ale prelucrării pentru dumneavoastră:',
    decisionRights:
      'În privința acestor decizii aveți dreptul de a obține intervenție umană din partea noastră, de a vă exprima punctul de vedere și de a contesta decizia (art. 22 alin. (3) din GDPR), scriindu-ne la datele de contact de mai sus.',
    profilingIntro:
      'Pentru operațiunile de mai jos creăm profiluri, fără a lua exclusiv pe cale automată decizii care să producă efecte juridice asupra dumneavoastră sau să vă afecteze în mod similar semnificativ:',
    noDecisions:
      'Nu luăm decizii bazate exclusiv pe prelucrarea automată care să producă efecte juridice asupra dumneavoastră sau să vă afecteze în mod similar semnificativ (art. 22 din GDPR).',
    columns: ['Operațiunea', 'Logica utilizată, importanța și consecințele preconizate'],
    missingLogic: 'logica utilizată, importanța și consecințele preconizate ale deciziei',
  },
  rights: {
    title: 'Drepturile dumneavoastră și cum le exercitați',
    intro:
      'În legătură cu datele dumneavoastră aveți următoarele drepturi, prevăzute de art. 15–22 din GDPR:',
    list: [
      'dreptul de acces: să aflați dacă vă prelucrăm datele și să primiți o copie a lor, împreună cu informațiile de la art. 15 din GDPR;',
      'dreptul la rectificare: să cereți corectarea datelor inexacte și completarea celor incomplete (art. 16);',
      'dreptul la ștergere („dreptul de a fi uitat”), în cazurile prevăzute de art. 17, de exemplu când datele nu mai sunt necesare sau vă retrageți consimțământul;',
      'dreptul la restricționarea prelucrării, în cazurile prevăzute de art. 18: cât timp verificăm exactitatea datelor, când prelucrarea este ilegală, iar dumneavoastră nu doriți ștergerea datelor, când ne cereți să le păstrăm pentru un drept în instanță sau cât timp analizăm opoziția dumneavoastră;',
      'dreptul la portabilitatea datelor: să primiți datele furnizate de dumneavoastră, prelucrate pe bază de consimțământ sau de contract prin mijloace automate, într-un format structurat, utilizat frecvent și care poate fi citit automat, și să cereți transmiterea lor către alt operator (art. 20);',
      'dreptul de opoziție: să vă opuneți oricând, din motive legate de situația dumneavoastră particulară, prelucrării întemeiate pe interesul legitim; opoziția la marketingul direct se respectă întotdeauna (art. 21);',
      'dreptul de a nu face obiectul unei decizii bazate exclusiv pe prelucrarea automată, inclusiv crearea de profiluri (art. 22).',
    ],
    withdraw:
      'Când prelucrarea se bazează pe consimțământ, îl puteți retrage oricând, la fel de ușor cum l-ați dat; retragerea nu afectează legalitatea prelucrării efectuate înainte de retragere (art. 7 alin. (3) din GDPR).',
    objectLi: 'Operațiunile întemeiate pe interesul legitim, la care vă puteți opune:',
    how: (channel: string) =>
      `Ne puteți trimite cererea la ${channel}. Răspundem fără întârzieri nejustificate și cel târziu în termen de o lună de la primire; termenul se poate prelungi cu încă două luni pentru cereri complexe sau numeroase, caz în care vă anunțăm în prima lună, cu motivele. Exercitarea drepturilor este gratuită; dacă avem îndoieli întemeiate privind identitatea dumneavoastră, vă putem cere informații suplimentare pentru a o confirma.`,
    howNoChannel:
      'Ne puteți trimite cererea la adresa sediului de mai sus. Răspundem fără întârzieri nejustificate și cel târziu în termen de o lună de la primire; termenul se poate prelungi cu încă două luni pentru cereri complexe sau numeroase, caz în care vă anunțăm în prima lună, cu motivele. Exercitarea drepturilor este gratuită.',
  },
  complaint: {
    title: 'Dreptul de a depune plângere',
    anspdcp:
      'Dacă considerați că vă prelucrăm datele cu încălcarea legii, puteți depune plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP) și vă puteți adresa instanței de judecată. Vă rugăm să ne contactați mai întâi: de cele mai multe ori putem rezolva împreună situația.',
    anspdcpFacts: [
      ['Autoritatea', 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal'],
      ['Adresa', 'B-dul G-ral Gheorghe Magheru nr. 28-30, Sector 1, cod poștal 010336, București, România'],
      ['Telefon', '+40 318 059 211'],
      ['E-mail', 'anspdcp@dataprotection.ro'],
      ['Site', 'www.dataprotection.ro'],
    ],
    int: 'Dacă considerați că vă prelucrăm datele cu încălcarea legii, puteți depune plângere la autoritatea de supraveghere competentă, în special în statul membru în care vă aflați reședința obișnuită, locul de muncă sau locul presupusei încălcări (art. 77 din GDPR), și vă puteți adresa instanței de judecată (art. 79).',
  },
  changes: {
    title: 'Modificarea acestui document',
    text: (date: string, version: string) =>
      `Versiunea ${version}, în vigoare de la ${date}. Când schimbăm modul în care prelucrăm datele, actualizăm acest document și vă anunțăm modificările importante înainte să se aplice.`,
  },
  acknowledgement: {
    title: 'Confirmare de primire',
    text: 'Confirm că am primit și am citit prezenta notă de informare. Această confirmare nu reprezintă consimțământul meu pentru prelucrarea datelor, care se întemeiază pe temeiurile legale de mai sus.',
    employee: 'Angajatul',
    employer: 'Angajatorul',
    name: 'Numele și prenumele',
    date: 'Data',
    signature: 'Semnătura',
    representative: 'Reprezentant legal',
  },
  specifics: 'Precizări',
  none: 'Nu este cazul.',
  noOperations:
    'Nu ați descris încă nicio operațiune de prelucrare pentru această categorie de persoane. Completați situațiile și operațiunile în platformă, iar documentul se regenerează singur.',
  list: (items: string[]) => items.join(', '),
};

export type Messages = typeof ro;
