/**
 * Every answer the front ends read, parsed with its zod contract. The remotes and the shell type
 * these answers without re-parsing them in the browser (README "Decisions"): this is the check
 * that makes that safe. Each call is made the way a page makes it, through the embedded platform.
 */
import {
  ZAssistantCompletionSchema,
  ZAssistantSuggestionsSchema,
  ZCompanyDocumentsSchema,
  ZCompanyListSchema,
  ZCompanySchema,
  ZCompleteSignInLinkResponseSchema,
  ZDocumentLinkSchema,
  ZErrorBodySchema,
  ZEvaluationSchema,
  ZOperationRecordSchema,
  ZOrderSummarySchema,
  ZPaymentInfoSchema,
  ZPaymentStatusResponseSchema,
  ZSessionResponseSchema,
  ZSituationListSchema,
  ZSituationSchema,
  ZSuggestionListSchema,
} from '@conform/contracts';
import type { z } from 'zod';
import { getAssistantQuiz } from '@conform/catalogues';
import { browser, localMailbox } from '../../../scripts/journey.ts';
import { startTestPlatform, type TestPlatform } from './support.ts';

let platform: TestPlatform;

/** The employees' assistant answered no everywhere (follow-ups of a no are not shown). */
function employeesNoToAll(): Record<string, boolean> {
  return Object.fromEntries(getAssistantQuiz('EMPLOYEES').questions.map((q) => [q.id, false]));
}
beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);
afterAll(() => platform?.stop());

