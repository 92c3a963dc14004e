/**
 * The website's privacy policy (facts/document-checklists.md §2), the cookie policy (Law 506/2004
 * art. 4(5)–(6) on the RO and EN editions, the ePrivacy rules on INT), the video-surveillance
 * notice and the camera sign (the second and first layers of EDPB Guidelines 3/2019).
 */
import {
  addressOf,
  areasOf,
  automatedSection,
  changesSection,
  companyExtras,
  complaintSection,
  controllerSection,
  countOf,
  dataSection,
  dpoSection,
  provisionSection,
  purposesSection,
  recipientsSection,
  retentionSection,
  rightsSection,
  specialSection,
  transfersSection,
  unique,
  valueOr,
} from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { present, type DocumentTemplate } from '../template.ts';
import { b, facts, missing, p, section, table, ul, type Inline, type Section } from '../tree.ts';

const isCookie = (op: OperationView) =>
  /-(cookies|analytics|ads)$/.test(op.suggestionId ?? '') || /cookie/i.test(op.name);
const isMarketing = (op: OperationView) =>
  /-(newsletter|push|similar|cart|recommendations)$/.test(op.suggestionId ?? '') ||
  /newsletter|marketing/i.test(op.name);

interface PolicyTexts {
  privacy: {
    subtitle: (site: string | null) => string;
    intro: string;
    siteMissing: string;
    marketingTitle: string;
    marketingConsent: string;
    softOptIn: string;
    softOptInInt: string;
    marketingObject: string;
    cookiesTitle: string;
    cookies: string;
    childrenTitle: string;
    children: string;
    childrenInt: string;
    securityTitle: string;
    security: string;
  };
  cookies: {
    subtitle: (site: string | null) => string;
    intro: string;
    whatTitle: string;
    what: string;
    legal: string;
    legalInt: string;
    kindsTitle: string;
    columns: string[];
    necessary: string;
    optional: string;
    noConsent: string;
    consent: string;
    thirdParties: string;
    choicesTitle: string;
    choices: string[];
    retention: string;
  };
  cctv: {
    subtitle: string;
    intro: string;
    purposeTitle: string;
    purpose: string;
    basis: string;
    basisLaw: string;
    areasTitle: string;
    areas: string;
    areasNote: string;
    retentionTitle: string;
    retention: (days: number) => string;
    /** Why the company keeps the recordings longer than 30 days (its own reason follows). */
    longer: string;
    recipientsTitle: string;
    recipients: string[];
    notUsed: string;
    signTitle: string;
    sign: string;
  };
  /** The camera sign: the first layer (EDPB Guidelines 3/2019, point 7.1), short enough for A4. */
  sign: {
    /** The sign's headline, printed large under the pictogram. */
    warning: string;
    retention: (days: number) => string;
    rightsTitle: string;
    rights: string;
    complaint: string;
    complaintInt: string;
    moreTitle: string;
    more: string;
    website: string;
  };
}

