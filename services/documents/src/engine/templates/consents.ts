/**
 * Consent forms (Arts. 4(11), 7, 8 and 9(2)(a) GDPR): one box per purpose, never ticked, each with
 * what the person agrees to (purpose, data, recipients, how long), from the company's operations
 * based on consent; withdrawal as easy as giving it; nothing else depends on it. The online shop's
 * form is the text of its checkboxes and short notices; the marketing form asks per channel
 * (Law 506/2004 art. 12 on the RO and EN editions, the ePrivacy rules on INT).
 */
import type { TDocumentCode } from '@conform/catalogues';
import {
  companyExtras,
  complaintSection,
  contactChannel,
  controllerSection,
  unique,
  valueOr,
} from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { present, type DocumentTemplate } from '../template.ts';
import {
  b,
  checkbox,
  facts,
  field,
  h,
  missing,
  note,
  p,
  section,
  ul,
  type Block,
  type Section,
} from '../tree.ts';

type ConsentCode = Extract<
  TDocumentCode,
  | 'CONSIMTAMANT_CANDIDATI'
  | 'CONSIMTAMANT_ANGAJATI'
  | 'CONSIMTAMANT_CLIENTI_PF'
  | 'CONSIMTAMANT_PACIENTI'
  | 'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE'
  | 'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE'
  | 'CONSIMTAMANT_MAGAZIN_ONLINE'
  | 'CONSIMTAMANT_MARKETING'
>;

/** Cookie consent is asked by the cookie banner, not on a form. */
const COOKIES = /(-analytics|-ads)$/;

interface ConsentTexts {
  subtitles: Record<Exclude<ConsentCode, 'CONSIMTAMANT_MARKETING' | 'CONSIMTAMANT_MAGAZIN_ONLINE'>, string>;
  intro: (company: string) => string;
  freely: Record<'default' | 'employees' | 'patients', string>;
  purposesTitle: string;
  purpose: string;
  data: string;
  recipients: string;
  retention: string;
  agree: (company: string) => string;
  /** Agreement to something named: a purpose on a website form, a marketing channel. */
  agreeTo: (company: string, what: string) => string;
  agreeExplicit: (company: string) => string;
  none: string;
  withdrawTitle: string;
  withdraw: (channel: string) => string;
  withdrawNoChannel: string;
  noticeRef: string;
  minorsOffline: string;
  minorsOnline: string;
  minorsOnlineInt: string;
  signatureTitle: string;
  person: string;
  parent: string;
  name: string;
  date: string;
  signature: string;
  shop: {
    subtitle: string;
    intro: string;
    rules: string[];
    box: string;
    short: string;
    shortText: (purpose: string, retention: string) => string;
    policyLink: string;
    logTitle: string;
    log: string;
  };
  marketing: {
    subtitle: string;
    intro: (company: string) => string;
    legal: string;
    legalInt: string;
    channels: string[];
    channelPurpose: (channel: string) => string;
    channelsTitle: string;
    what: string;
    unsubscribe: string;
    object: string;
    retention: string;
  };
}

