/**
 * Labelled lists for the data the documents need beyond the spec's model
 * (docs/facts/document-checklists.md, "NEW" fields): whether providing data is required, automated
 * decisions, security measures and transfer mechanisms. The ids are in schema/enums.ts (the light
 * entry the contracts use); the texts the editors show and the documents print are here.
 */
import { z } from 'zod';
import { l, ZLocalizedSchema } from '../schema/common.ts';
import {
  AUTOMATED_DECISIONS,
  CHANNEL_KINDS,
  CHANNEL_TOOL_KINDS,
  COOKIE_CATEGORIES,
  COOKIE_USES,
  LEGITIMATE_INTEREST_KINDS,
  PROVISION_REQUIREMENTS,
  PURPOSE_CATEGORIES,
  SCC_MODULES,
  SECURITY_MEASURES,
  TRANSFER_DEROGATIONS,
  TRANSFER_MECHANISMS,
  ZAutomatedDecisionSchema,
  ZChannelKindSchema,
  ZChannelToolKindSchema,
  ZCookieCategorySchema,
  ZCookieUseSchema,
  ZEnumEntrySchema,
  ZLegitimateInterestKindSchema,
  ZProvisionRequirementSchema,
  ZPurposeCategorySchema,
  ZSccModuleSchema,
  ZSecurityMeasureSchema,
  ZTransferDerogationSchema,
  ZTransferMechanismSchema,
} from '../schema/enums.ts';
import type { TTransferMechanism } from '../schema/enums.ts';
import { CatalogueError, loadCatalogue } from '../schema/load.ts';
import type { TTransferRegime } from '../values/schema.ts';

/** Checks that a list has exactly the ids of its enumeration, in order. */
function exactly<T extends { id: string }>(
  name: string,
  ids: readonly string[],
  entries: readonly T[],
): void {
  const got = entries.map((e) => e.id);
  if (got.length !== ids.length || got.some((id, i) => id !== ids[i])) {
    throw new CatalogueError(name, `entries must be exactly ${ids.join(', ')} in this order`);
  }
}

export const ZProvisionRequirementEntrySchema = ZEnumEntrySchema.extend({
  id: ZProvisionRequirementSchema,
  /** What the editor offers, e.g. "Required by law". */
  label: ZLocalizedSchema,
  /**
   * The standard sentence of the information notices (Art. 13(2)(e)) when the company writes no
   * consequence of its own: whether the person must provide the data and what happens if not.
   */
  consequence: ZLocalizedSchema,
});
export type TProvisionRequirementEntry = z.infer<typeof ZProvisionRequirementEntrySchema>;

/** Art. 13(2)(e) GDPR: statutory, contractual, necessary for a contract, or voluntary. */
export const provisionRequirementEntries: readonly TProvisionRequirementEntry[] = loadCatalogue(
  'provisionRequirements',
  z.array(ZProvisionRequirementEntrySchema),
  [
    {
      id: 'STATUTORY',
      label: l('Obligatorie prin lege', 'Required by law'),
      consequence: l(
        'Furnizarea datelor este impusă de lege. Dacă nu ni le furnizați, nu ne putem îndeplini obligațiile legale, iar acest lucru poate împiedica relația pentru care vă sunt cerute.',
        'Providing the data is required by law. If you do not provide them, we cannot meet our legal obligations, which may prevent the relationship for which it is requested.',
      ),
    },
    {
      id: 'CONTRACTUAL',
      label: l('Obligatorie prin contract', 'Required by contract'),
      consequence: l(
        'Furnizarea datelor este o obligație prevăzută în contract. Refuzul de a le furniza poate reprezenta o neexecutare a contractului.',
        'Providing the data is an obligation under the contract. Refusing to provide them may amount to a failure to perform the contract.',
      ),
    },
    {
      id: 'CONTRACT_NECESSARY',
      label: l(
        'Necesară pentru încheierea sau executarea contractului',
        'Necessary to enter into or perform a contract',
      ),
      consequence: l(
        'Datele sunt necesare pentru încheierea și executarea contractului. Fără ele nu putem încheia contractul sau nu îl putem executa.',
        'The data are necessary to enter into and perform the contract. Without them we cannot conclude or perform the contract.',
      ),
    },
    {
      id: 'VOLUNTARY',
      label: l('Facultativă', 'Voluntary'),
      consequence: l(
        'Furnizarea datelor este facultativă. Dacă nu ni le furnizați, singura consecință este că nu vom putea realiza acest scop.',
        'Providing the data is voluntary. If you do not provide them, the only consequence is that we will not be able to pursue this purpose.',
      ),
    },
  ],
);
exactly('provisionRequirements', PROVISION_REQUIREMENTS, provisionRequirementEntries);

