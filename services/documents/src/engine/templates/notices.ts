/**
 * Information notices (Arts. 13 and 14 GDPR) for each category of data subjects, from the company's
 * situations and operations of that category: facts/document-checklists.md §1 (employees) and §2
 * (clients), the same skeleton for the others, with what a category adds (employees: national
 * identification numbers and workplace monitoring under Law 190/2018 arts. 4–5, the acknowledgement).
 */
import type { TDocumentCode } from '@conform/catalogues';
import {
  areasOf,
  automatedSection,
  changesSection,
  companyExtras,
  complaintSection,
  controllerSection,
  dataSection,
  dpoSection,
  formatDay,
  provisionSection,
  purposesSection,
  recipientsSection,
  retentionSection,
  rightsSection,
  specialSection,
  transfersSection,
  valueOr,
} from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { present, type DocumentTemplate } from '../template.ts';
import { b, facts, missing, p, section, table, ul, type Inline, type Section } from '../tree.ts';

type NoticeCode = Extract<
  TDocumentCode,
  | 'NOTA_INFORMARE_CANDIDATI'
  | 'NOTA_INFORMARE_ANGAJATI'
  | 'NOTA_INFORMARE_CLIENTI_PF'
  | 'NOTA_INFORMARE_CLIENTI_PJ'
  | 'NOTA_INFORMARE_FURNIZORI_PF'
  | 'NOTA_INFORMARE_FURNIZORI_PJ'
  | 'NOTA_INFORMARE_PACIENTI'
  | 'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE'
  | 'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE'
  | 'NOTA_INFORMARE_RESTAURANT'
  | 'NOTA_INFORMARE_OASPETI'
>;

/** Who a notice speaks to, and what it says first. */
interface NoticeText {
  subtitle: string;
  intro: string;
  /** The INT edition's intro, where the RO one names Romanian law. */
  introInt?: string;
  /** Said after the purposes (medical secrecy, the arrival form, the offline short notice…). */
  extra?: string[];
}

