import type { TAnafFound } from './anaf-protocol.ts';

/*
 * LOCAL STAND-IN DATA — NOT REAL COMPANIES. The embedded platform's company registry answers from these
 * records, written in the exact shape ANAF's v9 web service answers (field names, empty strings, the
 * registration state, and ș ț spelled with a cedilla as ANAF often does: \u015F, \u0163, \u015E, \u0162).
 * The names, addresses and numbers are invented; the fiscal codes only have valid check digits.
 */

const S = '\u015F'; // s with cedilla, as ANAF spells ș
const T = '\u0163'; // t with cedilla
const SU = '\u015E'; // capital S with cedilla
const TU = '\u0162'; // capital T with cedilla

/** The rest of an ANAF record, the same for every stand-in company (the platform does not read it). */
function record(
  general: {
    cui: number;
    denumire: string;
    adresa: string;
    nrRegCom: string;
    telefon: string;
    codPostal: string;
    data_inregistrare: string;
    cod_CAEN: string;
  },
  office: {
    sdenumire_Strada: string;
    snumar_Strada: string;
    sdenumire_Localitate: string;
    scod_Localitate: string;
    sdenumire_Judet: string;
    scod_Judet: string;
    scod_JudetAuto: string;
    sdetalii_Adresa: string;
    scod_Postal: string;
  },
): TAnafFound {
  return {
    date_generale: {
      ...general,
      data: '',
      fax: '',
      act: '',
      stare_inregistrare: `INREGISTRAT din data ${general.data_inregistrare.split('-').reverse().join('.')}`,
      iban: '',
      statusRO_e_Factura: true,
      organFiscalCompetent: `Administra${T}ia Jude${T}ean\u0103 a Finan${T}elor Publice`,
      forma_de_proprietate: 'PROPR.PRIVATA-CAPITAL PRIVAT AUTOHTON',
      forma_organizare: 'PERSOANA JURIDICA',
      forma_juridica: 'SOCIETATE COMERCIAL\u0102 CU R\u0102SPUNDERE LIMITAT\u0102',
    },
    inregistrare_scop_Tva: {
      scpTVA: true,
      perioade_TVA: [
        {
          data_inceput_ScpTVA: general.data_inregistrare,
          data_sfarsit_ScpTVA: '',
          data_anul_imp_ScpTVA: '',
          mesaj_ScpTVA: '',
        },
      ],
    },
    inregistrare_RTVAI: {
      dataInceputTvaInc: '',
      dataSfarsitTvaInc: '',
      dataActualizareTvaInc: '',
      dataPublicareTvaInc: '',
      tipActTvaInc: '',
      statusTvaIncasare: false,
    },
    stare_inactiv: {
      dataInactivare: '',
      dataReactivare: '',
      dataPublicare: '',
      dataRadiere: '',
      statusInactivi: false,
    },
    inregistrare_SplitTVA: { dataInceputSplitTVA: '', dataAnulareSplitTVA: '', statusSplitTVA: false },
    adresa_sediu_social: { ...office, stara: '' },
    adresa_domiciliu_fiscal: {
      ddenumire_Strada: office.sdenumire_Strada,
      dnumar_Strada: office.snumar_Strada,
      ddenumire_Localitate: office.sdenumire_Localitate,
      dcod_Localitate: office.scod_Localitate,
      ddenumire_Judet: office.sdenumire_Judet,
      dcod_Judet: office.scod_Judet,
      dcod_JudetAuto: office.scod_JudetAuto,
      dtara: '',
      ddetalii_Adresa: office.sdetalii_Adresa,
      dcod_Postal: office.scod_Postal,
    },
  };
}