const TEXTS: Record<Language, ConsentTexts> = {
  ro: {
    subtitles: {
      CONSIMTAMANT_CANDIDATI: 'al candidaților',
      CONSIMTAMANT_ANGAJATI: 'al salariaților, pentru prelucrările opționale',
      CONSIMTAMANT_CLIENTI_PF: 'al clienților persoane fizice',
      CONSIMTAMANT_PACIENTI: 'al pacienților, pentru prelucrările opționale',
      CONSIMTAMANT_PARTICIPANTI_EVENIMENTE: 'al participanților la evenimente',
      CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE: 'al participanților la evenimente online',
    },
    intro: (company) =>
      `Prin acest formular vă cerem acordul pentru prelucrările de mai jos, pe care ${company} le face numai cu consimțământul dumneavoastră. Bifați doar căsuțele pentru scopurile cu care sunteți de acord; fiecare scop are o căsuță separată.`,
    freely: {
      default:
        'Consimțământul este liber: dacă nu bifați o căsuță sau vă retrageți ulterior acordul, nu există nicio consecință negativă pentru dumneavoastră, iar contractul sau serviciul nu depind de el.',
      employees:
        'Consimțământul este liber și nu face parte din contractul de muncă: refuzul sau retragerea lui nu are nicio consecință asupra raportului de muncă, a salariului sau a evaluării dumneavoastră.',
      patients:
        'Consimțământul este liber și explicit: refuzul sau retragerea lui nu influențează în niciun fel îngrijirea medicală pe care o primiți. Formularul nu înlocuiește acordul informat pentru actul medical.',
    },
    purposesTitle: 'Scopurile pentru care vă cerem acordul',
    purpose: 'Scopul',
    data: 'Datele',
    recipients: 'Destinatarii',
    retention: 'Cât timp păstrăm datele',
    agree: (company) => `Sunt de acord ca ${company} să îmi prelucreze datele în acest scop.`,
    agreeTo: (company, what) => `Sunt de acord ca ${company} să îmi prelucreze datele pentru: ${what}.`,
    agreeExplicit: (company) =>
      `Îmi dau consimțământul explicit ca ${company} să îmi prelucreze datele, inclusiv datele privind sănătatea, în acest scop (art. 9 alin. (2) lit. a) din GDPR).`,
    none: 'Nu ați configurat încă nicio prelucrare pe bază de consimțământ pentru această categorie de persoane; formularul devine necesar când adăugați una în platformă.',
    withdrawTitle: 'Retragerea consimțământului',
    withdraw: (channel) =>
      `Vă puteți retrage oricând acordul, pentru unul sau pentru toate scopurile, la fel de ușor cum l-ați dat: scriindu-ne la ${channel} sau prin orice mijloc prin care l-ați dat. Retragerea nu afectează legalitatea prelucrării efectuate până atunci (art. 7 alin. (3) din GDPR); după retragere încetăm prelucrarea în acel scop.`,
    withdrawNoChannel:
      'Vă puteți retrage oricând acordul, pentru unul sau pentru toate scopurile, la fel de ușor cum l-ați dat, la adresa sediului nostru sau prin orice mijloc prin care l-ați dat. Retragerea nu afectează legalitatea prelucrării efectuate până atunci (art. 7 alin. (3) din GDPR).',
    noticeRef:
      'Informațiile complete despre prelucrare (temeiuri, destinatari, transferuri, drepturi) se află în nota noastră de informare, pe care v-am pus-o la dispoziție odată cu acest formular.',
    minorsOffline:
      'Pentru participanții minori, consimțământul îl dă părintele sau reprezentantul legal, care semnează mai jos.',
    minorsOnline:
      'Pentru participanții sub 16 ani, consimțământul îl dă sau îl autorizează părintele ori reprezentantul legal (art. 8 din GDPR; în România vârsta este de 16 ani).',
    minorsOnlineInt:
      'Pentru copiii sub vârsta stabilită de legea statului membru aplicabil (între 13 și 16 ani), consimțământul îl dă sau îl autorizează părintele ori reprezentantul legal (art. 8 din GDPR).',
    signatureTitle: 'Semnătura',
    person: 'Persoana vizată',
    parent: 'Părintele sau reprezentantul legal (dacă este cazul)',
    name: 'Numele și prenumele',
    date: 'Data',
    signature: 'Semnătura',
    shop: {
      subtitle: 'textele căsuțelor de bifat din formularele magazinului online',
      intro:
        'Folosiți textele de mai jos în formularele site-ului, fiecare lângă câmpurile la care se referă. Ele completează politica de confidențialitate, nu o înlocuiesc.',
      rules: [
        'fiecare scop are o căsuță separată, niciodată bifată dinainte;',
        'plasarea comenzii sau crearea contului nu depinde de bifarea vreunei căsuțe de mai jos;',
        'lângă fiecare căsuță afișați informarea scurtă și trimiterea către politica de confidențialitate;',
        'retragerea acordului trebuie să fie la fel de ușoară: un link de dezabonare în fiecare mesaj și o opțiune în contul clientului.',
      ],
      box: 'Textul căsuței (nebifată)',
      short: 'Informarea scurtă de lângă căsuță',
      shortText: (purpose, retention) =>
        `Scop: ${purpose} Păstrăm datele: ${retention}. Vă puteți retrage oricând acordul.`,
      policyLink: 'Detalii în Politica de confidențialitate.',
      logTitle: 'Dovada consimțământului',
      log: 'Păstrați dovada fiecărui acord: data și ora, textul căsuței bifate, versiunea politicii în vigoare și identificatorul contului sau al adresei de e-mail, precum și data retragerii (art. 7 alin. (1) din GDPR).',
    },
    marketing: {
      subtitle: 'pentru comunicări comerciale',
      intro: (company) =>
        `Prin acest formular vă cerem acordul prealabil ca ${company} să vă trimită comunicări comerciale (oferte, noutăți, invitații) pe canalele pe care le alegeți mai jos. Bifați numai canalele dorite; fiecare canal are o căsuță separată.`,
      legal:
        'Acordul prealabil pentru comunicările comerciale prin mijloace electronice este cerut de art. 12 din Legea nr. 506/2004 privind prelucrarea datelor cu caracter personal și protecția vieții private în sectorul comunicațiilor electronice.',
      legalInt:
        'Acordul prealabil pentru comunicările comerciale prin mijloace electronice este cerut de normele privind viața privată în comunicațiile electronice (art. 13 din Directiva 2002/58/CE, astfel cum a fost transpusă în statul membru aplicabil).',
      channels: [
        'prin e-mail',
        'prin SMS',
        'prin apel telefonic',
        'prin aplicații de mesagerie (de exemplu WhatsApp, Viber, Messenger)',
      ],
      channelPurpose: (channel) => `primirea comunicărilor comerciale ${channel}`,
      channelsTitle: 'Canalele pe care sunteți de acord să fiți contactat',
      what: 'Folosim pentru aceasta numai numele și datele de contact pentru canalele alese, temeiul fiind consimțământul dumneavoastră (art. 6 alin. (1) lit. a) din GDPR).',
      unsubscribe:
        'Fiecare mesaj conține o modalitate simplă și gratuită de dezabonare. Vă puteți retrage acordul oricând, pentru unul sau pentru toate canalele.',
      object:
        'Vă puteți opune oricând prelucrării datelor în scop de marketing direct; după opoziție nu mai folosim datele în acest scop (art. 21 alin. (2) și (3) din GDPR).',
      retention:
        'Folosim datele până la retragerea acordului; păstrăm dovada acordului și a retragerii lui cât este necesar pentru a le putea dovedi.',
    },
  },
  en: {
    subtitles: {
      CONSIMTAMANT_CANDIDATI: 'for applicants',
      CONSIMTAMANT_ANGAJATI: 'for employees, for optional processing',
      CONSIMTAMANT_CLIENTI_PF: 'for individual clients',
      CONSIMTAMANT_PACIENTI: 'for patients, for optional processing',
      CONSIMTAMANT_PARTICIPANTI_EVENIMENTE: 'for event participants',
      CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE: 'for online event participants',
    },
    intro: (company) =>
      `With this form we ask for your consent to the processing below, which ${company} carries out only with your consent. Tick only the boxes for the purposes you agree to; each purpose has its own box.`,
    freely: {
      default:
        'Consent is freely given: if you do not tick a box, or later withdraw your consent, there is no negative consequence for you, and the contract or service does not depend on it.',
      employees:
        'Consent is freely given and is not part of the employment contract: refusing or withdrawing it has no consequence for your employment, your pay or your appraisal.',
      patients:
        'Consent is freely given and explicit: refusing or withdrawing it does not affect the medical care you receive in any way. This form does not replace the informed consent to medical treatment.',
    },
    purposesTitle: 'The purposes we ask your consent for',
    purpose: 'Purpose',
    data: 'Data',
    recipients: 'Recipients',
    retention: 'How long we keep the data',
    agree: (company) => `I agree that ${company} processes my data for this purpose.`,
    agreeTo: (company, what) => `I agree that ${company} processes my data for: ${what}.`,
    agreeExplicit: (company) =>
      `I give my explicit consent for ${company} to process my data, including data concerning health, for this purpose (Article 9(2)(a) GDPR).`,
    none: 'You have not configured any processing based on consent for this category of persons yet; the form becomes necessary when you add one on the platform.',
    withdrawTitle: 'Withdrawing consent',
    withdraw: (channel) =>
      `You may withdraw your consent at any time, for one or all purposes, as easily as you gave it: by writing to ${channel} or by any means through which you gave it. Withdrawal does not affect the lawfulness of processing before it (Article 7(3) GDPR); after withdrawal we stop processing for that purpose.`,
    withdrawNoChannel:
      'You may withdraw your consent at any time, for one or all purposes, as easily as you gave it, at our registered office or by any means through which you gave it. Withdrawal does not affect the lawfulness of processing before it (Article 7(3) GDPR).',
    noticeRef:
      'The full information about the processing (legal bases, recipients, transfers, rights) is in our privacy notice, provided to you together with this form.',
    minorsOffline:
      'For participants who are minors, consent is given by a parent or legal representative, who signs below.',
    minorsOnline:
      'For participants under 16, consent is given or authorised by a parent or legal representative (Article 8 GDPR; the age in Romania is 16).',
    minorsOnlineInt:
      'For children under the age set by the law of the applicable Member State (between 13 and 16), consent is given or authorised by a parent or legal representative (Article 8 GDPR).',
    signatureTitle: 'Signature',
    person: 'The data subject',
    parent: 'Parent or legal representative (if applicable)',
    name: 'Full name',
    date: 'Date',
    signature: 'Signature',
    shop: {
      subtitle: 'the texts of the online shop’s consent checkboxes',
      intro:
        'Use the texts below in the website’s forms, each next to the fields it concerns. They complement the privacy policy; they do not replace it.',
      rules: [
        'each purpose has its own box, never ticked in advance;',
        'placing an order or creating an account never depends on ticking any box below;',
        'show the short notice and the link to the privacy policy next to each box;',
        'withdrawing consent must be as easy: an unsubscribe link in every message and an option in the customer’s account.',
      ],
      box: 'Checkbox text (unticked)',
      short: 'Short notice next to the box',
      shortText: (purpose, retention) =>
        `Purpose: ${purpose} We keep the data: ${retention}. You can withdraw your consent at any time.`,
      policyLink: 'Details in the Privacy Policy.',
      logTitle: 'Proof of consent',
      log: 'Keep proof of every consent: date and time, the text of the ticked box, the version of the policy in force and the account or e-mail identifier, and the date of withdrawal (Article 7(1) GDPR).',
    },
    marketing: {
      subtitle: 'for commercial communications',
      intro: (company) =>
        `With this form we ask for your prior consent for ${company} to send you commercial communications (offers, news, invitations) through the channels you choose below. Tick only the channels you want; each channel has its own box.`,
      legal:
        'Prior consent to commercial communications by electronic means is required by Article 12 of Romanian Law No. 506/2004 on the processing of personal data and the protection of privacy in the electronic communications sector.',
      legalInt:
        'Prior consent to commercial communications by electronic means is required by the rules on privacy in electronic communications (Article 13 of Directive 2002/58/EC, as transposed in the applicable Member State).',
      channels: [
        'by e-mail',
        'by SMS',
        'by phone call',
        'through messaging apps (for example WhatsApp, Viber, Messenger)',
      ],
      channelPurpose: (channel) => `receiving commercial communications ${channel}`,
      channelsTitle: 'The channels you agree to be contacted through',
      what: 'For this we use only your name and the contact details for the channels chosen, on the basis of your consent (Article 6(1)(a) GDPR).',
      unsubscribe:
        'Every message contains a simple, free way to unsubscribe. You may withdraw your consent at any time, for one or all channels.',
      object:
        'You may object at any time to the processing of your data for direct marketing; after you object we no longer use the data for that purpose (Article 21(2) and (3) GDPR).',
      retention:
        'We use the data until you withdraw your consent; we keep proof of the consent and of its withdrawal as long as we need to be able to prove them.',
    },
  },
};

