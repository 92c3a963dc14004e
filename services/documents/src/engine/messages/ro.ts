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
  data: {
    title: 'Ce date prelucrăm și de unde le avem',
    intro: 'Prelucrăm următoarele categorii de date cu caracter personal:',
    sources: 'Sursa datelor:',
    notFromYou:
      'Unele date nu le primim direct de la dumneavoastră; vă informăm despre ele în cel mult o lună de la obținere sau la primul contact cu dumneavoastră (art. 14 din GDPR).',
    publicSource: 'Datele provin și din surse accesibile publicului, menționate mai sus.',
  },
  special: {
    title: 'Categorii speciale de date și date privind cazierul judiciar',
    intro:
      'Pentru operațiunile de mai jos prelucrăm și categorii speciale de date (art. 9 alin. (1) din GDPR), numai în baza excepției indicate:',
    criminal:
      'Datele privind condamnările penale (de exemplu, certificatul de cazier judiciar) le prelucrăm numai când o lege ne permite sau ne obligă, conform art. 10 din GDPR:',
    columns: ['Operațiunea', 'Datele speciale', 'Excepția aplicabilă'],
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
    otherCountry: 'o țară din afara listei, nenumită încă',
    UNKNOWN: 'mecanismul de transfer (art. 45–49 din GDPR)',
    copy: (email: string) => `Puteți obține o copie a garanțiilor aplicate scriindu-ne la ${email}.`,
    copyNoEmail:
      'Puteți obține o copie a garanțiilor aplicate la cerere, folosind datele de contact de mai sus.',
  },
};

export type Messages = typeof ro;