const TEXTS: Record<Language, Record<NoticeCode, NoticeText>> = {
  ro: {
    NOTA_INFORMARE_CANDIDATI: {
      subtitle: 'pentru candidații la posturile noastre',
      intro:
        'Vă informăm, în calitate de candidat la un post în compania noastră, cum prelucrăm datele dumneavoastră personale pe parcursul recrutării și după încheierea ei, conform art. 13 și 14 din GDPR.',
      extra: [
        'Dacă nu sunteți selectat, păstrăm CV-ul și celelalte documente ale candidaturii numai pe durata indicată mai sus pentru recrutare (de exemplu, pentru eventuale contestații), apoi le ștergem, în afară de cazul în care ne-ați dat acordul să le păstrăm pentru posturi viitoare, pe durata indicată pentru baza de candidați.',
      ],
    },
    NOTA_INFORMARE_ANGAJATI: {
      subtitle: 'pentru salariații companiei',
      intro:
        'Vă informăm, în calitate de salariat, cum prelucrăm datele dumneavoastră personale pe durata raportului de muncă și după încetarea lui, conform art. 13 și 14 din GDPR, art. 88 din GDPR privind prelucrarea în contextul ocupării forței de muncă și Legii nr. 190/2018.',
    },
    NOTA_INFORMARE_CLIENTI_PF: {
      subtitle: 'pentru clienții persoane fizice',
      intro:
        'Vă informăm, în calitate de client, cum prelucrăm datele dumneavoastră personale când vă facem o ofertă, încheiem și executăm contractul, vă facturăm, livrăm, soluționăm reclamațiile și vă cerem părerea, conform art. 13 din GDPR.',
    },
    NOTA_INFORMARE_CLIENTI_PJ: {
      subtitle: 'pentru reprezentanții și persoanele de contact ale clienților persoane juridice',
      intro:
        'Vă informăm, în calitate de reprezentant legal, persoană de contact sau delegat al unui client persoană juridică, cum prelucrăm datele dumneavoastră personale în derularea contractului cu compania pe care o reprezentați, conform art. 13 și 14 din GDPR. De regulă, datele ne sunt comunicate de compania dumneavoastră.',
    },
    NOTA_INFORMARE_FURNIZORI_PF: {
      subtitle: 'pentru furnizorii și colaboratorii persoane fizice',
      intro:
        'Vă informăm, în calitate de furnizor sau colaborator persoană fizică, persoană fizică autorizată ori liber-profesionist, cum prelucrăm datele dumneavoastră personale la selecție, la încheierea și executarea contractului, la plată și pentru obligațiile fiscale, conform art. 13 din GDPR.',
    },
    NOTA_INFORMARE_FURNIZORI_PJ: {
      subtitle: 'pentru reprezentanții și persoanele de contact ale furnizorilor persoane juridice',
      intro:
        'Vă informăm, în calitate de reprezentant sau persoană de contact a unui furnizor persoană juridică, cum prelucrăm datele dumneavoastră personale în derularea contractului, la accesul în sediul nostru și în comunicarea curentă, conform art. 13 și 14 din GDPR. De regulă, datele ne sunt comunicate de compania dumneavoastră.',
    },
    NOTA_INFORMARE_PACIENTI: {
      subtitle: 'pentru pacienți',
      intro:
        'Vă informăm, în calitate de pacient, cum prelucrăm datele dumneavoastră personale, inclusiv datele privind sănătatea, pentru programări, diagnostic, tratament, ținerea evidențelor medicale și raportările prevăzute de lege, conform art. 13 și art. 9 din GDPR.',
      extra: [
        'Personalul medical care are acces la datele dumneavoastră privind sănătatea are obligația de păstrare a secretului profesional. Datele privind sănătatea le prelucrăm în scopul asistenței medicale, în baza art. 9 alin. (2) lit. h) din GDPR, sub responsabilitatea unui profesionist supus secretului profesional.',
        'Prezenta notă nu înlocuiește acordul informat pentru actul medical, pe care vi-l cerem separat, conform legislației privind drepturile pacientului.',
      ],
    },
    NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE: {
      subtitle: 'pentru participanții la evenimentele noastre',
      intro:
        'Vă informăm, în calitate de participant la un eveniment organizat de noi, cum prelucrăm datele dumneavoastră personale la înscriere, la check-in, prin fotografiere și filmare, în comunicările de după eveniment și în relația cu partenerii evenimentului, conform art. 13 din GDPR.',
    },
    NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE: {
      subtitle: 'pentru participanții la webinarele și evenimentele noastre online',
      intro:
        'Vă informăm, în calitate de participant la un webinar sau la un eveniment online, cum prelucrăm datele dumneavoastră personale la înscriere, pe platforma de videoconferință, la înregistrarea sesiunilor, în mesajele din chat, în statisticile de participare și în comunicările ulterioare, conform art. 13 din GDPR.',
    },
    NOTA_INFORMARE_RESTAURANT: {
      subtitle: 'pentru clienții restaurantului: rezervări, comenzi cu livrare și program de fidelitate',
      intro:
        'Vă informăm pe scurt, în calitate de client al restaurantului, ce date vă cerem la rezervare, la comenzile cu livrare și în programul de fidelitate, de ce și cât timp le păstrăm, conform art. 13 din GDPR.',
      extra: [
        'Dacă ne spuneți de o alergie sau de o restricție alimentară, o folosim numai pentru a vă pregăti comanda în siguranță și numai cu acordul dumneavoastră explicit (art. 9 alin. (2) lit. a) din GDPR).',
      ],
    },
    NOTA_INFORMARE_OASPETI: {
      subtitle: 'pentru oaspeții unității de cazare',
      intro:
        'Vă informăm, în calitate de oaspete, cum prelucrăm datele dumneavoastră personale la rezervare, la check-in (fișa de anunțare a sosirii și plecării, actul de identitate), la plată, pentru serviciile suplimentare și prin supravegherea video din unitatea de cazare, conform art. 13 din GDPR.',
    },
  },
  en: {
    NOTA_INFORMARE_CANDIDATI: {
      subtitle: 'for applicants to our vacancies',
      intro:
        'As an applicant for a position with our company, this notice tells you how we process your personal data during recruitment and after it ends, under Articles 13 and 14 GDPR.',
      extra: [
        'If you are not selected, we keep your CV and the other application documents only for the period stated above for recruitment (for example, for any challenges), then delete them, unless you have agreed that we keep them for future vacancies, for the period stated for the talent pool.',
      ],
    },
    NOTA_INFORMARE_ANGAJATI: {
      subtitle: 'for the company’s employees',
      intro:
        'As an employee, this notice tells you how we process your personal data during the employment relationship and after it ends, under Articles 13 and 14 GDPR, Article 88 GDPR on processing in the employment context and Romanian Law No. 190/2018.',
      introInt:
        'As an employee, this notice tells you how we process your personal data during the employment relationship and after it ends, under Articles 13 and 14 GDPR and Article 88 GDPR on processing in the employment context.',
    },
    NOTA_INFORMARE_CLIENTI_PF: {
      subtitle: 'for individual clients',
      intro:
        'As a client, this notice tells you how we process your personal data when we make you an offer, conclude and perform the contract, invoice, deliver, handle complaints and ask for your feedback, under Article 13 GDPR.',
    },
    NOTA_INFORMARE_CLIENTI_PJ: {
      subtitle: 'for representatives and contact persons of business clients',
      intro:
        'As a legal representative, contact person or delegate of a business client, this notice tells you how we process your personal data in the course of the contract with the company you represent, under Articles 13 and 14 GDPR. As a rule, your company gives us your data.',
    },
    NOTA_INFORMARE_FURNIZORI_PF: {
      subtitle: 'for individual suppliers and contractors',
      intro:
        'As an individual supplier or contractor, sole trader or freelancer, this notice tells you how we process your personal data when we select you, conclude and perform the contract, pay you and meet our tax obligations, under Article 13 GDPR.',
    },
    NOTA_INFORMARE_FURNIZORI_PJ: {
      subtitle: 'for representatives and contact persons of business suppliers',
      intro:
        'As a representative or contact person of a business supplier, this notice tells you how we process your personal data in the course of the contract, when you enter our premises and in day-to-day communication, under Articles 13 and 14 GDPR. As a rule, your company gives us your data.',
    },
    NOTA_INFORMARE_PACIENTI: {
      subtitle: 'for patients',
      intro:
        'As a patient, this notice tells you how we process your personal data, including data concerning your health, for appointments, diagnosis, treatment, medical records and the reports required by law, under Articles 13 and 9 GDPR.',
      extra: [
        'Medical staff with access to your health data are bound by professional secrecy. We process health data for the purpose of medical care, under Article 9(2)(h) GDPR, under the responsibility of a professional subject to professional secrecy.',
        'This notice does not replace the informed consent to medical treatment, which we ask for separately, under the law on patients’ rights.',
      ],
    },
    NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE: {
      subtitle: 'for participants in our events',
      intro:
        'As a participant in an event we organise, this notice tells you how we process your personal data at registration, at check-in, in photos and video, in communications after the event and with the event’s partners, under Article 13 GDPR.',
    },
    NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE: {
      subtitle: 'for participants in our webinars and online events',
      intro:
        'As a participant in a webinar or online event, this notice tells you how we process your personal data at registration, on the video-conferencing platform, when sessions are recorded, in chat messages, in attendance statistics and in later communications, under Article 13 GDPR.',
    },
    NOTA_INFORMARE_RESTAURANT: {
      subtitle: 'for restaurant guests: bookings, delivery orders and the loyalty programme',
      intro:
        'As a guest of the restaurant, this short notice tells you what data we ask for when you book, order for delivery or join the loyalty programme, why, and how long we keep them, under Article 13 GDPR.',
      extra: [
        'If you tell us about an allergy or dietary restriction, we use it only to prepare your order safely and only with your explicit consent (Article 9(2)(a) GDPR).',
      ],
    },
    NOTA_INFORMARE_OASPETI: {
      subtitle: 'for guests of the accommodation',
      intro:
        'As a guest, this notice tells you how we process your personal data when you book, at check-in (the arrival and departure form, your identity document), for payment, for additional services and through video surveillance at the property, under Article 13 GDPR.',
    },
  },
};