function signatures(texts: ConsentTexts, withParent: boolean): Section {
  const line = (label: string) => ({ label });
  return section('signature', texts.signatureTitle, [
    {
      kind: 'signatures',
      parties: [
        { title: texts.person, lines: [line(texts.name), line(texts.date), line(texts.signature)] },
        ...(withParent
          ? [{ title: texts.parent, lines: [line(texts.name), line(texts.date), line(texts.signature)] }]
          : []),
      ],
    },
  ]);
}

function purposeBlocks(ctx: DocumentContext, texts: ConsentTexts, op: OperationView, t: Messages): Block[] {
  const company = ctx.company.info.name;
  const explicit = op.specialDataGround === 'ART9_A' || op.data.some((d) => d.special);
  return [
    h(op.name),
    ul([
      [b(`${texts.purpose}: `), op.purpose],
      [b(`${texts.data}: `), t.list(op.data.map((d) => d.text))],
      ...(op.recipients.length > 0 ? [[b(`${texts.recipients}: `), t.list(unique(op.recipients))]] : []),
      [b(`${texts.retention}: `), valueOr(op.storageDuration, texts.retention.toLowerCase())],
    ]),
    checkbox(explicit ? texts.agreeExplicit(company) : texts.agree(company)),
  ];
}

function withdrawSection(ctx: DocumentContext, texts: ConsentTexts): Section {
  const channel = contactChannel(ctx);
  return section('withdrawal', texts.withdrawTitle, [
    p(channel ? texts.withdraw(channel) : texts.withdrawNoChannel),
    p(texts.noticeRef),
  ]);
}

