/**
 * The two review companies (docs/review/companies) rebuilt through the workspace, as their admins
 * would: the company by its data, the data sections of the company page (details, contact and DPO,
 * security measures, CCTV, channels with their tools, processors), each situation added from its
 * preset with the operations kept and every answer of the operation dialog, the packages marked
 * configured and paid by card on the NETOPIA sandbox. Then the platform makes every document by
 * itself, and the practitioner's review (services/documents/src/review) runs on what the services
 * stored (their published read models, as the documents worker reads them): every package has its
 * documents, every channel its policies in each of its languages, no contradiction between
 * documents, the key documents pass every checklist item, and the blanks left are those the review
 * of the hand-written profile finds (none in a key document). What the profile says and the API
 * cannot take fails here, with the call that refused it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCompany, type CompanyReadModel } from '@conform/companies-service/read';
import { readSituations, type SituationReadModel } from '@conform/configurator-service/read';
import type { TCompany, TCompanyDocuments, TSituation } from '@conform/contracts';
import { browser, localMailbox, payByCard, signIn, until } from '../../../scripts/journey.ts';
import {
  companyOf,
  situationsOf,
  ZCompanyProfileSchema,
  type TCompanyProfile,
} from '../../documents/src/review/profile.ts';
import { prepareDocument } from '../../documents/src/engine/render.ts';
import {
  agreementOperations,
  reviewCompany,
  withConditions,
  type ReviewReport,
} from '../../documents/src/review/review.ts';
import { CHECKLIST, CHECKLIST_FILE } from '../../documents/test/checklists.ts';
import { startTestPlatform, type TestPlatform } from './support.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const profileOf = (name: string): TCompanyProfile =>
  ZCompanyProfileSchema.parse(JSON.parse(readFileSync(`${ROOT}docs/review/companies/${name}.json`, 'utf8')));
const checklist = withConditions(CHECKLIST, readFileSync(`${ROOT}${CHECKLIST_FILE}`, 'utf8'));
const NOW = new Date('2026-03-05T10:00:00Z');

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);
afterAll(() => platform?.stop());

/**
 * The admin's browser on the profile's edition and in the admin's language (the shell sends the
 * edition with every call; the presets are written out in the request's language).
 */
function editionBrowser(profile: TCompanyProfile) {
  const b = browser(platform.base);
  const withEdition = <T extends { headers?: HeadersInit }>(init: T = {} as T): T => ({
    ...init,
    headers: {
      ...Object.fromEntries(new Headers(init.headers)),
      'x-platform': profile.platform,
      'accept-language': profile.language,
    },
  });
  return {
    ...b,
    call: (path: string, init?: Parameters<typeof b.call>[1]) => b.call(path, withEdition(init)),
    json: <T>(path: string, init?: Parameters<typeof b.json>[1], expected?: number) =>
      b.json<T>(path, withEdition(init), expected),
  };
}