export const ZAutomatedDecisionEntrySchema = ZEnumEntrySchema.extend({
  id: ZAutomatedDecisionSchema,
  label: ZLocalizedSchema,
  /** When it applies, and what the notice then has to say. */
  description: ZLocalizedSchema,
});
export type TAutomatedDecisionEntry = z.infer<typeof ZAutomatedDecisionEntrySchema>;

/** Art. 13(2)(f) and Art. 22 GDPR. */
export const automatedDecisionEntries: readonly TAutomatedDecisionEntry[] = loadCatalogue(
  'automatedDecisions',
  z.array(ZAutomatedDecisionEntrySchema),
  [
    {
      id: 'NONE',
      label: l('Fără decizii automatizate și fără profilare', 'No automated decisions and no profiling'),
      description: l(
        'Nu luăm decizii bazate exclusiv pe prelucrarea automată a datelor și nu creăm profiluri.',
        'We do not take decisions based solely on automated processing and do not create profiles.',
      ),
    },
    {
      id: 'PROFILING',
      label: l(
        'Creare de profiluri, fără decizii automate cu efecte semnificative',
        'Profiling, without automated decisions with significant effects',
      ),
      description: l(
        'De exemplu, recomandări personalizate sau segmentarea clienților: nicio decizie cu efecte juridice sau cu efecte similare nu se ia exclusiv automat.',
        'For example personalised recommendations or customer segmentation: no decision with legal or similarly significant effects is taken solely by automated means.',
      ),
    },
    {
      id: 'AUTOMATED_DECISION',
      label: l(
        'Decizii bazate exclusiv pe prelucrare automată (art. 22 GDPR)',
        'Decisions based solely on automated processing (Art. 22 GDPR)',
      ),
      description: l(
        'De exemplu, aprobarea sau respingerea automată a unei cereri ori blocarea automată a unei plăți suspecte; persoana are dreptul la intervenție umană, să își exprime punctul de vedere și să conteste decizia.',
        'For example automatically approving or refusing an application or blocking a suspicious payment; the person has the right to human intervention, to express their point of view and to contest the decision.',
      ),
    },
  ],
);
exactly('automatedDecisions', AUTOMATED_DECISIONS, automatedDecisionEntries);

export const ZPurposeCategoryEntrySchema = ZEnumEntrySchema.extend({
  id: ZPurposeCategorySchema,
  label: ZLocalizedSchema,
  /** What belongs here, so the admin can choose without guessing. */
  description: ZLocalizedSchema,
});
export type TPurposeCategoryEntry = z.infer<typeof ZPurposeCategoryEntrySchema>;