function consentForm(
  code: Exclude<ConsentCode, 'CONSIMTAMANT_MARKETING' | 'CONSIMTAMANT_MAGAZIN_ONLINE'>,
): DocumentTemplate {
  return {
    kind: 'consent',
    build({ ctx, t }) {
      const texts = TEXTS[ctx.language];
      const ops = ctx.operations.filter(
        (op) => op.grounds.includes('CONSENT') && !COOKIES.test(op.suggestionId ?? ''),
      );
      const freely =
        code === 'CONSIMTAMANT_ANGAJATI'
          ? texts.freely.employees
          : code === 'CONSIMTAMANT_PACIENTI'
            ? texts.freely.patients
            : texts.freely.default;
      const minors =
        code === 'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE'
          ? texts.minorsOffline
          : code === 'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE'
            ? ctx.edition === 'INT'
              ? texts.minorsOnlineInt
              : texts.minorsOnline
            : null;
      return {
        subtitle: texts.subtitles[code],
        sections: present([
          controllerSection(ctx, t, texts.intro(ctx.company.info.name)),
          section('purposes', texts.purposesTitle, [
            p(freely),
            ...(ops.length > 0
              ? ops.flatMap((op) => purposeBlocks(ctx, texts, op, t))
              : [p(missing(texts.none))]),
            ...(minors ? [note(minors)] : []),
          ]),
          withdrawSection(ctx, texts),
          complaintSection(ctx, t),
          signatures(texts, minors !== null),
        ]),
      };
    },
  };
}