/** Describes the profile's company through the workspace's API, buys its packages; returns its id. */
async function rebuild(profile: TCompanyProfile): Promise<string> {
  const b = editionBrowser(profile);
  await signIn(b, localMailbox(platform.base));
  const { company } = profile;
  const api = (path: string) => `/platform/api/companies${path}`;
  const created = await b.json<TCompany>(
    api(''),
    { method: 'POST', json: { info: company.info, products: company.products } },
    201,
  );
  const id = created.id;

  await b.json(api(`/${id}/contact-info`), {
    method: 'PUT',
    json: {
      contactEmail: company.contactEmail,
      dataProtectionResponsible: company.dataProtectionResponsible,
    },
  });
  await b.json(api(`/${id}/details`), {
    method: 'PUT',
    json: {
      website: company.website,
      legalRepresentative: company.legalRepresentative,
      employeeCount: company.employeeCount,
      publicBody: company.publicBody,
    },
  });
  if (company.securityMeasures)
    await b.json(api(`/${id}/security-measures`), { method: 'PUT', json: company.securityMeasures });
  if (company.cctv) await b.json(api(`/${id}/cctv`), { method: 'PUT', json: company.cctv });
  if (company.commercialTerms)
    await b.json(api(`/${id}/commercial-terms`), { method: 'PUT', json: company.commercialTerms });
  // A channel is new to the workspace: the service gives it its id.
  if (company.channels.length > 0)
    await b.json(api(`/${id}/channels`), {
      method: 'PUT',
      json: { channels: company.channels.map(({ id: _given, ...channel }) => channel) },
    });
  // The processors, each recorded once; operations then choose them by the id the service gave.
  const processorIds = new Map<string, string>();
  for (const { id: given, ...processor } of company.processors) {
    // The service answers with the company: the new processor is the last of its list.
    const saved = await b.json<TCompany>(api(`/${id}/processors`), { method: 'POST', json: processor }, 201);
    processorIds.set(given, saved.processors.at(-1)!.id);
  }

  const configurator = `/platform/api/configurator/companies/${id}/situations`;
  for (const situation of profile.situations) {
    const kept = situation.operations?.map((o) => o.preset);
    const added = await b.json<TSituation>(
      `${configurator}/from-suggestion`,
      {
        method: 'POST',
        json: {
          suggestionId: situation.preset,
          ...(situation.name ? { name: situation.name } : {}),
          ...(kept ? { operations: kept } : {}),
        },
      },
      201,
    );
    // The operation dialog: the admin's answers over what the preset suggested, saved as a whole.
    for (const { preset, ...answers } of situation.operations ?? []) {
      const operation = added.operations.find((o) => o.suggestionId === preset);
      if (!operation) throw new Error(`${situation.preset}: the preset operation ${preset} was not added`);
      // What the dialog saves: the record without its id and review date (set by the review action only).
      const { id: operationId, reviewedAt: _reviewedAt, ...suggested } = operation;
      await b.json(`${configurator}/${added.id}/operations/${operationId}`, {
        method: 'PUT',
        json: {
          ...suggested,
          ...answers,
          ...(answers.processorIds
            ? { processorIds: answers.processorIds.map((p) => processorIds.get(p)!) }
            : {}),
        },
      });
    }
  }
  for (const product of company.products)
    await b.json(api(`/${id}/products/configured`), { method: 'POST', json: { productId: product } });

  const { info } = company;
  await payByCard(b, platform.base, id, company.products, {
    fiscalCode: info.fiscalCode,
    registrationNumber: info.registrationNumber,
    name: info.name,
    county: info.county,
    city: info.city,
    streetAddress: info.streetAddress,
    email: company.contactEmail ?? 'facturi@example.ro',
    phoneNumber: info.phoneNumber,
  });
  const documents = `/platform/api/documents/companies/${id}`;
  const all = (d: TCompanyDocuments) =>
    d.groups.flatMap((g) => g.documents).filter((x) => x.type !== 'ARCHIVE');
  await until(
    `${profile.slug}: every document made`,
    () => b.json<TCompanyDocuments>(documents),
    (d) => all(d).length > 0 && all(d).every((x) => x.status === 'READY'),
    240_000,
  );
  return id;
}

/** The review of what the services stored for a company, as the documents worker reads it. */
async function reviewStored(profile: TCompanyProfile, companyId: string) {
  const company = (await readCompany(platform.db, companyId)) as CompanyReadModel;
  const situations = await readSituations(platform.db, companyId);
  const report = await reviewCompany({ slug: profile.slug, company, situations }, { checklist, now: NOW });
  return { company, situations, report };
}

/** What two reviews of one company should share, whatever ids the workspace gave. */
const summary = (report: ReviewReport) => ({
  packages: report.packages.map((p) => [p.product, p.documents.length]),
  documents: report.totals.documents,
  files: report.totals.files,
  blanks: report.documents
    .flatMap((d) =>
      d.files.flatMap((f) => f.blanks.map((x) => `${d.type} (${f.language}): ${x.label} ×${x.count}`)),
    )
    .sort(),
  checklist: report.checklist,
});