const TEXTS: Record<Language, PolicyTexts> = {
  ro: {
    privacy: {
      subtitle: (site) => (site ? `pentru ${site}` : 'pentru site-ul și aplicația noastră'),
      intro:
        'Această politică explică ce date personale colectăm când folosiți site-ul sau aplicația noastră, de ce, pe ce temei, cui le transmitem, cât timp le păstrăm și ce drepturi aveți, conform art. 12–14 din GDPR.',
      siteMissing: 'adresa site-ului',
      marketingTitle: 'Comunicări de marketing',
      marketingConsent:
        'Newsletterul și celelalte mesaje de marketing vi le trimitem numai cu acordul dumneavoastră, pe care îl puteți retrage oricând prin linkul de dezabonare din fiecare mesaj sau din contul dumneavoastră.',
      softOptIn:
        'Clienților existenți le putem trimite prin e-mail oferte pentru produse sau servicii similare celor cumpărate, fără un acord separat, conform art. 12 alin. (2) din Legea nr. 506/2004: vă oferim posibilitatea de a refuza gratuit aceste mesaje atât la colectarea adresei, cât și în fiecare mesaj.',
      softOptInInt:
        'Clienților existenți le putem trimite prin e-mail oferte pentru produse sau servicii similare celor cumpărate, fără un acord separat, conform art. 13 alin. (2) din Directiva 2002/58/CE: vă oferim posibilitatea de a refuza gratuit aceste mesaje atât la colectarea adresei, cât și în fiecare mesaj.',
      marketingObject:
        'Vă puteți opune oricând prelucrării datelor în scop de marketing direct; opoziția se respectă întotdeauna (art. 21 alin. (2) și (3) din GDPR).',
      cookiesTitle: 'Cookie-uri și tehnologii similare',
      cookies:
        'Site-ul folosește cookie-uri strict necesare funcționării lui și, numai cu acordul dumneavoastră dat în bannerul de cookie-uri, cookie-uri de analiză și de publicitate. Detaliile, inclusiv cum vă modificați alegerile, se află în Politica de cookie-uri.',
      childrenTitle: 'Datele copiilor',
      children:
        'Serviciile noastre nu se adresează copiilor sub 16 ani. În România, un copil poate consimți singur la serviciile societății informaționale de la 16 ani (art. 8 din GDPR); sub această vârstă este necesar acordul părintelui sau al reprezentantului legal.',
      childrenInt:
        'Serviciile noastre nu se adresează copiilor sub vârsta stabilită de legea statului membru aplicabil (între 13 și 16 ani, art. 8 din GDPR); sub această vârstă este necesar acordul părintelui sau al reprezentantului legal.',
      securityTitle: 'Securitatea datelor',
      security: 'Protejăm datele prin măsuri tehnice și organizatorice adecvate riscului (art. 32 din GDPR):',
    },
    cookies: {
      subtitle: (site) => (site ? `pentru ${site}` : 'pentru site-ul nostru'),
      intro:
        'Această politică explică ce cookie-uri și tehnologii similare folosește site-ul, de ce, cât timp rămân pe dispozitivul dumneavoastră și cum vă puteți schimba alegerile.',
      whatTitle: 'Ce sunt cookie-urile',
      what: 'Cookie-urile sunt fișiere text mici pe care site-ul le stochează pe dispozitivul dumneavoastră. Tehnologiile similare (stocarea locală, pixelii) funcționează la fel și le tratăm la fel.',
      legal:
        'Stocarea sau citirea informațiilor pe dispozitivul dumneavoastră cere acordul prealabil, după o informare clară, cu excepția celor strict necesare pentru serviciul pe care l-ați cerut (art. 4 alin. (5) și (6) din Legea nr. 506/2004).',
      legalInt:
        'Stocarea sau citirea informațiilor pe dispozitivul dumneavoastră cere acordul prealabil, după o informare clară, cu excepția celor strict necesare pentru serviciul pe care l-ați cerut (art. 5 alin. (3) din Directiva 2002/58/CE).',
      kindsTitle: 'Ce cookie-uri folosim',
      columns: ['Categoria', 'Scopul', 'Temeiul', 'Cât timp rămân'],
      necessary: 'Strict necesare',
      optional: 'Cu acordul dumneavoastră',
      noConsent: 'nu necesită acord (strict necesare)',
      consent: 'acordul dumneavoastră, dat în bannerul de cookie-uri',
      thirdParties:
        'Cookie-urile de analiză și de publicitate pot fi plasate de furnizorii noștri, care pot primi datele astfel colectate:',
      choicesTitle: 'Cum vă schimbați alegerile',
      choices: [
        'la prima vizită, bannerul vă permite să acceptați, să refuzați sau să alegeți pe categorii; cookie-urile opționale sunt dezactivate până la acordul dumneavoastră;',
        'vă puteți schimba oricând alegerea din linkul „Setările cookie-urilor”, aflat în subsolul fiecărei pagini, la fel de ușor cum v-ați dat acordul;',
        'puteți șterge sau bloca cookie-urile și din setările browserului; blocarea celor strict necesare poate afecta funcționarea site-ului.',
      ],
      // 13 months is the CNIL's guidance (facts/romania.md: no Romanian rule found; verify before relying on it).
      retention:
        'Vă cerem din nou alegerea după cel mult 13 luni; cookie-urile de analiză și de publicitate nu rămân pe dispozitiv mai mult de atât.',
    },
    cctv: {
      subtitle: 'informarea completă despre camerele de supraveghere',
      intro:
        'Această notă completează panoul de avertizare de la intrarea în spațiile supravegheate și vă informează despre supravegherea video, conform art. 13 din GDPR.',
      purposeTitle: 'De ce folosim camere video și pe ce temei',
      purpose:
        'Folosim camerele video pentru securitatea persoanelor, a bunurilor și a spațiilor, pentru prevenirea și constatarea furturilor și a incidentelor.',
      basis:
        'Temeiul este interesul nostru legitim de a asigura securitatea persoanelor și a bunurilor (art. 6 alin. (1) lit. f) din GDPR).',
      basisLaw:
        'Când supravegherea este obligatorie în urma analizei de risc la securitatea fizică, temeiul este și obligația legală din Legea nr. 333/2003 privind paza obiectivelor, bunurilor, valorilor și protecția persoanelor și din normele ei de aplicare (art. 6 alin. (1) lit. c) din GDPR).',
      areasTitle: 'Ce zone supraveghem',
      areas: 'Zonele supravegheate',
      areasNote:
        'Nu supraveghem spațiile în care persoanele au o așteptare ridicată de intimitate: vestiare, grupuri sanitare, spații de odihnă. Camerele nu înregistrează sunet.',
      retentionTitle: 'Cât timp păstrăm înregistrările',
      retention: (days) =>
        `Păstrăm înregistrările cel mult ${countOf(days, 'ro', 'zi', 'zile')}, după care se șterg automat. Le păstrăm mai mult numai pentru un incident concret, cât este necesar pentru soluționarea lui (de exemplu, predarea către organele de cercetare penală).`,
      longer: 'Termenul depășește 30 de zile din următorul motiv:',
      recipientsTitle: 'Cine vede imaginile',
      recipients: [
        'personalul nostru autorizat și, după caz, firma de pază care administrează sistemul, pe bază de contract (art. 28 din GDPR);',
        'organele de cercetare penală, instanțele și alte autorități, la cererea lor legală.',
      ],
      notUsed: 'Nu folosim imaginile în alte scopuri și nu le publicăm.',
      signTitle: 'Panoul de avertizare',
      sign: 'La intrarea în fiecare zonă supravegheată afișăm un panou cu simbolul camerei, identitatea operatorului, scopul, temeiul, durata de păstrare, drepturile persoanelor și unde se află această notă.',
    },
    sign: {
      warning: 'ATENȚIE: ZONĂ SUPRAVEGHEATĂ VIDEO',
      retention: (days) =>
        `Păstrăm înregistrările cel mult ${countOf(days, 'ro', 'zi', 'zile')}; mai mult numai pentru un incident concret, cât este necesar pentru soluționarea lui.`,
      rightsTitle: 'Drepturile dumneavoastră',
      rights:
        'Aveți dreptul de acces la imaginile în care apăreți, dreptul la ștergerea și la restricționarea lor și dreptul de a vă opune supravegherii, din motive legate de situația dumneavoastră (art. 15, 17, 18 și 21 din GDPR).',
      complaint:
        'Puteți depune plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP, www.dataprotection.ro).',
      complaintInt: 'Puteți depune plângere la autoritatea de supraveghere competentă (art. 77 din GDPR).',
      moreTitle: 'Informații complete',
      more: 'Nota de informare privind supravegherea video, cu toate detaliile, se află la recepție și pe site-ul nostru:',
      website: 'adresa site-ului',
    },
  },
  en: {
    privacy: {
      subtitle: (site) => (site ? `for ${site}` : 'for our website and app'),
      intro:
        'This policy explains what personal data we collect when you use our website or app, why, on what legal basis, who we share them with, how long we keep them and what your rights are, under Articles 12–14 GDPR.',
      siteMissing: 'the website address',
      marketingTitle: 'Marketing communications',
      marketingConsent:
        'We send you the newsletter and other marketing messages only with your consent, which you may withdraw at any time through the unsubscribe link in every message or in your account.',
      softOptIn:
        'We may e-mail existing customers offers for products or services similar to those they bought, without separate consent, under Article 12(2) of Romanian Law No. 506/2004: we give you the chance to refuse these messages free of charge when we collect your address and in every message.',
      softOptInInt:
        'We may e-mail existing customers offers for products or services similar to those they bought, without separate consent, under Article 13(2) of Directive 2002/58/EC: we give you the chance to refuse these messages free of charge when we collect your address and in every message.',
      marketingObject:
        'You may object at any time to the processing of your data for direct marketing; an objection is always respected (Article 21(2) and (3) GDPR).',
      cookiesTitle: 'Cookies and similar technologies',
      cookies:
        'The website uses cookies strictly necessary for it to work and, only with the consent you give in the cookie banner, analytics and advertising cookies. The details, including how to change your choices, are in the Cookie Policy.',
      childrenTitle: 'Children’s data',
      children:
        'Our services are not aimed at children under 16. In Romania a child may consent alone to information society services from the age of 16 (Article 8 GDPR); below that age the consent of a parent or legal representative is needed.',
      childrenInt:
        'Our services are not aimed at children under the age set by the law of the applicable Member State (between 13 and 16, Article 8 GDPR); below that age the consent of a parent or legal representative is needed.',
      securityTitle: 'Security of the data',
      security:
        'We protect the data with technical and organisational measures appropriate to the risk (Article 32 GDPR):',
    },
    cookies: {
      subtitle: (site) => (site ? `for ${site}` : 'for our website'),
      intro:
        'This policy explains what cookies and similar technologies the website uses, why, how long they stay on your device and how you can change your choices.',
      whatTitle: 'What cookies are',
      what: 'Cookies are small text files a website stores on your device. Similar technologies (local storage, pixels) work the same way and we treat them the same way.',
      legal:
        'Storing or reading information on your device requires prior consent, after clear information, except where strictly necessary for the service you asked for (Article 4(5) and (6) of Romanian Law No. 506/2004).',
      legalInt:
        'Storing or reading information on your device requires prior consent, after clear information, except where strictly necessary for the service you asked for (Article 5(3) of Directive 2002/58/EC).',
      kindsTitle: 'The cookies we use',
      columns: ['Category', 'Purpose', 'Legal basis', 'How long they stay'],
      necessary: 'Strictly necessary',
      optional: 'With your consent',
      noConsent: 'no consent needed (strictly necessary)',
      consent: 'your consent, given in the cookie banner',
      thirdParties:
        'Analytics and advertising cookies may be set by our providers, who may receive the data collected this way:',
      choicesTitle: 'How to change your choices',
      choices: [
        'on your first visit, the banner lets you accept, refuse or choose by category; optional cookies stay off until you consent;',
        'you can change your choice at any time through the "Cookie settings" link at the bottom of every page, as easily as you gave your consent;',
        'you can also delete or block cookies in your browser settings; blocking strictly necessary ones may affect how the website works.',
      ],
      retention:
        'We ask for your choice again after 13 months at most; analytics and advertising cookies do not stay on your device longer than that.',
    },
    cctv: {
      subtitle: 'the full information about our surveillance cameras',
      intro:
        'This notice completes the warning sign at the entrance to the monitored premises and informs you about the video surveillance, under Article 13 GDPR.',
      purposeTitle: 'Why we use cameras and on what legal basis',
      purpose:
        'We use video cameras for the security of persons, property and premises, and to prevent and establish thefts and incidents.',
      basis:
        'The legal basis is our legitimate interest in ensuring the security of persons and property (Article 6(1)(f) GDPR).',
      basisLaw:
        'Where surveillance is mandatory after the physical security risk assessment, the legal basis is also the legal obligation under Romanian Law No. 333/2003 on the guarding of premises, property and values and the protection of persons, and its implementing rules (Article 6(1)(c) GDPR).',
      areasTitle: 'Which areas we monitor',
      areas: 'Areas monitored',
      areasNote:
        'We do not monitor places where people have a high expectation of privacy: changing rooms, toilets, rest areas. The cameras do not record sound.',
      retentionTitle: 'How long we keep the recordings',
      retention: (days) =>
        `We keep the recordings for ${countOf(days, 'en', 'day', 'days')} at most, after which they are deleted automatically. We keep them longer only for a specific incident, as long as needed to resolve it (for example, handing them over to the criminal investigation authorities).`,
      longer: 'The period exceeds 30 days for the following reason:',
      recipientsTitle: 'Who sees the images',
      recipients: [
        'our authorised staff and, where applicable, the security company that operates the system, under a contract (Article 28 GDPR);',
        'criminal investigation bodies, courts and other authorities, on their lawful request.',
      ],
      notUsed: 'We do not use the images for other purposes and do not publish them.',
      signTitle: 'The warning sign',
      sign: 'At the entrance to each monitored area we display a sign with the camera symbol, the identity of the controller, the purpose, the legal basis, the retention period, the rights of the persons and where this notice can be found.',
    },
    sign: {
      warning: 'WARNING: VIDEO SURVEILLANCE IN OPERATION',
      retention: (days) =>
        `We keep the recordings for ${countOf(days, 'en', 'day', 'days')} at most; longer only for a specific incident, as long as needed to resolve it.`,
      rightsTitle: 'Your rights',
      rights:
        'You have the right of access to the images in which you appear, the right to their erasure and restriction, and the right to object to the surveillance on grounds relating to your situation (Articles 15, 17, 18 and 21 GDPR).',
      complaint:
        'You may complain to the Romanian National Supervisory Authority for Personal Data Processing (ANSPDCP, www.dataprotection.ro).',
      complaintInt: 'You may complain to the competent supervisory authority (Article 77 GDPR).',
      moreTitle: 'Full information',
      more: 'The video surveillance notice, with all the details, is available at the reception and on our website:',
      website: 'the website address',
    },
  },
};