const onlineShop: DocumentTemplate = {
  kind: 'consent',
  build({ ctx, t }) {
    const texts = TEXTS[ctx.language];
    const m = texts.shop;
    const ops = ctx.operations.filter(
      (op) => op.grounds.includes('CONSENT') && !COOKIES.test(op.suggestionId ?? ''),
    );
    const website = companyExtras(ctx).website;
    return {
      subtitle: m.subtitle,
      sections: present([
        controllerSection(ctx, t, m.intro),
        section('rules', texts.purposesTitle, [
          ul(m.rules),
          ...(ops.length > 0
            ? ops.flatMap((op) => [
                h(op.name),
                p(b(`${m.box}: `)),
                checkbox(texts.agreeTo(ctx.company.info.name, op.name)),
                p(
                  b(`${m.short}: `),
                  m.shortText(op.purpose, op.storageDuration),
                  ' ',
                  m.policyLink,
                  ...(website ? [` ${website}`] : []),
                ),
              ])
            : [p(missing(texts.none))]),
        ]),
        section('proof', m.logTitle, [p(m.log)]),
        withdrawSection(ctx, texts),
      ]),
    };
  },
};

const marketing: DocumentTemplate = {
  kind: 'consent',
  build({ ctx, t }) {
    const texts = TEXTS[ctx.language];
    const m = texts.marketing;
    const company = ctx.company.info.name;
    return {
      subtitle: m.subtitle,
      sections: present([
        controllerSection(ctx, t, m.intro(company)),
        section('channels', m.channelsTitle, [
          p(ctx.edition === 'INT' ? m.legalInt : m.legal),
          ...m.channels.map((channel) => checkbox(texts.agreeTo(company, m.channelPurpose(channel)))),
          p(m.what),
          p(texts.freely.default),
        ]),
        section('withdrawal', texts.withdrawTitle, [
          p(m.unsubscribe),
          p(m.object),
          p(m.retention),
          ...withdrawSection(ctx, texts).blocks,
        ]),
        complaintSection(ctx, t),
        signatures(texts, false),
      ]),
    };
  },
};