/** What an operation is for (schema/enums.ts PURPOSE_CATEGORIES), as the operation editor offers it. */
export const purposeCategoryEntries: readonly TPurposeCategoryEntry[] = loadCatalogue(
  'purposeCategories',
  z.array(ZPurposeCategoryEntrySchema),
  [
    {
      id: 'SERVICE',
      label: l('Furnizarea produselor sau a serviciilor', 'Providing products or services'),
      description: l(
        'Oferte, comenzi, contracte, livrări, conturi de utilizator, rezervări, servicii medicale sau cursuri: ce persoana a cerut sau ce companiei îi trebuie pentru a lucra cu ea.',
        'Offers, orders, contracts, deliveries, user accounts, bookings, medical services or courses: what the person asked for, or what the company needs to work with them.',
      ),
    },
    {
      id: 'CUSTOMER_CARE',
      label: l('Comunicare, asistență și reclamații', 'Communication, support and complaints'),
      description: l(
        'Răspunsuri la întrebări, asistență, solicitarea feedbackului, soluționarea reclamațiilor.',
        'Answering questions, support, asking for feedback, handling complaints.',
      ),
    },
    {
      id: 'MARKETING',
      label: l('Marketing și publicitate', 'Marketing and advertising'),
      description: l(
        'Newsletter, oferte, mesaje promoționale (e-mail, SMS, notificări, telefon), publicitate personalizată, recomandări, programe de fidelitate, concursuri, date transmise partenerilor în scop de marketing.',
        'Newsletters, offers, promotional messages (e-mail, SMS, notifications, phone), personalised advertising, recommendations, loyalty programmes, contests, data passed to partners for their marketing.',
      ),
    },
    {
      id: 'PUBLICATION',
      label: l(
        'Publicarea de imagini, testimoniale sau recenzii',
        'Publishing images, testimonials or reviews',
      ),
      description: l(
        'Fotografii, filmări, testimoniale sau recenzii făcute publice pe site sau pe rețelele sociale.',
        'Photos, videos, testimonials or reviews made public on the website or social media.',
      ),
    },
    {
      id: 'ANALYTICS',
      label: l('Statistici și analiza utilizării', 'Statistics and usage analysis'),
      description: l(
        'Măsurarea audienței și a utilizării site-ului sau a aplicației.',
        'Measuring the audience and the use of the website or app.',
      ),
    },
    {
      id: 'RECRUITMENT',
      label: l('Recrutare', 'Recruitment'),
      description: l(
        'Candidaturi, interviuri, referințe, păstrarea CV-urilor pentru posturi viitoare.',
        'Applications, interviews, references, keeping CVs for future positions.',
      ),
    },
    {
      id: 'EMPLOYMENT',
      label: l('Relația de muncă', 'Employment'),
      description: l(
        'Contractul de muncă, salarizarea, concediile, medicina muncii, evaluarea, formarea, beneficiile.',
        'The employment contract, payroll, leave, occupational health, appraisal, training, benefits.',
      ),
    },
    {
      id: 'FINANCE',
      label: l('Facturare, plăți și contabilitate', 'Invoicing, payments and accounting'),
      description: l(
        'Facturi, încasări și plăți, evidența contabilă și fiscală, recuperarea creanțelor.',
        'Invoices, payments received and made, accounting and tax records, debt recovery.',
      ),
    },
    {
      id: 'SECURITY',
      label: l('Securitate și prevenirea fraudelor', 'Security and fraud prevention'),
      description: l(
        'Securitatea sistemelor informatice, jurnale, controlul accesului în clădire, prevenirea fraudelor, gestionarea incidentelor.',
        'Security of IT systems, logs, building access control, fraud prevention, incident handling.',
      ),
    },
    {
      id: 'MONITORING',
      label: l('Monitorizarea persoanelor', 'Monitoring people'),
      description: l(
        'Supraveghere video, localizare GPS, monitorizarea e-mailului sau a echipamentelor: urmărirea sistematică a persoanelor.',
        'Video surveillance, GPS tracking, monitoring e-mail or equipment: systematic observation of people.',
      ),
    },
    {
      id: 'COMPLIANCE',
      label: l('Obligații legale și apărarea drepturilor', 'Legal obligations and legal claims'),
      description: l(
        'Cereri ale persoanelor vizate, controale ale autorităților, avertizori, litigii, obligații de raportare sau de identificare a clienților.',
        'Data subject requests, inspections by authorities, whistleblowers, disputes, reporting or customer-identification duties.',
      ),
    },
  ],
);
exactly('purposeCategories', PURPOSE_CATEGORIES, purposeCategoryEntries);

export const ZLegitimateInterestKindEntrySchema = ZEnumEntrySchema.extend({
  id: ZLegitimateInterestKindSchema,
  label: ZLocalizedSchema,
  /** What belongs here, so the admin can choose without guessing. */
  description: ZLocalizedSchema,
});
export type TLegitimateInterestKindEntry = z.infer<typeof ZLegitimateInterestKindEntrySchema>;

/**
 * The kinds of legitimate interest (schema/enums.ts LEGITIMATE_INTEREST_KINDS), as the operation editor
 * offers them; the standard answers of each are legal prose in content/TEST_INTERES_LEGITIM.
 */
