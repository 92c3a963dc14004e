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
  data: {
    title: 'What data we process and where they come from',
    intro: 'We process the following categories of personal data:',
    sources: 'Source of the data:',
    notFromYou:
      'Some data we do not receive from you directly; we tell you about it within one month of obtaining it, or at our first contact with you at the latest (Article 14 GDPR).',
    publicSource: 'Some data also comes from publicly accessible sources, named above.',
  },
  special: {
    title: 'Special categories of data and criminal-record data',
    intro:
      'For the operations below we also process special categories of data (Article 9(1) GDPR), only under the exception stated:',
    criminal:
      'Data relating to criminal convictions (for example, a criminal record certificate) are processed only where a law allows or requires it, under Article 10 GDPR:',
    columns: ['Operation', 'Special data', 'Applicable exception'],
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
    otherCountry: 'a country outside the list, not named yet',
    UNKNOWN: 'the transfer mechanism (Articles 45–49 GDPR)',
    copy: (email: string) => `You can obtain a copy of the safeguards applied by writing to ${email}.`,
    copyNoEmail:
      'You can obtain a copy of the safeguards applied on request, using the contact details above.',
  },
};
