import type { Messages } from './ro.ts';

/** The documents' own texts in English: the same shape as `ro.ts`. */
export const en: Messages = {
  print: {
    page: 'Page',
    of: 'of',
    version: 'Version',
    missing: 'to be completed',
    kinds: {
      notice: 'Privacy notice',
      consent: 'Consent form',
      policy: 'Policy',
      terms: 'Terms and conditions',
      form: 'Form',
      guide: 'Guide',
      letter: 'Response template',
      assessment: 'Assessment',
      sign: 'Sign',
      decision: 'Decision',
      record: 'Record',
      agreement: 'Agreement',
      annex: 'Annex',
      addendum: 'Addendum',
    },
  },
  dates: { locale: 'en-GB' },
  law: {
    gdpr: 'Regulation (EU) 2016/679 (General Data Protection Regulation, "GDPR")',
    art6: (letter: string) => `Article 6(1)(${letter}) GDPR`,
    art9: (letter: string) => `Article 9(2)(${letter}) GDPR`,
    art10:
      'Article 10 GDPR (data relating to criminal convictions and offences), under the conditions of the specific law',
    law190: 'Romanian Law No. 190/2018 implementing the GDPR',
  },
  grounds: {
    CONSENT: 'your consent',
    CONTRACT_PERFORMANCE:
      'entering into or performing the contract, or taking steps at your request before entering into it',
    LEGAL_OBLIGATION: 'compliance with a legal obligation of the controller',
    PUBLIC_INTEREST: 'the performance of a task carried out in the public interest',
    VITAL_INTEREST: 'protecting your vital interests or those of another person',
    LEGITIMATE_INTEREST: 'the legitimate interests of the controller',
  },
  groundReasonLabel: {
    LEGAL_OBLIGATION: 'The law',
    LEGITIMATE_INTEREST: 'The legitimate interest pursued',
  },
  controller: {
    title: 'Who we are: the controller',
    intro: (name: string) =>
      `${name} ("we") is the controller of your personal data: we decide why and how they are processed. You can reach us using the details below.`,
    name: 'Name',
    fiscalCode: 'Fiscal code (CUI)',
    fiscalCodeInt: 'Tax identification number',
    registrationNumber: 'Trade Register number',
    registrationNumberInt: 'Company registration number',
    address: 'Registered office',
    phone: 'Phone',
    email: 'E-mail for data protection',
    website: 'Website',
    missingEmail: 'the contact e-mail address',
    missingValue: 'this information',
  },
  dpo: {
    titleDpo: 'Data protection officer (DPO)',
    titleContact: 'Data protection contact person',
    dpoText:
      'We have appointed a data protection officer (DPO), notified to the supervisory authority. You can contact them with any question about the processing of your data and the exercise of your rights:',
    contactText:
      'We are not required to appoint a data protection officer (DPO). Questions about your data and requests to exercise your rights are handled by the contact person below:',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    missingPerson: 'the person in charge of data protection',
  },
  data: {
    title: 'What data we process and where they come from',
    intro: 'We process the following categories of personal data:',
    sources: 'Source of the data:',
    notFromYou:
      'Some data we do not receive from you directly; we tell you about it within one month of obtaining it, or at our first contact with you at the latest (Article 14 GDPR).',
    publicSource: 'Some data also comes from publicly accessible sources, named above.',
  },
  purposes: {
    title: 'Why we process the data and on what legal basis',
    intro: 'We process the data only for the purposes below, each with a legal basis under Article 6 GDPR:',
    columns: ['Situation', 'Operation and purpose', 'Data processed', 'Legal basis'],
  },
  special: {
    title: 'Special categories of data and criminal-record data',
    intro:
      'For the operations below we also process special categories of data (Article 9(1) GDPR), only under the exception stated:',
    criminal:
      'Data relating to criminal convictions (for example, a criminal record certificate) are processed only where a law allows or requires it, under Article 10 GDPR:',
    columns: ['Operation', 'Special data', 'Applicable exception'],
  },
  nationalIds: {
    title: 'Processing of personal numeric codes and other identification numbers',
    text: 'We process the personal numeric code (CNP) or other identification numbers of general application on the basis of legitimate interest. Under Article 4 of Romanian Law No. 190/2018 we apply the following safeguards:',
    safeguards: [
      'appropriate technical and organisational measures, in particular data minimisation and security (Article 32 GDPR);',
      'the appointment of a data protection officer;',
      'storage periods set according to the nature of the data and the purpose of processing, and periods for erasing or reviewing the data;',
      'regular training of the persons who process personal data under our authority.',
    ],
  },
  monitoring: {
    title: 'Monitoring at the workplace',
    intro:
      'We use the following means of monitoring, on the basis of legitimate interest, under the conditions of Article 5 of Romanian Law No. 190/2018:',
    conditions: [
      'the monitoring is justified by legitimate interests that override the interests and rights of employees, stated for each means above;',
      'employees were fully and explicitly informed beforehand, through this notice;',
      'we consulted the trade union or, as the case may be, the employee representatives before introducing the monitoring systems;',
      'other less intrusive forms and means had previously proved ineffective;',
      'the storage period is proportionate to the purpose and does not exceed 30 days, save where the law expressly provides otherwise or in duly justified cases;',
      'we do not monitor rest areas, changing rooms or toilets.',
    ],
    consultation: 'Date the trade union or employee representatives were consulted',
    areas: 'Areas under video surveillance',
    lessIntrusive: 'Less intrusive means tried first',
  },
  recipients: {
    title: 'Who we share the data with',
    intro:
      'We share the data only as far as the purposes above require, with the following recipients or categories of recipients:',
    none: 'We do not share the data with other recipients.',
    processors:
      'Providers who process data on our behalf (processors) do so only on our instructions and under a contract that meets Article 28 GDPR. Other recipients, such as courier companies, banks or authorities, receive the data as independent controllers, for their own obligations.',
  },
  transfers: {
    title: 'Transfers outside the European Economic Area',
    none: 'We do not transfer your data outside the European Economic Area (EEA).',
    intro: 'Some data go outside the EEA. For each country, the transfer relies on the safeguard stated:',
    columns: ['Country', 'Transfer safeguard'],
    ADEQUACY: 'an adequacy decision of the European Commission (Article 45 GDPR)',
    DPF: 'a recipient certified under the EU-US Data Privacy Framework, Commission Decision (EU) 2023/1795; without certification, the standard contractual clauses of Decision (EU) 2021/914',
    SAFEGUARDS:
      'the standard contractual clauses adopted by Commission Decision (EU) 2021/914 (Article 46 GDPR)',
    UNKNOWN: 'the transfer mechanism (Articles 45–49 GDPR)',
    copy: (email: string) => `You can obtain a copy of the safeguards applied by writing to ${email}.`,
    copyNoEmail:
      'You can obtain a copy of the safeguards applied on request, using the contact details above.',
  },
  retention: {
    title: 'How long we keep the data',
    intro:
      'We keep the data only as long as the purpose requires or the law obliges us to; then we delete or anonymise it:',
    columns: ['Operation', 'Retention period'],
  },
  provision: {
    title: 'Are you required to provide the data?',
    columns: ['Operation', 'Whether the data are required and the consequences of not providing them'],
  },
  automated: {
    title: 'Automated decision-making and profiling',
    none: 'We do not take decisions based solely on automated processing, including profiling, which produce legal effects concerning you or similarly significantly affect you (Article 22 GDPR).',
    decisionIntro:
      'For the operations below we take decisions based solely on automated processing, including profiling (Article 22 GDPR). Here is the logic involved, and the significance and envisaged consequences of the processing for you:',
    decisionRights:
      'For these decisions you have the right to obtain human intervention on our part, to express your point of view and to contest the decision (Article 22(3) GDPR), by writing to us at the contact details above.',
    profilingIntro:
      'For the operations below we create profiles, without taking solely by automated means decisions which produce legal effects concerning you or similarly significantly affect you:',
    noDecisions:
      'We do not take decisions based solely on automated processing which produce legal effects concerning you or similarly significantly affect you (Article 22 GDPR).',
    columns: ['Operation', 'The logic involved, its significance and the envisaged consequences'],
    missingLogic: 'the logic involved and the significance and envisaged consequences of the decision',
  },
  rights: {
    title: 'Your rights and how to exercise them',
    intro: 'Regarding your data you have the following rights, under Articles 15–22 GDPR:',
    list: [
      'the right of access: to know whether we process your data and to receive a copy of them, with the information listed in Article 15 GDPR;',
      'the right to rectification: to have inaccurate data corrected and incomplete data completed (Article 16);',
      'the right to erasure ("right to be forgotten") in the cases of Article 17, for example when the data are no longer needed or you withdraw your consent;',
      'the right to restriction of processing in the cases of Article 18: while we check the accuracy of the data, where the processing is unlawful and you do not want the data erased, where you need us to keep them for a legal claim, or while we consider your objection;',
      'the right to data portability: to receive the data you provided, processed by automated means on the basis of consent or a contract, in a structured, commonly used and machine-readable format, and to have them sent to another controller (Article 20);',
      'the right to object at any time, on grounds relating to your particular situation, to processing based on legitimate interest; an objection to direct marketing is always respected (Article 21);',
      'the right not to be subject to a decision based solely on automated processing, including profiling (Article 22).',
    ],
    withdraw:
      'Where processing is based on consent, you may withdraw it at any time, as easily as you gave it; withdrawal does not affect the lawfulness of processing before it (Article 7(3) GDPR).',
    objectLi: 'The operations based on legitimate interest, to which you may object:',
    how: (channel: string) =>
      `You can send your request to ${channel}. We answer without undue delay and within one month of receiving it at the latest; this period may be extended by two further months for complex or numerous requests, in which case we tell you within the first month, with the reasons. Exercising your rights is free of charge; if we have reasonable doubts about your identity, we may ask for additional information to confirm it.`,
    howNoChannel:
      'You can send your request to our registered office above. We answer without undue delay and within one month of receiving it at the latest; this period may be extended by two further months for complex or numerous requests, in which case we tell you within the first month, with the reasons. Exercising your rights is free of charge.',
  },
  complaint: {
    title: 'Your right to lodge a complaint',
    anspdcp:
      'If you believe we process your data unlawfully, you may lodge a complaint with the National Supervisory Authority for Personal Data Processing (ANSPDCP) and go to court. Please contact us first: most of the time we can resolve the matter together.',
    anspdcpFacts: [
      ['Authority', 'National Supervisory Authority for Personal Data Processing (ANSPDCP)'],
      ['Address', 'B-dul G-ral Gheorghe Magheru 28-30, Sector 1, postal code 010336, Bucharest, Romania'],
      ['Phone', '+40 318 059 211'],
      ['E-mail', 'anspdcp@dataprotection.ro'],
      ['Website', 'www.dataprotection.ro'],
    ],
    int: 'If you believe we process your data unlawfully, you may lodge a complaint with the competent supervisory authority, in particular in the Member State of your habitual residence, place of work or place of the alleged infringement (Article 77 GDPR), and go to court (Article 79).',
  },
  changes: {
    title: 'Changes to this document',
    text: (date: string, version: string) =>
      `Version ${version}, in force from ${date}. When we change the way we process data, we update this document and tell you about important changes before they apply.`,
  },
  acknowledgement: {
    title: 'Acknowledgement of receipt',
    text: 'I confirm that I have received and read this privacy notice. This acknowledgement is not my consent to the processing, which relies on the legal bases set out above.',
    employee: 'The employee',
    employer: 'The employer',
    name: 'Full name',
    date: 'Date',
    signature: 'Signature',
    representative: 'Legal representative',
  },
  specifics: 'Further information',
  none: 'Not applicable.',
  noOperations:
    'You have not described any processing operation for this category of persons yet. Fill in the situations and operations on the platform and the document regenerates by itself.',
  list: (items: string[]) => items.join(', '),
};