const PARENTAL: Record<
  Language,
  {
    subtitle: string;
    intro: (company: string) => string;
    childTitle: string;
    child: [string, string, string];
    parentTitle: string;
    parent: [string, string, string, string];
    responsibility: string;
    art8: (int: boolean) => string;
    purposesIntro: string;
    alone: string;
    signatureTitle: string;
    signer: string;
  }
> = {
  ro: {
    subtitle: 'pentru prelucrarea datelor unui minor, în scopurile bazate pe consimțământ',
    intro: (company) =>
      `Prin acest formular, părintele sau reprezentantul legal al unui minor își exprimă acordul ca ${company} să prelucreze datele minorului în scopurile de mai jos, care se bazează pe consimțământ. Pentru celelalte prelucrări (de exemplu, înscrierea și participarea), temeiul este altul și nu depinde de acest acord.`,
    childTitle: 'Datele minorului',
    child: ['Numele și prenumele minorului', 'Data nașterii', 'Evenimentul sau serviciul'],
    parentTitle: 'Datele părintelui sau ale reprezentantului legal',
    parent: ['Numele și prenumele', 'Calitatea (părinte, tutore)', 'Telefon', 'E-mail'],
    responsibility:
      'Semnatarul declară că exercită autoritatea părintească sau este reprezentantul legal al minorului. Putem cere, în mod rezonabil, o dovadă a acestei calități, păstrând numai informația că a fost verificată, nu și copia documentului.',
    art8: (int) =>
      int
        ? 'Pentru serviciile online oferite direct copiilor, sub vârsta stabilită de legea statului membru aplicabil (între 13 și 16 ani), consimțământul este dat sau autorizat de părinte (art. 8 din GDPR).'
        : 'Pentru serviciile online oferite direct copiilor sub 16 ani, consimțământul este dat sau autorizat de părinte (art. 8 din GDPR; în România vârsta este de 16 ani).',
    purposesIntro: 'Bifați, separat, fiecare scop la care vă dați acordul; fiecare este opțional:',
    alone:
      'Minorul poate participa chiar dacă nu bifați niciun scop; refuzul nu are nicio consecință asupra participării.',
    signatureTitle: 'Semnătura',
    signer: 'Părintele sau reprezentantul legal',
  },
  en: {
    subtitle: 'for the processing of a minor’s data, for the purposes based on consent',
    intro: (company) =>
      `With this form, the parent or legal guardian of a minor agrees that ${company} may process the minor’s data for the purposes below, which are based on consent. Other processing (for example, registration and taking part) has another basis and does not depend on this consent.`,
    childTitle: 'The minor',
    child: ['Full name of the minor', 'Date of birth', 'The event or service'],
    parentTitle: 'The parent or legal guardian',
    parent: ['Full name', 'Capacity (parent, guardian)', 'Phone', 'E-mail'],
    responsibility:
      'The signatory declares that they hold parental responsibility for, or are the legal guardian of, the minor. We may reasonably ask for proof of this, keeping only the fact that it was checked, not a copy of the document.',
    art8: (int) =>
      int
        ? 'For online services offered directly to children below the age set by the law of the applicable Member State (between 13 and 16), consent is given or authorised by a parent (Article 8 GDPR).'
        : 'For online services offered directly to children under 16, consent is given or authorised by a parent (Article 8 GDPR; the age in Romania is 16).',
    purposesIntro: 'Tick, separately, each purpose you agree to; each is optional:',
    alone: 'The minor may take part even if you tick no purpose; refusing has no effect on taking part.',
    signatureTitle: 'Signature',
    signer: 'Parent or legal guardian',
  },
};