function marketingSection(ctx: DocumentContext, texts: PolicyTexts, ops: OperationView[]): Section | null {
  const marketing = ops.filter(isMarketing);
  if (marketing.length === 0) return null;
  const m = texts.privacy;
  const softOptIn = marketing.some(
    (op) => op.suggestionId?.endsWith('-similar') || op.grounds.includes('LEGITIMATE_INTEREST'),
  );
  return section('marketing', m.marketingTitle, [
    ul(marketing.map((op) => [b(op.name), ` – ${op.purpose}`])),
    ...(marketing.some((op) => op.grounds.includes('CONSENT')) ? [p(m.marketingConsent)] : []),
    ...(softOptIn ? [p(ctx.edition === 'INT' ? m.softOptInInt : m.softOptIn)] : []),
    p(m.marketingObject),
  ]);
}

const privacyPolicy: DocumentTemplate = {
  kind: 'policy',
  build({ ctx, t, meta }) {
    const texts = TEXTS[ctx.language];
    const m = texts.privacy;
    const extras = companyExtras(ctx);
    const ops = ctx.operations;
    const hasCookies = ops.some(isCookie);
    return {
      subtitle: m.subtitle(extras.website),
      sections: present([
        controllerSection(ctx, t, m.intro),
        extras.website ? null : section('website', t.controller.website, [p(missing(m.siteMissing))]),
        dpoSection(ctx, t),
        ...(ops.length === 0
          ? [section('purposes', t.purposes.title, [p(missing(t.noOperations))])]
          : [
              dataSection(ctx, t, ops),
              purposesSection(ctx, t, ops),
              marketingSection(ctx, texts, ops),
              hasCookies ? section('cookies', m.cookiesTitle, [p(m.cookies)]) : null,
              specialSection(ctx, t, ops),
              recipientsSection(ctx, t, ops),
              transfersSection(ctx, t, ops),
              retentionSection(ctx, t, ops),
              provisionSection(ctx, t, ops),
              automatedSection(ctx, t, ops),
            ]),
        section('children', m.childrenTitle, [p(ctx.edition === 'INT' ? m.childrenInt : m.children)]),
        extras.securityMeasures.length > 0
          ? section('security', m.securityTitle, [p(m.security), ul(extras.securityMeasures)])
          : null,
        rightsSection(ctx, t, ops),
        complaintSection(ctx, t),
        changesSection(ctx, t, meta),
      ]),
    };
  },
};