export const legitimateInterestKindEntries: readonly TLegitimateInterestKindEntry[] = loadCatalogue(
  'legitimateInterestKinds',
  z.array(ZLegitimateInterestKindEntrySchema),
  [
    {
      id: 'B2B_CONTACT_MANAGEMENT',
      label: l(
        'Relația cu clienții și furnizorii persoane juridice',
        'Relations with business clients and suppliers',
      ),
      description: l(
        'Datele de contact ale reprezentanților și ale persoanelor de contact ale altor companii: oferte, contracte, livrări, evidența partenerilor, selecția și evaluarea furnizorilor.',
        'The contact details of other companies’ representatives and contact persons: offers, contracts, deliveries, the partner records, selecting and evaluating suppliers.',
      ),
    },
    {
      id: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
      label: l('Marketing direct către clienții existenți', 'Direct marketing to existing customers'),
      description: l(
        'Oferte pentru produse sau servicii similare celor cumpărate, recomandări pe baza comenzilor anterioare (considerentul 47 din GDPR).',
        'Offers for products or services similar to those bought, recommendations based on earlier orders (recital 47 GDPR).',
      ),
    },
    {
      id: 'FEEDBACK_AND_SERVICE_IMPROVEMENT',
      label: l('Feedback și îmbunătățirea serviciilor', 'Feedback and service improvement'),
      description: l(
        'Solicitarea părerii clienților despre produse sau servicii, pentru a le îmbunătăți.',
        'Asking customers for their opinion of products or services in order to improve them.',
      ),
    },
    {
      id: 'RESPONDING_TO_ENQUIRIES',
      label: l('Răspunsul la solicitările persoanelor', 'Answering people’s enquiries'),
      description: l(
        'Răspunsul la mesajele trimise prin formularul de contact, e-mail sau telefon, înapoierea bunurilor uitate: ce persoana a cerut, fără un contract.',
        'Replying to messages sent through the contact form, by e-mail or phone, returning lost property: what the person asked for, without a contract.',
      ),
    },
    {
      id: 'RECRUITMENT_SOURCING',
      label: l('Identificarea candidaților', 'Finding candidates'),
      description: l(
        'Căutarea candidaților prin agenții sau în surse profesionale publice, pentru un post deschis.',
        'Looking for candidates through agencies or in public professional sources for an open position.',
      ),
    },
    {
      id: 'EMPLOYMENT_MANAGEMENT',
      label: l('Organizarea muncii și gestiunea personalului', 'Managing work and staff'),
      description: l(
        'Evaluarea performanței, cercetarea disciplinară și alte măsuri de organizare a muncii pe care legea nu le impune în detaliu.',
        'Performance appraisal, disciplinary investigations and other measures of work organisation the law does not prescribe in detail.',
      ),
    },
    {
      id: 'EMPLOYEE_MONITORING',
      label: l('Monitorizarea angajaților', 'Monitoring employees'),
      description: l(
        'Monitorizarea e-mailului de serviciu, a echipamentelor sau localizarea GPS a vehiculelor, cu condițiile art. 5 din Legea nr. 190/2018.',
        'Monitoring work e-mail or equipment, or GPS tracking of vehicles, under the conditions of art. 5 of Law 190/2018.',
      ),
    },
    {
      id: 'VIDEO_SURVEILLANCE',
      label: l('Supraveghere video', 'Video surveillance'),
      description: l(
        'Camere video pentru protecția persoanelor, a bunurilor și a spațiilor (Ghidul EDPB 3/2019).',
        'Cameras protecting people, property and premises (EDPB Guidelines 3/2019).',
      ),
    },
    {
      id: 'SECURITY_AND_FRAUD',
      label: l('Securitatea spațiilor și prevenirea fraudelor', 'Premises security and fraud prevention'),
      description: l(
        'Controlul accesului și evidența vizitatorilor, înregistrarea incidentelor, verificarea partenerilor și a tranzacțiilor pentru prevenirea fraudelor (considerentul 47 din GDPR).',
        'Access control and visitor records, recording incidents, checking partners and transactions to prevent fraud (recital 47 GDPR).',
      ),
    },
    {
      id: 'NETWORK_AND_IT_SECURITY',
      label: l('Securitatea rețelelor și a sistemelor informatice', 'Network and information security'),
      description: l(
        'Jurnale de acces, conturi de utilizator, protecția împotriva atacurilor informatice și gestionarea incidentelor de securitate (considerentul 49 din GDPR).',
        'Access logs, user accounts, protection against cyber attacks and handling security incidents (recital 49 GDPR).',
      ),
    },
    {
      id: 'WEBSITE_OPERATION',
      label: l('Funcționarea site-ului', 'Running the website'),
      description: l(
        'Cookie-urile și datele tehnice strict necesare pentru ca site-ul să funcționeze așa cum a cerut vizitatorul.',
        'The cookies and technical data strictly necessary for the website to work as the visitor asked.',
      ),
    },
    {
      id: 'EVENT_RECORDING',
      label: l('Fotografierea și înregistrarea evenimentelor', 'Photographing and recording events'),
      description: l(
        'Fotografii, filmări sau înregistrări ale sesiunilor unui eveniment ori curs, pentru participanți sau pentru prezentarea activității.',
        'Photos, videos or recordings of the sessions of an event or course, for the participants or to present the company’s work.',
      ),
    },
    {
      id: 'LEGAL_CLAIMS',
      label: l('Apărarea drepturilor în justiție', 'Legal claims'),
      description: l(
        'Constatarea, exercitarea sau apărarea unui drept în instanță ori în fața unei autorități, recuperarea creanțelor.',
        'Establishing, exercising or defending legal claims before a court or an authority, recovering debts.',
      ),
    },
    {
      id: 'OTHER',
      label: l('Alt interes legitim', 'Another legitimate interest'),
      description: l(
        'Un interes care nu se regăsește în listă: compania completează singură fiecare răspuns al testului.',
        'An interest not in the list: the company answers every question of the test itself.',
      ),
    },
  ],
);
exactly('legitimateInterestKinds', LEGITIMATE_INTEREST_KINDS, legitimateInterestKindEntries);