export const LOCAL_REGISTRY_RECORDS: readonly TAnafFound[] = [
  record(
    {
      cui: 38741206,
      denumire: 'EXEMPLU CONSULT SRL',
      adresa: 'JUD. CLUJ, MUN. CLUJ-NAPOCA, STR. MEMORANDUMULUI, NR.28, AP.4',
      nrRegCom: 'J12/3456/2019',
      telefon: '0264123456',
      codPostal: '400114',
      data_inregistrare: '2019-11-04',
      cod_CAEN: '7022',
    },
    {
      sdenumire_Strada: 'Str. Memorandumului',
      snumar_Strada: '28',
      sdenumire_Localitate: 'Mun. Cluj-Napoca',
      scod_Localitate: '1',
      sdenumire_Judet: 'CLUJ',
      scod_Judet: '12',
      scod_JudetAuto: 'CJ',
      sdetalii_Adresa: 'Ap. 4',
      scod_Postal: '400114',
    },
  ),
  record(
    {
      cui: 41509738,
      denumire: `ATELIER DIGITAL ${SU}TEF\u0102NESCU SRL`,
      adresa: `MUNICIPIUL BUCURE${SU}TI, SECTOR 3, BD. DECEBAL, NR.12, BL. S7, SC. 1, ET. 3, AP. 10`,
      nrRegCom: 'J40/11234/2019',
      telefon: '',
      codPostal: '030964',
      data_inregistrare: '2019-09-17',
      cod_CAEN: '6201',
    },
    {
      sdenumire_Strada: 'Bd. Decebal',
      snumar_Strada: '12',
      sdenumire_Localitate: `Sector 3 Mun. Bucure${S}ti`,
      scod_Localitate: '3',
      sdenumire_Judet: `MUNICIPIUL BUCURE${SU}TI`,
      scod_Judet: '40',
      scod_JudetAuto: 'B',
      sdetalii_Adresa: 'Bl. S7, Sc. 1, Et. 3, Ap. 10',
      scod_Postal: '030964',
    },
  ),
  record(
    {
      cui: 29463810,
      denumire: `BRUT\u0102RIA ${TU}\u0102R\u0102NEASC\u0102 SRL`,
      adresa: `JUD. IA${SU}I, MUN. IA${SU}I, STR. ${SU}TEFAN CEL MARE ${SU}I SF\u00C2NT, NR.5`,
      nrRegCom: 'J22/1876/2012',
      telefon: '0232456789',
      codPostal: '700064',
      data_inregistrare: '2012-03-21',
      cod_CAEN: '1071',
    },
    {
      sdenumire_Strada: `Str. ${SU}tefan cel Mare ${S}i Sf\u00E2nt`,
      snumar_Strada: '5',
      sdenumire_Localitate: `Mun. Ia${S}i`,
      scod_Localitate: '1',
      sdenumire_Judet: `IA${SU}I`,
      scod_Judet: '22',
      scod_JudetAuto: 'IS',
      sdetalii_Adresa: '',
      scod_Postal: '700064',
    },
  ),
  record(
    {
      cui: 33187542,
      denumire: 'PENSIUNEA VALEA CERBULUI SRL',
      adresa: `JUD. PRAHOVA, ORA${SU} BU${SU}TENI, STR. VALEA CERBULUI, NR.3`,
      nrRegCom: 'J29/1502/2014',
      telefon: '0244320111',
      codPostal: '105500',
      data_inregistrare: '2014-06-10',
      cod_CAEN: '5520',
    },
    {
      sdenumire_Strada: 'Str. Valea Cerbului',
      snumar_Strada: '3',
      sdenumire_Localitate: `Ora${S} Bu${S}teni`,
      scod_Localitate: '105',
      sdenumire_Judet: 'PRAHOVA',
      scod_Judet: '29',
      scod_JudetAuto: 'PH',
      sdetalii_Adresa: '',
      scod_Postal: '105500',
    },
  ),
  record(
    {
      cui: 45231960,
      denumire: 'CLINICA DENTAR\u0102 Z\u00C2MBET SRL',
      adresa: `JUD. TIMI${SU}, MUN. TIMI${SU}OARA, STR. M\u0102R\u0102${SU}E${SU}TI, NR.7`,
      nrRegCom: 'J2022006841357',
      telefon: '',
      codPostal: '300086',
      data_inregistrare: '2022-02-15',
      cod_CAEN: '8623',
    },
    {
      sdenumire_Strada: `Str. M\u0103r\u0103${S}e${S}ti`,
      snumar_Strada: '7',
      sdenumire_Localitate: `Mun. Timi${S}oara`,
      scod_Localitate: '1',
      sdenumire_Judet: `TIMI${SU}`,
      scod_Judet: '35',
      scod_JudetAuto: 'TM',
      sdetalii_Adresa: '',
      scod_Postal: '300086',
    },
  ),
  record(
    {
      cui: 17654328,
      denumire: 'IONESCU AGRO SRL',
      adresa: 'JUD. CLUJ, COM. LUNA, SAT LUNCANI, NR.112',
      nrRegCom: 'J12/845/2005',
      telefon: '0744555111',
      codPostal: '407382',
      data_inregistrare: '2005-04-28',
      cod_CAEN: '0111',
    },
    {
      sdenumire_Strada: '',
      snumar_Strada: '112',
      sdenumire_Localitate: 'Sat Luncani Com. Luna',
      scod_Localitate: '3',
      sdenumire_Judet: 'CLUJ',
      scod_Judet: '12',
      scod_JudetAuto: 'CJ',
      sdetalii_Adresa: '',
      scod_Postal: '407382',
    },
  ),
];

/**
 * A fiscal code the stand-in answers like an outage (HTTP 503 with an HTML page, as a proxy in front of
 * ANAF does when it is down), so a person can see that a failed lookup leaves the form manual.
 */
export const LOCAL_REGISTRY_OUTAGE_CODE = 30477819;