const cookiePolicy: DocumentTemplate = {
  kind: 'policy',
  build({ ctx, t, meta }) {
    const texts = TEXTS[ctx.language];
    const m = texts.cookies;
    const extras = companyExtras(ctx);
    const cookies = ctx.operations.filter(isCookie);
    const necessary = (op: OperationView) => !op.grounds.includes('CONSENT');
    const providers = unique(cookies.filter((op) => !necessary(op)).flatMap((op) => op.recipients));
    return {
      subtitle: m.subtitle(extras.website),
      sections: present([
        controllerSection(ctx, t, m.intro),
        section('what', m.whatTitle, [p(m.what), p(ctx.edition === 'INT' ? m.legalInt : m.legal)]),
        section('kinds', m.kindsTitle, [
          cookies.length > 0
            ? table(
                m.columns,
                cookies.map((op) => [
                  [b(necessary(op) ? m.necessary : m.optional), ` – ${op.name}`],
                  op.purpose,
                  necessary(op) ? m.noConsent : m.consent,
                  op.storageDuration,
                ]),
                [28, 36, 18, 18],
              )
            : p(missing(t.noOperations)),
          ...(providers.length > 0 ? [p(m.thirdParties), ul(providers)] : []),
        ]),
        transfersSection(ctx, t, cookies),
        section('choices', m.choicesTitle, [ul(m.choices), p(m.retention)]),
        rightsSection(ctx, t, cookies.length > 0 ? cookies : ctx.operations),
        complaintSection(ctx, t),
        changesSection(ctx, t, meta),
      ]),
    };
  },
};

