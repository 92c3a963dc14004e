/**
 * The fully configured companies of the three editions (RO, EN, INT), as a customer leaves them
 * after the workspace: every product of the edition bought and configured, every company detail the
 * documents use, preset situations of every data subject added through the configurator (as
 * scripts/journey.ts's configuredCompany does), one request and one breach in its registers. The
 * all-products test makes their documents through the worker and Chromium; the goldens record the
 * text of every document they get.
 */
import { findProduct, presetsBySubject, productsForEdition, SECURITY_MEASURES } from '@conform/catalogues';
import type { TDataSubject } from '@conform/catalogues';
import { insertTestCompany, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { sampleCompany, sampleProcessors, sampleProcessorsOf } from '../../src/engine/sample.ts';

/** The id of the website channel the RO and EN companies describe (their first online package's). */
export const WEBSITE_CHANNEL = 'channel-site';

export type Platform = 'ro' | 'en' | 'int';
export type Language = 'ro' | 'en';

export interface Edition {
  platform: Platform;
  edition: 'RO' | 'EN' | 'INT';
  /** The language of the full pass through the worker and the renderer. */
  language: Language;
  /** The other languages the edition's documents are made in (the user's choice). */
  otherLanguages: Language[];
  name: string;
  /** Every preset situation of every data subject, or the first of each. */
  everySuggestion: boolean;
}

export const EDITIONS: Edition[] = [
  {
    platform: 'ro',
    edition: 'RO',
    language: 'ro',
    otherLanguages: ['en'],
    name: 'Țesătoria Șoimul Mărășești SRL',
    everySuggestion: true,
  },
  {
    platform: 'en',
    edition: 'EN',
    language: 'en',
    otherLanguages: ['ro'],
    name: 'Brașov Digital Works SRL',
    everySuggestion: false,
  },
  {
    platform: 'int',
    edition: 'INT',
    language: 'en',
    otherLanguages: [],
    name: 'Müller Datenschutz GmbH',
    everySuggestion: false,
  },
];

/**
 * Creates the edition's company in the documents service's database (the companies service's
 * tables migrated into it) through the configurator and the registers' routes.
 */
export async function fullyConfiguredCompany(
  edition: Edition,
  services: { documents: TestService<unknown>; configurator: TestService<unknown> },
): Promise<{ id: string; auth: string }> {
  const { documents: svc, configurator } = services;
  const uid = `user-${edition.platform}-${Math.random().toString(36).slice(2)}`;
  const products = productsForEdition(edition.edition).map((p) => p.id);
  const id = await insertTestCompany(svc.db, {
    adminIds: [uid],
    platform: edition.platform,
    name: edition.name,
    products: { purchased: products, configured: products },
  });
  const sample = sampleCompany(edition.platform);
  await svc.db.query(
    `UPDATE companies.companies
        SET info = $2, data_protection_responsible = $3, contact_email = $4, website = $5,
            legal_representative = $6, employee_count = $7, security_measures = $8, processors = $9, cctv = $10
      WHERE id = $1`,
    [
      id,
      JSON.stringify({ ...sample.info, name: edition.name }),
      JSON.stringify(sample.dataProtectionResponsible),
      sample.contactEmail,
      edition.platform === 'int' ? 'https://www.mueller-datenschutz.example' : 'https://www.exemplu.ro',
      JSON.stringify(
        edition.platform === 'int'
          ? { name: 'Klaus Müller', role: 'Managing Director' }
          : { name: 'Mihai Ionescu', role: 'Administrator' },
      ),
      42,
      JSON.stringify({
        measures: SECURITY_MEASURES,
        other: edition.platform === 'ro' ? 'Dulap ignifug pentru dosarele de personal' : 'Fireproof cabinet',
      }),
      JSON.stringify(sampleProcessors(edition.platform)),
      JSON.stringify({
        areas:
          edition.platform === 'ro' ? ['Intrarea principală', 'Depozitul'] : ['Main entrance', 'Warehouse'],
        retentionDays: 30,
        retentionReason: null,
        recipients: [edition.platform === 'int' ? 'Wachschutz Nord GmbH' : 'Firma de pază Gardian SRL'],
        lessIntrusiveMeans: edition.platform === 'ro' ? 'Încuietori cu cartelă și paza umană' : 'Card locks',
        consultationDate: '2026-01-20',
        viewers:
          edition.platform === 'int'
            ? [{ name: 'Klaus Müller', position: 'Managing Director' }]
            : [
                { name: 'Mihai Ionescu', position: 'Administrator' },
                {
                  name: 'Elena Dumitrescu',
                  position: edition.platform === 'ro' ? 'Șef de tură' : 'Shift manager',
                },
              ],
      }),
    ],
  );

  // A realistic company answers its own commercial terms (the accommodation and course terms and the
  // marketing policy print them), in its language; the sparse companies leave them not said.
  const ro = edition.platform === 'ro';
  await svc.db.query(`UPDATE companies.companies SET commercial_terms = $2 WHERE id = $1`, [
    id,
    JSON.stringify({
      accommodation: {
        checkIn: '14:00',
        checkOut: '11:00',
        deposit: ro
          ? '30% din preț la confirmarea rezervării, restul la sosire'
          : '30% of the price when the booking is confirmed, the rest on arrival',
        freeCancellation: ro
          ? 'până la 7 zile înainte de data sosirii, cu restituirea integrală a avansului'
          : 'up to 7 days before the arrival date, with the deposit refunded in full',
        cancellationFees: ro
          ? 'la anularea cu mai puțin de 7 zile înainte de sosire sau la neprezentare se reține avansul'
          : 'for a cancellation less than 7 days before arrival or a no-show, the deposit is kept',
      },
      courses: {
        refundAfterWithdrawal: ro
          ? 'dacă anulăm sau amânăm un curs fizic, restituim integral prețul în 14 zile; după începerea cursului nu se fac rambursări pentru sesiunile la care nu participați'
          : 'if we cancel or postpone an in-person course, we refund the full price within 14 days; once the course has started, no refunds are made for sessions you miss',
      },
      marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'RECONFIRM' },
    }),
  ]);

  // The RO and EN companies describe their website (for their first online package) with one
  // analytics tool in the U.S.A. under the DPF; the INT company describes no channel.
  if (edition.platform !== 'int') {
    const site = products.find((p) =>
      (findProduct(p)?.documents as readonly string[] | undefined)?.includes('POLITICA_CONFIDENTIALITATE'),
    );
    await svc.db.query(`UPDATE companies.companies SET channels = $2 WHERE id = $1`, [
      id,
      JSON.stringify([
        {
          id: WEBSITE_CHANNEL,
          kind: 'WEBSITE',
          name: edition.platform === 'ro' ? 'Site-ul Exemplu' : 'Example website',
          url: 'https://www.exemplu.ro',
          privacyPolicyUrl: 'https://www.exemplu.ro/confidentialitate',
          cookiePolicyUrl: 'https://www.exemplu.ro/cookie-uri',
          languages: ['ro', 'en'],
          products: site ? [site] : [],
          tools: [
            {
              kind: 'ANALYTICS',
              provider: 'Google Analytics',
              purpose:
                edition.platform === 'ro'
                  ? 'Măsurarea numărului de vizitatori și a paginilor vizitate'
                  : 'Measuring the number of visitors and the pages they visit',
              cookies: 'WITH_CONSENT',
              country: 'US',
              transferMechanism: 'DPF',
              // Google's documentation: GA4 sets its cookies on the site's own domain (first party).
              cookieList: [
                {
                  name: '_ga',
                  category: 'STATISTICS',
                  duration: 'YEARS',
                  durationAmount: 2,
                  thirdParty: false,
                },
                {
                  name: '_ga_EXEMPLU123',
                  category: 'STATISTICS',
                  duration: 'YEARS',
                  durationAmount: 2,
                  thirdParty: false,
                },
              ],
            },
          ],
          // The cookie that records the visitor's choice in the banner: strictly necessary.
          cookies: [
            {
              name: 'cookie_consent',
              purpose:
                edition.platform === 'ro'
                  ? 'Păstrează alegerea făcută în bannerul de cookie-uri'
                  : 'Keeps the choice made in the cookie banner',
              category: 'STRICTLY_NECESSARY',
              duration: 'MONTHS',
              durationAmount: 6,
            },
          ],
        },
      ]),
    ]);
  }

  const subjects = [
    ...new Set(productsForEdition(edition.edition).map((p) => findProduct(p.id)?.dataSubject)),
  ].filter((s): s is TDataSubject => Boolean(s));
  const configuratorAuth = `Bearer ${await configurator.tokenFor({ uid })}`;
  for (const subject of subjects) {
    const presets = presetsBySubject[subject].situations;
    for (const situation of edition.everySuggestion ? presets : presets.slice(0, 1)) {
      await request(configurator.app)
        .post(`/platform/api/configurator/companies/${id}/situations/from-suggestion`)
        .set('Authorization', configuratorAuth)
        .set('X-Platform', edition.platform)
        .set('Accept-Language', edition.language)
        .send({ suggestionId: situation.id })
        .expect(201);
    }
  }

  // The processors assigned to the operations they perform, as the admin does in the operation dialog.
  for (const subject of subjects) {
    for (const situation of presetsBySubject[subject].situations) {
      for (const preset of situation.operations) {
        const assigned = sampleProcessorsOf(preset.recipients);
        if (assigned.length === 0) continue;
        await svc.db.query(
          `UPDATE configurator.operations o SET processor_ids = $3::jsonb
             FROM configurator.situations s
            WHERE o.situation_id = s.id AND s.company_id = $1 AND o.suggestion_id = $2`,
          [id, preset.id, JSON.stringify(assigned)],
        );
      }
    }
  }

  const auth = `Bearer ${await svc.tokenFor({ uid })}`;
  const api = (path: string) =>
    request(svc.app)
      .post(`/platform/api/documents/companies/${id}/${path}`)
      .set('Authorization', auth)
      .set('X-Platform', edition.platform);
  await api('requests')
    .send({ right: 'ERASURE', receivedOn: '2026-02-02', person: 'Ioana Popescu', channel: 'EMAIL' })
    .expect(201);
  await api('breaches')
    .send({
      awareAt: '2026-03-02T08:00:00.000Z',
      nature: ['CONFIDENTIALITY'],
      description: 'Un e-mail cu fluturașii de salariu trimis greșit.',
      subjectCategories: 'Angajați',
      subjectsCount: 12,
      dataCategories: 'Salarii',
      consequences: 'Divulgarea salariilor.',
      measures: 'Destinatarul a confirmat ștergerea.',
      risk: 'RISK',
      authorityNotifiedAt: '2026-03-03T09:00:00.000Z',
    })
    .expect(201);
  return { id, auth };
}