it('answers every call of the pages in the shape of its contract', async () => {
  const b = browser(platform.base);
  const call = async <S extends z.ZodType>(
    schema: S,
    path: string,
    init: Parameters<typeof b.json>[1] = {},
    status = 200,
  ): Promise<z.infer<S>> => {
    const body = await b.json<unknown>(path, init, status);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${parsed.error.message}`);
    return parsed.data;
  };

  // Shell: the session and the user's companies.
  await call(ZSessionResponseSchema, '/platform/api/identity/sessions/anonymous', { method: 'POST' }, 201);
  const me = await call(ZSessionResponseSchema, '/platform/api/identity/me');
  expect(me.user?.isAnonymous).toBe(true);
  const evaluation = await call(
    ZEvaluationSchema,
    '/platform/api/onboarding/evaluations',
    {
      method: 'POST',
      json: {
        answers: Object.fromEntries(
          [
            'online.website',
            'clients.individuals',
            'clients.businesses',
            'clients.individualSuppliers',
            'clients.businessSuppliers',
            'events.offline',
            'events.online',
            'hr.employees',
            'hr.recruitment',
            'internal.cctv',
            'internal.marketing',
            'internal.transfers',
          ].map((id) => [id, id === 'hr.employees']),
        ),
      },
    },
    201,
  );
  expect(evaluation.results).toEqual(['EMPLOYEES', 'INTERNAL_POLICIES']);

  // Sign-in by e-mail (the visitor is upgraded in place) and the terms: a company needs an account.
  const email = 'contract@example.ro';
  await b.json('/platform/api/identity/sign-in-links', { method: 'POST', json: { email } }, 202);
  const signedIn = await call(
    ZCompleteSignInLinkResponseSchema,
    '/platform/api/identity/sessions/email-link',
    {
      method: 'POST',
      json: { token: await localMailbox(platform.base)(email), email },
    },
  );
  expect(signedIn.user).toMatchObject({ uid: me.user?.uid, isAnonymous: false });
  await call(ZSessionResponseSchema, '/platform/api/identity/me/consents', {
    method: 'PUT',
    json: { terms: true, communications: false },
  });

  // Dashboard: the company and its cart.
  const company = await call(
    ZCompanySchema,
    '/platform/api/companies',
    {
      method: 'POST',
      json: {
        info: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Contractul Respectat SRL',
          country: 'RO',
          city: 'Iași',
          county: 'IS',
          streetAddress: 'Bd. Ștefan cel Mare nr. 1',
          phoneNumber: '0740123456',
        },
        products: evaluation.results,
      },
    },
    201,
  );
  const id = company.id;
  await call(ZCompanyListSchema, '/platform/api/companies');
  await call(ZCompanySchema, `/platform/api/companies/${id}`);
  await call(ZCompanySchema, `/platform/api/companies/${id}/products/pending`, {
    method: 'POST',
    json: { productId: 'DPA' },
  });
  await call(ZCompanySchema, `/platform/api/companies/${id}/products/pending/INTERNAL_POLICIES`, {
    method: 'DELETE',
  });
  await call(ZCompanySchema, `/platform/api/companies/${id}/products/configured`, {
    method: 'POST',
    json: { productId: 'EMPLOYEES' },
  });
  await call(ZCompanySchema, `/platform/api/companies/${id}/contact-info`, {
    method: 'PUT',
    json: {
      contactEmail: 'gdpr@contractul.ro',
      dataProtectionResponsible: {
        isDpo: true,
        name: 'Maria Ionescu',
        email: 'maria@contractul.ro',
        phone: '0740123456',
      },
    },
  });

  // The data the documents need beyond the contact info (dashboard's company information page).
  await call(ZCompanySchema, `/platform/api/companies/${id}/details`, {
    method: 'PUT',
    json: {
      website: 'https://contractul.ro',
      legalRepresentative: { name: 'Maria Ionescu', role: 'Administrator' },
      employeeCount: 8,
    },
  });
  await call(ZCompanySchema, `/platform/api/companies/${id}/security-measures`, {
    method: 'PUT',
    json: { measures: ['ACCESS_CONTROL', 'BACKUPS'], other: '' },
  });
  await call(ZCompanySchema, `/platform/api/companies/${id}/cctv`, {
    method: 'PUT',
    json: { areas: ['Intrarea'], recipients: [] },
  });
  const withProcessor = await call(
    ZCompanySchema,
    `/platform/api/companies/${id}/processors`,
    {
      method: 'POST',
      json: {
        name: 'Găzduire Sigură SRL',
        fiscalCode: 'RO1234567',
        address: 'Str. Serverelor nr. 1, București',
        country: 'US',
        service: 'Găzduirea site-ului',
        transferMechanism: 'DPF',
        dpfCheckedOn: '2026-01-15',
      },
    },
    201,
  );
  const processorId = withProcessor.processors[0]!.id;
  await call(ZCompanySchema, `/platform/api/companies/${id}/processors/${processorId}`, {
    method: 'PUT',
    json: {
      name: 'Găzduire Sigură SRL',
      fiscalCode: 'RO1234567',
      address: 'Str. Serverelor nr. 1, București',
      country: 'DE',
      service: 'Găzduirea site-ului și a e-mailului',
    },
  });
  await call(ZCompanySchema, `/platform/api/companies/${id}/processors/${processorId}`, { method: 'DELETE' });
  const withChannel = await call(ZCompanySchema, `/platform/api/companies/${id}/channels`, {
    method: 'PUT',
    json: {
      channels: [
        {
          kind: 'WEBSITE',
          name: 'Site',
          url: 'https://contractul.ro',
          languages: ['ro'],
          tools: [
            {
              kind: 'ANALYTICS',
              provider: 'Google Analytics',
              purpose: 'Statistici',
              cookies: 'WITH_CONSENT',
              country: 'US',
              transferMechanism: 'DPF',
            },
          ],
        },
      ],
    },
  });
  expect(withChannel.channels[0]).toMatchObject({ id: expect.any(String), products: [] });

  // Configurator: the assistant of a product, then suggestions, situations, operations.
  const employeesAnswers = { answers: employeesNoToAll() };
  await call(
    ZAssistantSuggestionsSchema,
    `/platform/api/configurator/companies/${id}/assistant/EMPLOYEES/suggestions`,
    {
      method: 'POST',
      json: employeesAnswers,
    },
  );
  await call(
    ZAssistantCompletionSchema,
    `/platform/api/configurator/companies/${id}/assistant/EMPLOYEES/complete`,
    {
      method: 'POST',
      json: employeesAnswers,
    },
  );
  const suggestions = await call(
    ZSuggestionListSchema,
    '/platform/api/configurator/suggestions?subject=EMPLOYEES',
  );
  const situations = `/platform/api/configurator/companies/${id}/situations`;
  // The assistant added some suggestions already: add one it did not.
  const unused = suggestions.suggestions.find((x) => x.id === 'e-ms')!;
  const situation = await call(
    ZSituationSchema,
    `${situations}/from-suggestion`,
    { method: 'POST', json: { suggestionId: unused.id, operations: [unused.operations[0]!.id] } },
    201,
  );
  await call(ZSituationListSchema, `${situations}?subject=EMPLOYEES`);
  await call(ZSituationSchema, `${situations}/${situation.id}`, {
    method: 'PATCH',
    json: { name: 'Angajarea' },
  });
  const operation = situation.operations[0]!;
  const { id: operationId, suggestionId: _s, reviewedAt: _r, ...fields } = operation;
  await call(ZOperationRecordSchema, `${situations}/${situation.id}/operations/${operationId}`, {
    method: 'PUT',
    json: { ...fields, purpose: `${fields.purpose} (actualizat)` },
  });

  // Checkout: the summary, the payment start, the payment record.
  await call(ZOrderSummarySchema, `/platform/api/payments/${id}/order`, {
    method: 'POST',
    json: { products: ['EMPLOYEES', 'DPA'] },
  });
  const payment = await call(
    ZPaymentInfoSchema,
    `/platform/api/payments/${id}`,
    {
      method: 'POST',
      json: {
        products: ['DPA'],
        voucherCode: 'TEST100',
        billingInfo: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Contractul Respectat SRL',
          county: 'IS',
          city: 'Iași',
          streetAddress: 'Bd. Ștefan cel Mare nr. 1',
          email: 'facturi@contractul.ro',
          phoneNumber: '0740123456',
        },
        returnUrl: `${platform.base}/platform/${id}/checkout/paymentReturn`,
      },
    },
    201,
  );
  await call(ZPaymentStatusResponseSchema, `/platform/api/payments/${id}/orders/${payment.orderId}`);

  // Documents: the page, the manual update, a link once READY.
  await call(ZCompanyDocumentsSchema, `/platform/api/documents/companies/${id}`);
  await call(
    ZCompanyDocumentsSchema,
    `/platform/api/companies/${id}/documents/update`,
    { method: 'PUT' },
    202,
  );
  for (let i = 0; i < 300; i++) {
    const docs = await call(ZCompanyDocumentsSchema, `/platform/api/documents/companies/${id}`);
    const guide = docs.groups.flatMap((g) => g.documents).find((d) => d.type === 'GHID_UTILIZARE_DOCUMENTE');
    if (guide?.status === 'READY') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await call(
    ZDocumentLinkSchema,
    `/platform/api/documents/companies/${id}/documents/GHID_UTILIZARE_DOCUMENTE/link`,
    { method: 'POST', json: { disposition: 'inline' } },
    201,
  );

  // And every refusal in the one error shape.
  await call(
    ZErrorBodySchema,
    `/platform/api/companies/${id}/products/pending`,
    { method: 'POST', json: {} },
    400,
  );
  await call(ZErrorBodySchema, '/platform/api/companies/AAAAAAAAAAAAAAAAAAAA', {}, 403);
}, 90_000);