/**
 * Until the company states its own period, the notice and the sign say the ceiling for workplace
 * recordings (Law 190/2018 art. 5(e)), which is also ANSPDCP's usual expectation for any premises.
 */
const LEGAL_MAXIMUM_DAYS = 30;

const cctvNotice: DocumentTemplate = {
  kind: 'notice',
  build({ ctx, t, meta }) {
    const m = TEXTS[ctx.language].cctv;
    const cctv = companyExtras(ctx).cctv;
    const days = cctv?.retentionDays ?? LEGAL_MAXIMUM_DAYS;
    return {
      subtitle: m.subtitle,
      sections: present([
        controllerSection(ctx, t, m.intro),
        dpoSection(ctx, t),
        section('purposes', m.purposeTitle, [
          p(m.purpose),
          p(m.basis),
          ...(ctx.edition === 'INT' ? [] : [p(m.basisLaw)]),
        ]),
        section('areas', m.areasTitle, [facts([[m.areas, areasOf(cctv, m.areas)]]), p(m.areasNote)]),
        section('recipients', m.recipientsTitle, [
          // The company's own recipients (its security firm, say) replace the generic first line;
          // the authorities' lawful requests always stay.
          ul(cctv && cctv.recipients.length > 0 ? [...cctv.recipients, m.recipients[1]!] : m.recipients),
          p(m.notUsed),
        ]),
        section('retention', m.retentionTitle, [
          p(m.retention(days)),
          ...(cctv?.retentionReason && days > 30 ? [p(m.longer, ' ', cctv.retentionReason)] : []),
        ]),
        automatedSection(ctx, t, ctx.operations),
        rightsSection(ctx, t, []),
        complaintSection(ctx, t),
        section('sign', m.signTitle, [p(m.sign)]),
        changesSection(ctx, t, meta),
      ]),
    };
  },
};