const MONITORING = new Set(['e-ms-cctv', 'e-ms-email', 'e-ms-gps', 'e-ms-access']);
const isCctv = (op: OperationView) => op.suggestionId === 'e-ms-cctv' || /cctv|video/i.test(op.name);

/** Law 190/2018 art. 5: employee monitoring on legitimate interest, with its conditions. */
function monitoringSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section | null {
  if (ctx.edition === 'INT') return null;
  const monitored = ops.filter(
    (op) =>
      (op.suggestionId && MONITORING.has(op.suggestionId)) || /monitoriz|monitoring|cctv|gps/i.test(op.name),
  );
  if (monitored.length === 0) return null;
  const m = t.monitoring;
  // The video surveillance details the company gave once (company information) serve every document.
  const cctv = companyExtras(ctx).cctv;
  return section('monitoring', m.title, [
    p(m.intro),
    table(
      [t.purposes.columns[1]!, t.groundReasonLabel.LEGITIMATE_INTEREST, t.retention.columns[1]!],
      monitored.map((op) => [
        [b(op.name), ` – ${op.purpose}`],
        op.groundReason ?? missing(t.groundReasonLabel.LEGITIMATE_INTEREST.toLowerCase()),
        op.storageDuration,
      ]),
      [44, 34, 22],
    ),
    ul(m.conditions),
    facts([
      ...(monitored.some(isCctv) ? [[m.areas, areasOf(cctv, m.areas)] as [string, Inline]] : []),
      [m.lessIntrusive, valueOr(cctv?.lessIntrusiveMeans, m.lessIntrusive.toLowerCase())],
      [
        m.consultation,
        cctv?.consultationDate ? formatDay(cctv.consultationDate, t) : missing(m.consultation.toLowerCase()),
      ],
    ]),
  ]);
}