export const ZCookieUseEntrySchema = ZEnumEntrySchema.extend({
  id: ZCookieUseSchema,
  label: ZLocalizedSchema,
});
export type TCookieUseEntry = z.infer<typeof ZCookieUseEntrySchema>;

/** Law 506/2004 art. 4(5): cookies and similar technologies on the person's device. */
export const cookieUseEntries: readonly TCookieUseEntry[] = loadCatalogue(
  'cookieUses',
  z.array(ZCookieUseEntrySchema),
  [
    {
      id: 'NONE',
      label: l('Nu folosește cookie-uri sau tehnologii similare', 'Uses no cookies or similar technologies'),
    },
    {
      id: 'STRICTLY_NECESSARY',
      label: l(
        'Cookie-uri strict necesare pentru serviciul cerut de persoană (fără consimțământ)',
        'Cookies strictly necessary for the service the person asked for (no consent needed)',
      ),
    },
    {
      id: 'WITH_CONSENT',
      label: l(
        'Cookie-uri, pixeli sau tehnologii similare plasate numai cu consimțământ (analiză, publicitate)',
        'Cookies, pixels or similar technologies set only with consent (analytics, advertising)',
      ),
    },
  ],
);
exactly('cookieUses', COOKIE_USES, cookieUseEntries);

export const ZChannelKindEntrySchema = ZEnumEntrySchema.extend({
  id: ZChannelKindSchema,
  label: ZLocalizedSchema,
  /** What belongs here, so the admin can choose without guessing. */
  description: ZLocalizedSchema,
});
export type TChannelKindEntry = z.infer<typeof ZChannelKindEntrySchema>;

/** The kinds of online channel (schema/enums.ts CHANNEL_KINDS), as the channel editor offers them. */
export const channelKindEntries: readonly TChannelKindEntry[] = loadCatalogue(
  'channelKinds',
  z.array(ZChannelKindEntrySchema),
  [
    {
      id: 'WEBSITE',
      label: l('Site de prezentare', 'Website'),
      description: l(
        'Site-ul companiei, cu informații despre ea, formulare de contact sau blog.',
        'The company’s website, with information about it, contact forms or a blog.',
      ),
    },
    {
      id: 'ONLINE_SHOP',
      label: l('Magazin online', 'Online shop'),
      description: l(
        'Site pe care clienții comandă și plătesc produse sau servicii.',
        'A website where customers order and pay for products or services.',
      ),
    },
    {
      id: 'MOBILE_APP',
      label: l('Aplicație mobilă', 'Mobile app'),
      description: l(
        'Aplicație publicată în App Store sau Google Play; adresa este pagina ei din magazin.',
        'An app published on the App Store or Google Play; its address is its store page.',
      ),
    },
    {
      id: 'BOOKING_PAGE',
      label: l('Pagină de programări sau rezervări', 'Booking or appointment page'),
      description: l(
        'Pagină pe care persoanele își fac programări sau rezervări, proprie sau pe o platformă externă.',
        'A page where people book appointments or reservations, the company’s own or on an external platform.',
      ),
    },
    {
      id: 'SOCIAL_PAGE',
      label: l('Pagină pe o rețea socială', 'Social media page'),
      description: l(
        'Pagina companiei pe Facebook, Instagram, LinkedIn, TikTok sau pe altă rețea socială.',
        'The company’s page on Facebook, Instagram, LinkedIn, TikTok or another social network.',
      ),
    },
    {
      id: 'OTHER',
      label: l('Alt canal online', 'Other online channel'),
      description: l(
        'Orice alt canal online prin care compania colectează date de la persoane.',
        'Any other online channel through which the company collects data from people.',
      ),
    },
  ],
);
exactly('channelKinds', CHANNEL_KINDS, channelKindEntries);