/**
 * The camera sign (AFIS_SUPRAVEGHERE_VIDEO): the first layer behind which the CCTV notice is the
 * second. EDPB Guidelines 3/2019 want on it the controller, the purpose and the interest pursued
 * (or the legal basis), the retention, the rights, the DPO or contact, and where the rest is.
 */
/**
 * Who films, in one table a passer-by reads at a glance: the company, its address and contact, the
 * website, and the DPO or the contact person (the DPO wording rule holds here too).
 */
function signControllerSection(ctx: DocumentContext, t: Messages): Section {
  const m = t.controller;
  const dpr = ctx.company.dataProtectionResponsible;
  const website = companyExtras(ctx).website;
  const person = [dpr?.name, dpr?.email].filter(Boolean).join(', ');
  return section('controller', m.title, [
    facts([
      [m.name, valueOr(ctx.company.info.name, m.name)],
      [m.address, valueOr(addressOf(ctx), m.address)],
      [m.phone, valueOr(ctx.company.info.phoneNumber, m.phone)],
      [m.email, valueOr(ctx.company.contactEmail, m.missingEmail)],
      ...(website ? ([[m.website, website]] as Array<[string, Inline]>) : []),
      [dpr?.isDpo ? t.dpo.titleDpo : t.dpo.titleContact, valueOr(person, t.dpo.missingPerson)],
    ]),
  ]);
}

const cctvSign: DocumentTemplate = {
  kind: 'sign',
  build({ ctx, t }) {
    const texts = TEXTS[ctx.language];
    const m = texts.sign;
    const { website, cctv } = companyExtras(ctx);
    return {
      subtitle: m.warning,
      sections: present([
        signControllerSection(ctx, t),
        section('purposes', texts.cctv.purposeTitle, [
          p(texts.cctv.purpose),
          p(texts.cctv.basis),
          ...(ctx.edition === 'INT' ? [] : [p(texts.cctv.basisLaw)]),
        ]),
        section('retention', texts.cctv.retentionTitle, [
          p(m.retention(cctv?.retentionDays ?? LEGAL_MAXIMUM_DAYS)),
        ]),
        section('rights', m.rightsTitle, [
          p(m.rights),
          p(ctx.edition === 'INT' ? m.complaintInt : m.complaint),
        ]),
        section('more', m.moreTitle, [p(m.more, ' ', website ? website : missing(m.website))]),
      ]),
    };
  },
};

const CCTV_LOG: Record<
  Language,
  { subtitle: string; intro: string; rules: string[]; areas: string; columns: string[] }