/** Law 190/2018 art. 4: national identification numbers on legitimate interest. */
function nationalIdsSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section | null {
  if (ctx.edition === 'INT') return null;
  const found = ops.some(
    (op) => op.grounds.includes('LEGITIMATE_INTEREST') && op.data.some((d) => d.nationalId),
  );
  if (!found) return null;
  return section('national-ids', t.nationalIds.title, [p(t.nationalIds.text), ul(t.nationalIds.safeguards)]);
}

function acknowledgementSection(ctx: DocumentContext, t: Messages): Section {
  const m = t.acknowledgement;
  const representative = companyExtras(ctx).legalRepresentative;
  return section('acknowledgement', m.title, [
    p(m.text),
    {
      kind: 'signatures',
      parties: [
        { title: m.employee, lines: [{ label: m.name }, { label: m.date }, { label: m.signature }] },
        {
          title: m.employer,
          lines: [
            { label: m.name, value: [ctx.company.info.name] },
            {
              label: m.representative,
              value: [representative?.name ? representative.name : missing(m.representative.toLowerCase())],
            },
            { label: m.signature },
          ],
        },
      ],
    },
  ]);
}

function notice(code: NoticeCode): DocumentTemplate {
  return {
    kind: 'notice',
    build({ ctx, t, meta }) {
      const text = TEXTS[ctx.language][code];
      const ops = ctx.operations;
      const body: Array<Section | null> =
        ops.length === 0
          ? [section('purposes', t.purposes.title, [p(missing(t.noOperations))])]
          : [
              dataSection(ctx, t, ops),
              purposesSection(ctx, t, ops),
              text.extra
                ? section(
                    'specifics',
                    t.specifics,
                    text.extra.map((x) => p(x)),
                  )
                : null,
              specialSection(ctx, t, ops),
              code === 'NOTA_INFORMARE_ANGAJATI' ? nationalIdsSection(ctx, t, ops) : null,
              code === 'NOTA_INFORMARE_ANGAJATI' ? monitoringSection(ctx, t, ops) : null,
              recipientsSection(ctx, t, ops),
              transfersSection(ctx, t, ops),
              retentionSection(ctx, t, ops),
              provisionSection(ctx, t, ops),
              automatedSection(ctx, t, ops),
            ];
      return {
        subtitle: text.subtitle,
        sections: present([
          controllerSection(ctx, t, ctx.edition === 'INT' ? (text.introInt ?? text.intro) : text.intro),
          dpoSection(ctx, t),
          ...body,
          rightsSection(ctx, t, ops),
          complaintSection(ctx, t),
          changesSection(ctx, t, meta),
          code === 'NOTA_INFORMARE_ANGAJATI' ? acknowledgementSection(ctx, t) : null,
        ]),
      };
    },
  };
}

export const NOTICE_TEMPLATES = {
  NOTA_INFORMARE_CANDIDATI: notice('NOTA_INFORMARE_CANDIDATI'),
  NOTA_INFORMARE_ANGAJATI: notice('NOTA_INFORMARE_ANGAJATI'),
  NOTA_INFORMARE_CLIENTI_PF: notice('NOTA_INFORMARE_CLIENTI_PF'),
  NOTA_INFORMARE_CLIENTI_PJ: notice('NOTA_INFORMARE_CLIENTI_PJ'),
  NOTA_INFORMARE_FURNIZORI_PF: notice('NOTA_INFORMARE_FURNIZORI_PF'),
  NOTA_INFORMARE_FURNIZORI_PJ: notice('NOTA_INFORMARE_FURNIZORI_PJ'),
  NOTA_INFORMARE_PACIENTI: notice('NOTA_INFORMARE_PACIENTI'),
  NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE: notice('NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE'),
  NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE: notice('NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE'),
  NOTA_INFORMARE_RESTAURANT: notice('NOTA_INFORMARE_RESTAURANT'),
  NOTA_INFORMARE_OASPETI: notice('NOTA_INFORMARE_OASPETI'),
} satisfies Record<NoticeCode, DocumentTemplate>;