export const ZChannelToolKindEntrySchema = ZEnumEntrySchema.extend({
  id: ZChannelToolKindSchema,
  label: ZLocalizedSchema,
  /** What belongs here, so the admin can choose without guessing. */
  description: ZLocalizedSchema,
});
export type TChannelToolKindEntry = z.infer<typeof ZChannelToolKindEntrySchema>;

/** The kinds of tool a channel uses (schema/enums.ts CHANNEL_TOOL_KINDS), as the channel editor offers them. */
export const channelToolKindEntries: readonly TChannelToolKindEntry[] = loadCatalogue(
  'channelToolKinds',
  z.array(ZChannelToolKindEntrySchema),
  [
    {
      id: 'ANALYTICS',
      label: l('Statistici de trafic', 'Analytics'),
      description: l(
        'Măsurarea vizitelor și a utilizării (de exemplu Google Analytics, Matomo).',
        'Measuring visits and usage (for example Google Analytics, Matomo).',
      ),
    },
    {
      id: 'ADVERTISING_PIXEL',
      label: l('Pixel de publicitate', 'Advertising pixel'),
      description: l(
        'Cod al unei rețele de publicitate care urmărește conversiile sau afișează reclame personalizate (de exemplu Meta Pixel, Google Ads).',
        'Code of an advertising network that tracks conversions or shows personalised ads (for example Meta Pixel, Google Ads).',
      ),
    },
    {
      id: 'NEWSLETTER',
      label: l('Newsletter', 'Newsletter'),
      description: l(
        'Serviciul prin care se trimit mesaje de informare sau de marketing (de exemplu Mailchimp, Brevo).',
        'The service that sends information or marketing messages (for example Mailchimp, Brevo).',
      ),
    },
    {
      id: 'PAYMENTS',
      label: l('Plăți online', 'Online payments'),
      description: l(
        'Procesatorul de plăți cu cardul sau prin alte metode (de exemplu Netopia, Stripe).',
        'The card or other payment processor (for example Netopia, Stripe).',
      ),
    },
    {
      id: 'CHAT',
      label: l('Chat sau asistență', 'Chat or support'),
      description: l(
        'Fereastră de chat, asistent automat sau sistem de tichete.',
        'A chat window, an automated assistant or a ticketing system.',
      ),
    },
    {
      id: 'EMBEDDED_CONTENT',
      label: l('Conținut încorporat (hărți, video)', 'Embedded content (maps, video)'),
      description: l(
        'Hărți, videoclipuri sau postări preluate de la alt furnizor (de exemplu Google Maps, YouTube).',
        'Maps, videos or posts loaded from another provider (for example Google Maps, YouTube).',
      ),
    },
    {
      id: 'FORMS',
      label: l('Formulare', 'Forms'),
      description: l(
        'Formulare de contact, de înscriere sau chestionare găzduite de un furnizor (de exemplu Google Forms, Typeform).',
        'Contact, sign-up or survey forms hosted by a provider (for example Google Forms, Typeform).',
      ),
    },
    {
      id: 'OTHER',
      label: l('Alt instrument', 'Other tool'),
      description: l(
        'Orice alt serviciu al unui terț folosit pe canal.',
        'Any other third-party service used on the channel.',
      ),
    },
  ],
);
exactly('channelToolKinds', CHANNEL_TOOL_KINDS, channelToolKindEntries);

export const ZCookieCategoryEntrySchema = ZEnumEntrySchema.extend({
  id: ZCookieCategorySchema,
  label: ZLocalizedSchema,
});
export type TCookieCategoryEntry = z.infer<typeof ZCookieCategoryEntrySchema>;

/** The types of cookie (schema/enums.ts COOKIE_CATEGORIES), as the channel editor offers them and the cookie policy prints them. */
export const cookieCategoryEntries: readonly TCookieCategoryEntry[] = loadCatalogue(
  'cookieCategories',
  z.array(ZCookieCategoryEntrySchema),
  [
    { id: 'STRICTLY_NECESSARY', label: l('Strict necesare', 'Strictly necessary') },
    { id: 'PREFERENCES', label: l('Preferințe', 'Preferences') },
    { id: 'STATISTICS', label: l('Statistici', 'Statistics') },
    { id: 'MARKETING', label: l('Marketing', 'Marketing') },
  ],
);
exactly('cookieCategories', COOKIE_CATEGORIES, cookieCategoryEntries);

export const ZSecurityMeasureEntrySchema = ZEnumEntrySchema.extend({
  id: ZSecurityMeasureSchema,
  /** The measure as the records and agreements state it. */
  label: ZLocalizedSchema,
});
export type TSecurityMeasureEntry = z.infer<typeof ZSecurityMeasureEntrySchema>;