> = {
  ro: {
    subtitle: 'fiecare vizionare și extragere a înregistrărilor',
    intro:
      'Registrul consemnează fiecare vizionare a înregistrărilor și fiecare extragere (copiere) de imagini. Îl completează, înainte de a încheia, persoana care a vizionat sau a extras imaginile.',
    rules: [
      'înregistrările se vizionează numai de persoanele autorizate, pentru un incident concret sau la cererea unei autorități ori a unei persoane vizate;',
      'imaginile extrase se predau numai pe bază de cerere scrisă sau de proces-verbal, menționat în coloana „Predate către”;',
      'la cererea unei persoane vizate, imaginile celorlalte persoane se estompează înainte de predare.',
    ],
    areas: 'Zonele supravegheate',
    columns: [
      'Data și ora',
      'Persoana (nume, funcție)',
      'Motivul',
      'Imaginile (cameră, interval)',
      'Predate către',
      'Semnătura',
    ],
  },
  en: {
    subtitle: 'every viewing and extraction of the recordings',
    intro:
      'This log records every viewing of the recordings and every extraction (copy) of footage. The person who viewed or extracted the footage fills it in before finishing.',
    rules: [
      'recordings are viewed only by authorised people, for a specific incident or at the request of an authority or a data subject;',
      'extracted footage is handed over only against a written request or a handover record, noted in the “Handed over to” column;',
      'for a data subject’s request, other people in the footage are blurred before it is handed over.',
    ],
    areas: 'Areas monitored',
    columns: [
      'Date and time',
      'Person (name, position)',
      'Reason',
      'Footage (camera, time span)',
      'Handed over to',
      'Signature',
    ],
  },
};

/** REGISTRU_ACCES_CCTV: who looked at or copied the footage, when and why (Arts. 5(2) and 32). */
const cctvAccessLog: DocumentTemplate = {
  kind: 'form',
  build({ ctx, t }) {
    const m = CCTV_LOG[ctx.language];
    const { cctv } = companyExtras(ctx);
    return {
      subtitle: m.subtitle,
      sections: [
        section('about', t.controller.title, [
          p(m.intro),
          facts([
            [t.controller.name, valueOr(ctx.company.info.name, t.controller.name)],
            [m.areas, areasOf(cctv, m.areas)],
          ]),
          ul(m.rules),
        ]),
        section('log', m.subtitle.charAt(0).toUpperCase() + m.subtitle.slice(1), [
          table(
            m.columns,
            Array.from({ length: 14 }, () => ['', '', '', '', '', '']),
            [14, 18, 18, 18, 16, 16],
          ),
        ]),
      ],
    };
  },
};

const BANNER: Record<
  Language,
  {
    subtitle: string;
    howTitle: string;
    how: string[];
    firstTitle: string;
    first: (company: string) => string;
    buttonsTitle: string;
    buttons: [string, string][];
    categoriesTitle: string;
    categoriesIntro: string;
    necessary: string;
    necessaryText: string;
    optional: string;
    columns: string[];
    alwaysOn: string;
    off: string;
    linkTitle: string;
    link: string;
    siteMissing: string;
  }