/** The parent's consent for a minor (Arts. 6(1)(a), 7 and 8): one box per consent-based purpose. */
export const parentalConsent: DocumentTemplate = {
  kind: 'consent',
  build({ ctx, t }) {
    const texts = TEXTS[ctx.language];
    const m = PARENTAL[ctx.language];
    const ops = ctx.operations.filter(
      (op) => op.grounds.includes('CONSENT') && !COOKIES.test(op.suggestionId ?? ''),
    );
    const line = (label: string) => ({ label });
    return {
      subtitle: m.subtitle,
      sections: present([
        controllerSection(ctx, t, m.intro(ctx.company.info.name)),
        section('child', m.childTitle, [facts(m.child.map((label) => [label, field(label.toLowerCase())]))]),
        section('parent', m.parentTitle, [
          facts(m.parent.map((label) => [label, field(label.toLowerCase())])),
          p(m.responsibility),
        ]),
        section('purposes', texts.purposesTitle, [
          p(m.purposesIntro),
          ...(ops.length > 0
            ? ops.flatMap((op) => purposeBlocks(ctx, texts, op, t))
            : [p(missing(texts.none))]),
          p(m.alone),
          note(m.art8(ctx.edition === 'INT')),
        ]),
        withdrawSection(ctx, texts),
        complaintSection(ctx, t),
        section('signature', m.signatureTitle, [
          {
            kind: 'signatures',
            parties: [
              { title: m.signer, lines: [line(texts.name), line(texts.date), line(texts.signature)] },
            ],
          },
        ]),
      ]),
    };
  },
};

export const CONSENT_TEMPLATES = {
  CONSIMTAMANT_CANDIDATI: consentForm('CONSIMTAMANT_CANDIDATI'),
  CONSIMTAMANT_ANGAJATI: consentForm('CONSIMTAMANT_ANGAJATI'),
  CONSIMTAMANT_CLIENTI_PF: consentForm('CONSIMTAMANT_CLIENTI_PF'),
  CONSIMTAMANT_PACIENTI: consentForm('CONSIMTAMANT_PACIENTI'),
  CONSIMTAMANT_PARTICIPANTI_EVENIMENTE: consentForm('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE'),
  CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE: consentForm('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE'),
  CONSIMTAMANT_MAGAZIN_ONLINE: onlineShop,
  CONSIMTAMANT_MARKETING: marketing,
} satisfies Record<ConsentCode, DocumentTemplate>;