/** Common technical and organisational measures (Art. 32 GDPR) an SME can tick. */
export const securityMeasureEntries: readonly TSecurityMeasureEntry[] = loadCatalogue(
  'securityMeasures',
  z.array(ZSecurityMeasureEntrySchema),
  [
    {
      id: 'ACCESS_CONTROL',
      label: l(
        'Acces la date numai pentru persoanele autorizate, cu conturi individuale și drepturi limitate la ce le este necesar',
        'Access to data only for authorised persons, with individual accounts and rights limited to what they need',
      ),
    },
    {
      id: 'STRONG_AUTHENTICATION',
      label: l(
        'Parole puternice și autentificare în doi pași pentru e-mail și aplicațiile online',
        'Strong passwords and two-step authentication for e-mail and online applications',
      ),
    },
    {
      id: 'ENCRYPTION',
      label: l(
        'Criptarea laptopurilor, a telefoanelor de serviciu și a copiilor de siguranță',
        'Encryption of laptops, work phones and backups',
      ),
    },
    {
      id: 'BACKUPS',
      label: l(
        'Copii de siguranță periodice, păstrate separat și verificate prin restaurare',
        'Regular backups, kept separately and checked by restoring them',
      ),
    },
    {
      id: 'UPDATES_ANTIVIRUS',
      label: l(
        'Actualizări de securitate aplicate la timp și program antivirus pe toate calculatoarele',
        'Security updates applied promptly and antivirus software on every computer',
      ),
    },
    {
      id: 'ACCESS_LOGS',
      label: l(
        'Jurnalizarea accesului la aplicațiile care conțin date cu caracter personal',
        'Logging of access to the applications that hold personal data',
      ),
    },
    {
      id: 'PHYSICAL_SECURITY',
      label: l(
        'Documentele pe hârtie păstrate în dulapuri sau încăperi încuiate, cu acces controlat',
        'Paper documents kept in locked cabinets or rooms, with controlled access',
      ),
    },
    {
      id: 'CONFIDENTIALITY',
      label: l(
        'Angajamente de confidențialitate semnate de salariați și colaboratori',
        'Confidentiality undertakings signed by employees and contractors',
      ),
    },
    {
      id: 'TRAINING',
      label: l(
        'Instruirea periodică a personalului privind protecția datelor',
        'Regular data protection training for staff',
      ),
    },
    {
      id: 'RETENTION_DELETION',
      label: l(
        'Ștergerea sau distrugerea datelor la expirarea termenului de păstrare',
        'Deletion or destruction of data when its retention period ends',
      ),
    },
    {
      id: 'PROCESSOR_CONTRACTS',
      label: l(
        'Contracte conforme art. 28 GDPR cu furnizorii care prelucrează date în numele companiei',
        'Contracts meeting Art. 28 GDPR with the providers who process data on the company’s behalf',
      ),
    },
    {
      id: 'INCIDENT_PROCEDURE',
      label: l(
        'Procedură de gestionare și notificare a incidentelor de securitate',
        'A procedure for handling and notifying security incidents',
      ),
    },
  ],
);
exactly('securityMeasures', SECURITY_MEASURES, securityMeasureEntries);

export const ZTransferMechanismEntrySchema = ZEnumEntrySchema.extend({
  id: ZTransferMechanismSchema,
  /** The mechanism as the agreements name it, with its legal source. */
  label: ZLocalizedSchema,
});
export type TTransferMechanismEntry = z.infer<typeof ZTransferMechanismEntrySchema>;

/** GDPR Chapter V mechanisms for a transfer outside the EEA. */
export const transferMechanismEntries: readonly TTransferMechanismEntry[] = loadCatalogue(
  'transferMechanisms',
  z.array(ZTransferMechanismEntrySchema),
  [
    {
      id: 'ADEQUACY',
      label: l(
        'Decizie de adecvare a Comisiei Europene (art. 45 GDPR)',
        'European Commission adequacy decision (Art. 45 GDPR)',
      ),
    },
    {
      id: 'DPF',
      label: l(
        'Destinatar certificat în cadrul EU-US Data Privacy Framework (Decizia (UE) 2023/1795)',
        'Recipient certified under the EU-US Data Privacy Framework (Decision (EU) 2023/1795)',
      ),
    },
    {
      id: 'SCC',
      label: l(
        'Clauze contractuale standard (Decizia (UE) 2021/914)',
        'Standard contractual clauses (Decision (EU) 2021/914)',
      ),
    },
    {
      id: 'BCR',
      label: l('Reguli corporatiste obligatorii (art. 47 GDPR)', 'Binding corporate rules (Art. 47 GDPR)'),
    },
    {
      id: 'DEROGATION',
      label: l(
        'Derogare pentru situații specifice (art. 49 GDPR)',
        'Derogation for specific situations (Art. 49 GDPR)',
      ),
    },
  ],
);
exactly('transferMechanisms', TRANSFER_MECHANISMS, transferMechanismEntries);