describe.each(['dental-clinic', 'digital-agency'])('the %s, described through the workspace', (name) => {
  const profile = profileOf(name);
  let stored: Awaited<ReturnType<typeof reviewStored>>;

  beforeAll(async () => {
    stored = await reviewStored(profile, await rebuild(profile));
  }, 400_000);

  it('has every package bought, each with its documents, and every document READY', () => {
    expect(stored.company.products.purchased.sort()).toEqual([...profile.company.products].sort());
    expect(stored.report.errors).toEqual([]);
    for (const p of stored.report.packages) expect(p.documents).not.toEqual([]);
  });

  it('has the privacy and cookie policies of every channel, in each of its languages', () => {
    for (const channel of stored.company.channels ?? []) {
      for (const type of ['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES']) {
        const languages = stored.report.documents
          .filter((d) => d.type === type && d.key.includes(`@${channel.id}`))
          .flatMap((d) => d.files.map((f) => f.language));
        expect(languages).toEqual(expect.arrayContaining(channel.languages));
      }
    }
  });

  it('makes documents that agree with each other and pass every checklist item of the key documents', () => {
    expect(stored.report.contradictions).toEqual([]);
    const failing = stored.report.documents.flatMap((d) =>
      (d.checklist?.items ?? []).filter((i) => !i.pass).map((i) => `${d.key} §${i.id}`),
    );
    expect(failing).toEqual([]);
    expect(stored.report.totals.defects).toBe(0);
    // Every fact a document states was given: the only places left open are signatures and dates.
    expect(stored.report.totals.blanks).toBe(0);
  });

  it('keeps every answer the profile gives, each operation with its processors', () => {
    const profileCompany = companyOf(profile);
    const comparable = (company: CompanyReadModel, situations: SituationReadModel[]) =>
      situations
        .map(({ id: _s, operations, ...situation }) => ({
          ...situation,
          operations: operations.map(({ id: _o, processorIds, ...op }) => ({
            ...op,
            processors: processorIds.map((p) => (company.processors ?? []).find((x) => x.id === p)?.name),
          })),
        }))
        .sort((a, b) => a.suggestionId!.localeCompare(b.suggestionId!));
    expect(comparable(stored.company, stored.situations)).toEqual(
      comparable(profileCompany, situationsOf(profile)),
    );
    const withoutIds = (c: CompanyReadModel) => ({
      info: c.info,
      details: [c.website, c.legalRepresentative, c.employeeCount, c.publicBody, c.securityMeasures],
      contact: [c.contactEmail, c.dataProtectionResponsible],
      cctv: c.cctv,
      terms: c.commercialTerms,
      processors: (c.processors ?? []).map(({ id: _id, ...p }) => p),
      channels: (c.channels ?? []).map(({ id: _id, ...ch }) => ch),
    });
    expect(withoutIds(stored.company)).toEqual(withoutIds(profileCompany));
  });

  it('has each processor’s agreement list exactly the operations that processor performs', () => {
    const agreement = prepareDocument({
      type: 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
      product: 'DPA',
      company: stored.company,
      situations: stored.situations,
      language: profile.language,
      version: 1,
      now: NOW,
    })!;
    const listed = new Map(
      agreementOperations(agreement.tree).map((a) => [a.processor, a.operations.sort()]),
    );
    for (const processor of stored.company.processors ?? []) {
      const performs = stored.situations
        .flatMap((s) => s.operations)
        .filter((op) => op.processorIds.includes(processor.id))
        .map((op) => op.name);
      expect([processor.name, listed.get(processor.id)]).toEqual([
        processor.name,
        [...new Set(performs)].sort(),
      ]);
    }
  });

  it('makes the documents the hand-written profile makes: same packages, checklist and blanks', async () => {
    const fromProfile = await reviewCompany(
      { slug: profile.slug, company: companyOf(profile), situations: situationsOf(profile) },
      { checklist, now: NOW },
    );
    expect(summary(stored.report)).toEqual(summary(fromProfile));
  });
});