> = {
  ro: {
    subtitle: 'primul nivel de informare și panoul de setări, gata de copiat pe site',
    howTitle: 'Cum se folosesc',
    how: [
      'bannerul apare la prima vizită, înainte de plasarea oricărui cookie care nu este strict necesar;',
      'butoanele „Accept toate” și „Refuz toate” au aceeași vizibilitate și sunt pe același nivel; închiderea bannerului nu înseamnă acord;',
      'căsuțele categoriilor opționale sunt nebifate în panoul de setări;',
      'alegerea se poate schimba oricând, dintr-un link permanent în subsolul site-ului.',
    ],
    firstTitle: 'Textul bannerului',
    first: (company) =>
      `Folosim cookie-uri. ${company} folosește cookie-uri strict necesare pentru funcționarea site-ului și, numai cu acordul dumneavoastră, cookie-uri pentru analiză și publicitate. Puteți accepta toate cookie-urile, le puteți refuza pe cele opționale sau puteți alege pe categorii. Vă puteți schimba oricând alegerea.`,
    buttonsTitle: 'Butoanele',
    buttons: [
      ['Accept toate', 'acceptă toate categoriile'],
      ['Refuz toate', 'păstrează numai cookie-urile strict necesare'],
      ['Setări', 'deschide panoul de setări pe categorii'],
      ['Salvează alegerile', 'în panoul de setări, salvează categoriile bifate'],
    ],
    categoriesTitle: 'Panoul de setări: categoriile de cookie-uri ale site-ului',
    categoriesIntro: 'Categoriile, din cookie-urile descrise de companie în platformă:',
    necessary: 'Strict necesare',
    necessaryText:
      'Fac site-ul să funcționeze (de exemplu, coșul de cumpărături, autentificarea, memorarea alegerii privind cookie-urile). Nu pot fi dezactivate.',
    optional: 'Opționale',
    columns: ['Categoria și cookie-ul', 'Scopul', 'Durata', 'Setarea implicită'],
    alwaysOn: 'mereu active',
    off: 'dezactivate până la acord',
    linkTitle: 'Legătura spre politica de cookie-uri',
    link: 'Detalii despre fiecare cookie și despre cum vă schimbați alegerea găsiți în Politica de cookie-uri:',
    siteMissing: 'adresa paginii cu politica de cookie-uri',
  },
  en: {
    subtitle: 'the first layer of information and the settings panel, ready to copy onto the website',
    howTitle: 'How to use them',
    how: [
      'the banner appears on the first visit, before any cookie that is not strictly necessary is set;',
      'the “Accept all” and “Reject all” buttons are equally prominent and on the same level; closing the banner is not consent;',
      'the boxes of the optional categories are unticked in the settings panel;',
      'the choice can be changed at any time, through a permanent link in the website’s footer.',
    ],
    firstTitle: 'The banner text',
    first: (company) =>
      `We use cookies. ${company} uses cookies strictly necessary for the website to work and, only with your consent, cookies for analytics and advertising. You can accept all cookies, reject the optional ones or choose by category. You can change your choice at any time.`,
    buttonsTitle: 'The buttons',
    buttons: [
      ['Accept all', 'accepts every category'],
      ['Reject all', 'keeps only the strictly necessary cookies'],
      ['Settings', 'opens the settings panel by category'],
      ['Save choices', 'in the settings panel, saves the categories ticked'],
    ],
    categoriesTitle: 'The settings panel: the website’s categories of cookies',
    categoriesIntro: 'The categories, from the cookies the company described on the platform:',
    necessary: 'Strictly necessary',
    necessaryText:
      'They make the website work (for example, the shopping basket, signing in, remembering your cookie choice). They cannot be switched off.',
    optional: 'Optional',
    columns: ['Category and cookie', 'Purpose', 'Duration', 'Default setting'],
    alwaysOn: 'always on',
    off: 'off until consent',
    linkTitle: 'The link to the cookie policy',
    link: 'Details of each cookie and how to change your choice are in the Cookie Policy:',
    siteMissing: 'the address of the cookie policy page',
  },
};

/** TEXTE_BANNER_COOKIE: the banner and settings texts, from the company's cookie operations. */
const cookieBanner: DocumentTemplate = {
  kind: 'form',
  build({ ctx }) {
    const m = BANNER[ctx.language];
    const website = companyExtras(ctx).website;
    const cookies = ctx.operations.filter(isCookie);
    const necessary = (op: OperationView) => !op.grounds.includes('CONSENT');
    return {
      subtitle: m.subtitle,
      sections: [
        section('how', m.howTitle, [ul(m.how)]),
        section('banner', m.firstTitle, [p(m.first(ctx.company.info.name || '…'))]),
        section('buttons', m.buttonsTitle, [
          ul(
            m.buttons.map(([label, what]) => [
              b(ctx.language === 'ro' ? `„${label}”` : `“${label}”`),
              ` – ${what}`,
            ]),
          ),
        ]),
        section('categories', m.categoriesTitle, [
          p(b(m.necessary), ` – ${m.necessaryText}`),
          cookies.length > 0
            ? table(
                m.columns,
                cookies.map((op) => [
                  [b(necessary(op) ? m.necessary : m.optional), ` – ${op.name}`],
                  op.purpose,
                  op.storageDuration,
                  necessary(op) ? m.alwaysOn : m.off,
                ]),
                [30, 38, 16, 16],
              )
            : p(missing(m.categoriesIntro.toLowerCase())),
        ]),
        section('link', m.linkTitle, [p(m.link, ' ', website ? website : missing(m.siteMissing))]),
      ],
    };
  },
};

export const POLICY_TEMPLATES = {
  POLITICA_CONFIDENTIALITATE: privacyPolicy,
  POLITICA_COOKIES: cookiePolicy,
  NOTA_INFORMARE_CCTV: cctvNotice,
  AFIS_SUPRAVEGHERE_VIDEO: cctvSign,
  REGISTRU_ACCES_CCTV: cctvAccessLog,
  TEXTE_BANNER_COOKIE: cookieBanner,
};
