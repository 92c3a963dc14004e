import type { CompanyReadModel } from '@conform/companies-service/read';
import type { UserReadModel } from '@conform/identity-service/read';
import { basePathOf, type Platform } from '@conform/contracts';
import type { MarketingKind } from '../config.ts';
import type { MarketingRefs } from '../db/schema.ts';
import type { THubSpotSubmission } from './port.ts';

/**
 * The contact properties of the specification's marketing form (docs/spec/behaviour.md §3 "Marketing form submission"): HubSpot's own
 * (email, salutation, firstname, lifecyclestage, industry, phone, company, city, state) and the portal's
 * custom ones (language, platform and the three product lists). Salutation and industry are fields of
 * the form, but the platform asks for neither, so they are never filled.
 */
export const FIELD = {
  email: 'email',
  salutation: 'salutation',
  lifecycleStage: 'lifecyclestage',
  language: 'language',
  firstName: 'firstname',
  quizResults: 'quiz_results',
  purchasedProducts: 'purchased_products',
  onboardingResults: 'onboarding_results',
  industry: 'industry',
  phone: 'phone',
  company: 'company',
  city: 'city',
  state: 'state',
  platform: 'platform',
} as const;

/**
 * HubSpot's lifecycle stages (docs/spec/behaviour.md §3: marketing-qualified lead, sales-qualified lead, opportunity,
 * customer), by how far the person went. HubSpot only moves a contact forward, so an earlier event
 * arriving late never demotes a customer.
 */
const LIFECYCLE_STAGE: Record<MarketingKind, string> = {
  ACCOUNT_CREATED: 'marketingqualifiedlead',
  QUIZ_COMPLETED: 'marketingqualifiedlead',
  ONBOARDING_EVALUATION: 'marketingqualifiedlead',
  COMPANY_CREATED: 'salesqualifiedlead',
  CONTACT_REQUEST: 'opportunity',
  PURCHASE_COMPLETED: 'customer',
};

/** The page each event happens on (the submission's context), relative to the edition's base path. */
function pageOf(kind: MarketingKind, companyId: string | undefined): { path: string; name: string } {
  switch (kind) {
    case 'ACCOUNT_CREATED':
      return { path: '/auth', name: 'Account created' };
    case 'QUIZ_COMPLETED':
      return { path: '/quiz/results', name: 'Quiz completed' };
    case 'ONBOARDING_EVALUATION':
      return { path: '/onboarding/evaluation/results', name: 'Onboarding evaluation' };
    case 'COMPANY_CREATED':
      return { path: companyId ? `/${companyId}/dashboard` : '/onboarding/company', name: 'Company created' };
    case 'PURCHASE_COMPLETED':
      return { path: companyId ? `/${companyId}/checkout` : '/', name: 'Purchase completed' };
    case 'CONTACT_REQUEST':
      return { path: companyId ? `/${companyId}/dashboard/contact` : '/', name: 'Contact request' };
  }
}

/** The texts the user agreed to, as the platform showed them (shell `terms.accept`, `terms.communications`). */
const CONSENT_TEXTS = {
  ro: {
    process: 'Sunt de acord cu termenii și condițiile.',
    communications: 'Doresc să primesc noutăți și recomandări despre protecția datelor (opțional).',
  },
  en: {
    process: 'I agree with the terms and conditions.',
    communications: 'I would like to receive news and tips about data protection (optional).',
  },
} as const;

/** What the submission is about (ids kept with it in the outbox), read back when it is built. */
export type SubmissionRefs = MarketingRefs;

export interface SubmissionFacts {
  kind: MarketingKind;
  platform: Platform;
  locale: 'ro' | 'en';
  occurredAt: Date;
  refs: SubmissionRefs;
  user: UserReadModel & { email: string };
  company: CompanyReadModel | undefined;
  /** The evaluation's recommended products (the two quiz events). */
  evaluationResults: string[] | undefined;
  /** Only when the visitor accepted marketing cookies. */
  hutk: string | undefined;
}

export interface SubmissionSettings {
  publicUrl: string;
  subscriptionTypeId: number | undefined;
}

/** The Forms v3 body for one event of one user; empty values are left out (HubSpot would blank the property). */
export function buildSubmission(facts: SubmissionFacts, settings: SubmissionSettings): THubSpotSubmission {
  const { kind, company, refs } = facts;
  const values: Array<[string, string | null | undefined]> = [
    [FIELD.email, facts.user.email],
    [FIELD.firstName, facts.user.name],
    [FIELD.language, facts.locale],
    [FIELD.lifecycleStage, LIFECYCLE_STAGE[kind]],
  ];
  if (kind === 'QUIZ_COMPLETED') values.push([FIELD.quizResults, facts.evaluationResults?.join(';')]);
  if (kind === 'ONBOARDING_EVALUATION') {
    values.push([FIELD.onboardingResults, facts.evaluationResults?.join(';')]);
  }
  if (company) {
    values.push(
      [FIELD.company, company.info.name],
      [FIELD.phone, company.info.phoneNumber],
      [FIELD.city, company.info.city],
      [FIELD.state, company.info.county],
    );
  }
  if (kind === 'PURCHASE_COMPLETED') {
    const purchased = new Set([...(company?.products.purchased ?? []), ...(refs.products ?? [])]);
    values.push([FIELD.purchasedProducts, [...purchased].join(';')]);
  }
  // "fields list plus platform" (docs/spec/behaviour.md §7): the edition is always the last field.
  values.push([FIELD.platform, facts.platform]);

  const page = pageOf(kind, refs.companyId);
  const texts = CONSENT_TEXTS[facts.locale];
  return {
    submittedAt: String(facts.occurredAt.getTime()),
    fields: values
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([name, value]) => ({ objectTypeId: '0-1' as const, name, value })),
    context: {
      ...(facts.hutk ? { hutk: facts.hutk } : {}),
      pageUri: `${settings.publicUrl.replace(/\/+$/, '')}${basePathOf(facts.platform)}${page.path}`,
      pageName: page.name,
    },
    ...(settings.subscriptionTypeId === undefined
      ? {}
      : {
          legalConsentOptions: {
            consent: {
              consentToProcess: true,
              text: texts.process,
              communications: [
                { value: true, subscriptionTypeId: settings.subscriptionTypeId, text: texts.communications },
              ],
            },
          },
        }),
  };
}