export const ZSccModuleEntrySchema = ZEnumEntrySchema.extend({
  id: ZSccModuleSchema,
  /** The module's number in Decision (EU) 2021/914 (1 to 4). */
  number: z.number().int().min(1).max(4),
});
export type TSccModuleEntry = z.infer<typeof ZSccModuleEntrySchema>;

/** The four modules of the standard contractual clauses (Decision (EU) 2021/914). */
export const sccModuleEntries: readonly TSccModuleEntry[] = loadCatalogue(
  'sccModules',
  z.array(ZSccModuleEntrySchema),
  [
    {
      id: 'C2C',
      number: 1,
      label: l('Modulul 1: de la operator la operator', 'Module 1: controller to controller'),
    },
    {
      id: 'C2P',
      number: 2,
      label: l('Modulul 2: de la operator la persoana împuternicită', 'Module 2: controller to processor'),
    },
    {
      id: 'P2P',
      number: 3,
      label: l(
        'Modulul 3: de la persoana împuternicită la persoana împuternicită',
        'Module 3: processor to processor',
      ),
    },
    {
      id: 'P2C',
      number: 4,
      label: l('Modulul 4: de la persoana împuternicită la operator', 'Module 4: processor to controller'),
    },
  ],
);
exactly('sccModules', SCC_MODULES, sccModuleEntries);

export const ZTransferDerogationEntrySchema = ZEnumEntrySchema.extend({
  id: ZTransferDerogationSchema,
  /** The point of Art. 49(1) first subparagraph, as the documents cite it. */
  point: z.string().regex(/^[a-g]$/),
});
export type TTransferDerogationEntry = z.infer<typeof ZTransferDerogationEntrySchema>;

/** The derogations for specific situations of Art. 49(1) first subparagraph GDPR. */
export const transferDerogationEntries: readonly TTransferDerogationEntry[] = loadCatalogue(
  'transferDerogations',
  z.array(ZTransferDerogationEntrySchema),
  [
    {
      id: 'A',
      point: 'a',
      label: l(
        'consimțământul explicit al persoanei vizate, informată asupra riscurilor',
        'the explicit consent of the data subject, informed of the risks',
      ),
    },
    {
      id: 'B',
      point: 'b',
      label: l(
        'executarea unui contract între persoana vizată și operator',
        'the performance of a contract between the data subject and the controller',
      ),
    },
    {
      id: 'C',
      point: 'c',
      label: l(
        'încheierea sau executarea unui contract în interesul persoanei vizate',
        'the conclusion or performance of a contract in the interest of the data subject',
      ),
    },
    {
      id: 'D',
      point: 'd',
      label: l('motive importante de interes public', 'important reasons of public interest'),
    },
    {
      id: 'E',
      point: 'e',
      label: l(
        'constatarea, exercitarea sau apărarea unui drept în instanță',
        'the establishment, exercise or defence of legal claims',
      ),
    },
    {
      id: 'F',
      point: 'f',
      label: l(
        'protejarea intereselor vitale ale persoanei vizate sau ale altor persoane',
        'the protection of the vital interests of the data subject or of other persons',
      ),
    },
    {
      id: 'G',
      point: 'g',
      label: l('transferul dintr-un registru public', 'the transfer is made from a public register'),
    },
  ],
);
exactly('transferDerogations', TRANSFER_DEROGATIONS, transferDerogationEntries);

/**
 * The mechanisms that can cover a transfer to a country of a regime, most natural first: none
 * inside the EEA; an adequacy decision only where one exists; the DPF only for certified US
 * recipients; Art. 46-49 tools anywhere outside the EEA.
 */
export function transferMechanismsFor(regime: TTransferRegime): readonly TTransferMechanism[] {
  switch (regime) {
    case 'EEA':
      return [];
    case 'ADEQUACY':
      return ['ADEQUACY', 'SCC', 'BCR', 'DEROGATION'];
    case 'DPF':
      return ['DPF', 'SCC', 'BCR', 'DEROGATION'];
    case 'SAFEGUARDS':
      return ['SCC', 'BCR', 'DEROGATION'];
  }
}
