import { documentGroupsFor, findProduct, isProductId, type TProductId } from '@conform/catalogues';
import type {
  TCompanyDocument,
  TCompanyDocumentGroup,
  TCompanyDocuments,
  TDocumentFormat,
  TDocumentStatus,
  TBlankPlace,
  TToComplete,
} from '@conform/contracts';
import { readCompany, type CompanyReadModel } from '@conform/companies-service/read';
import { readSituations } from '@conform/configurator-service/read';
import type { TPlatformEvent } from '@conform/contracts/events';
import { AppError, type Db, type Logger, type SqlRunner, type Tx } from '@conform/server-kit';
import {
  channelOfKey,
  documentTexts,
  editionLanguage,
  languageOfKey,
  needsConfiguration,
  productName,
  typeOfKey,
  UTILS,
} from '../catalogue.ts';
import { blanksOf, signingLinesOf } from '../engine/tree.ts';
import { blankPlaces } from './blanks.ts';
import { companyDocumentKeys, documentScope, isRetired } from './channels.ts';
import { renderKey, type RenderQueue } from '../generation/queue.ts';
import {
  generatableDocuments,
  lockedByRefund,
  planForChange,
  planForPurchase,
  planForRefund,
  planForRequest,
  type RenderPlan,
} from './plan.ts';
import { DOCUMENTS_CHANNEL, type DocumentRecord, type DocumentsRepository } from './repository.ts';

const ARCHIVE = 'ARCHIVE';

/** The files of a document's current version: the PDF, its Word copy and, for the Art. 30 record, the spreadsheet. */
function formatsOf(record: { hasDocx: boolean; hasXlsx: boolean }): TDocumentFormat[] {
  return [
    'pdf' as const,
    ...(record.hasDocx ? ['docx' as const] : []),
    ...(record.hasXlsx ? ['xlsx' as const] : []),
  ];
}

/** "(English)" after the name of a document made in another language than the edition's. */
const LANGUAGE_NAMES = {
  ro: { ro: 'în limba română', en: 'Romanian' },
  en: { ro: 'în limba engleză', en: 'English' },
} as const;

/**
 * A document's catalogue texts; the name of a channel's document names the channel, as the admin
 * did ("Politica de cookie-uri – Magazinul online"), and a language edition says its language.
 */
function textsOf(key: string, company: CompanyReadModel) {
  const texts = documentTexts(typeOfKey(key));
  const language = languageOfKey(key);
  const channelId = channelOfKey(key);
  const channel = channelId ? company.channels?.find((c) => c.id === channelId) : undefined;
  if (!language && !channel) return texts;
  const name = (base: string, locale: 'ro' | 'en') =>
    `${base}${channel ? ` – ${channel.name}` : ''}${language ? ` (${LANGUAGE_NAMES[language][locale]})` : ''}`;
  return {
    ...texts,
    name: {
      ro: name(texts.name.ro, 'ro'),
      en: name(texts.name.en, 'en'),
      ...(texts.name.int ? { int: name(texts.name.int, 'en') } : {}),
    },
  };
}

function toDocument(
  company: CompanyReadModel,
  type: string,
  product: string,
  status: TDocumentStatus,
  record: DocumentRecord | undefined,
): TCompanyDocument {
  // A locked document keeps its record and versions (bought again, it continues from them) but
  // offers no file: none would be served.
  const files = status === 'LOCKED' ? undefined : record;
  return {
    type,
    product,
    path: files?.path ?? null,
    status,
    updatedAt: (record?.updatedAt ?? new Date()).toISOString(),
    ...textsOf(type, company),
    version: record?.version ?? null,
    formats: files?.fileId ? formatsOf(files) : [],
  };
}

/**
 * Status of a catalogue document that has no record yet: a package not bought is LOCKED (buy it);
 * one bought but not configured is NOT_CONFIGURED (fill it in). A configured package's documents
 * appear once generated.
 */
function statusWithoutRecord(company: CompanyReadModel, product: string): TDocumentStatus | undefined {
  if (product === UTILS) return undefined;
  if (!company.products.purchased.includes(product)) return 'LOCKED';
  if (!company.products.configured.includes(product)) return 'NOT_CONFIGURED';
  return undefined;
}

/** The documents page (docs/spec/behaviour.md §2, §4): one group per product of the company, then UTILS. */
export function groupDocuments(
  company: CompanyReadModel,
  records: DocumentRecord[],
): TCompanyDocumentGroup[] {
  const { purchased, pending } = company.products;
  const refunds = company.refunds ?? [];
  // A refunded package keeps its place among the others: its documents are shown locked, and why.
  const known = [...purchased, ...pending, ...refunds.map((r) => r.product)].filter<TProductId>(isProductId);
  const order: string[] = documentGroupsFor(known, purchased.filter<TProductId>(isProductId)).map(
    (g) => g.id,
  );
  for (const record of records) if (!order.includes(record.product)) order.push(record.product);

  const madeFor = (product: string) =>
    purchased.includes(product) &&
    (company.products.configured.includes(product) || !needsConfiguration(product));
  const groups: TCompanyDocumentGroup[] = [];
  for (const product of order) {
    const own = records.filter((r) => r.product === product);
    const catalogueTypes = companyDocumentKeys(company, product);
    const types = [
      ...catalogueTypes,
      ...own
        .map((r) => r.type)
        .filter((t) => !catalogueTypes.includes(t) && !isRetired(company, t))
        .sort(),
    ];
    const documents: TCompanyDocument[] = [];
    for (const type of types) {
      if (type === ARCHIVE) {
        // The archive is made when downloaded, from every ready document: offered once one is ready.
        const ready = records.filter((r) => r.status === 'READY');
        if (ready.length === 0) continue;
        const latest = ready.reduce((a, b) => (a.updatedAt > b.updatedAt ? a : b));
        documents.push({
          ...toDocument(company, type, product, 'READY', undefined),
          updatedAt: latest.updatedAt.toISOString(),
          formats: ['zip'],
        });
        continue;
      }
      // A document two bought packages list is made once, for the first: it is listed under each
      // one whose documents can be made (not under one refunded or still to configure).
      const record =
        own.find((r) => r.type === type) ??
        (madeFor(product) ? records.find((r) => r.type === type) : undefined);
      const status = record?.status ?? statusWithoutRecord(company, product);
      if (status) documents.push(toDocument(company, type, product, status, record));
    }
    if (documents.length === 0 && product === UTILS) continue;
    groups.push({
      product,
      name: productName(product),
      available: product === UTILS || purchased.includes(product),
      inProgress: documents.some((d) => d.status === 'PROCESSING'),
      refundedAt: purchased.includes(product)
        ? null
        : (refunds.find((r) => r.product === product)?.refundedAt ?? null),
      documents,
    });
  }
  return groups;
}

/** The question for an operation whose kind of purpose is not said (content/_blanks.json has it too). */
const PURPOSE_QUESTION = {
  ro: (name: string) => `ce fel de scop are operațiunea „${name}”`,
  en: (name: string) => `what kind of purpose the operation “${name}” has`,
};

/**
 * The question for an operation not reviewed for more than 12 months, or never: the admin checks it
 * is still accurate and marks it as reviewed in its dialog (the record prints the day).
 */
const REVIEW_QUESTION = {
  ro: (name: string) => `de verificat: operațiunea „${name}”, apoi „Marchează ca verificată” în fereastra ei`,
  en: (name: string) => `to review: the operation “${name}”, then “Mark as reviewed” in its dialog`,
};

/** The records that print each operation's last review (the processor's lists clients, not operations). */
const REVIEWED_IN = ['REGISTRU_OPERATOR'];

/** True when an operation was never reviewed or last reviewed more than 12 months before `today`. */
export function reviewDue(reviewedAt: string | null, today: Date): boolean {
  if (reviewedAt === null) return true;
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return reviewedAt < yearAgo.toISOString().slice(0, 10);
}

export function createDocumentsDomain(deps: {
  db: Db;
  documents: DocumentsRepository;
  queue: RenderQueue;
  logger: Logger;
  now?: () => Date;
}) {
  const { documents, queue, logger } = deps;
  /** Where each blank is answered (content/_blanks.json), read once. */
  const places = blankPlaces();

  async function company(db: SqlRunner, companyId: string): Promise<CompanyReadModel> {
    const found = await readCompany(db, companyId);
    // The access check already found it; this guards a company deleted in between.
    if (!found) throw new AppError('not_found', 'Company not found.');
    return found;
  }

  async function list(companyId: string): Promise<TCompanyDocuments> {
    const c = await company(deps.db, companyId);
    const records = await documents.listByCompany(companyId);
    return {
      companyId,
      hasProducts: c.products.pending.length + c.products.purchased.length > 0,
      groups: groupDocuments(c, records),
    };
  }

  /**
   * Marks the planned documents PROCESSING and queues their renders in the caller's transaction
   * (a document is never PROCESSING without a job), remembers the dirty sources they are made
   * from, and tells the live page. An INT company's documents are in English; a document whose
   * key names a language (an `_EN` package's on RO) is always in that language.
   */
  async function enqueue(
    tx: Tx,
    target: CompanyReadModel,
    plan: RenderPlan,
    locale: (type: string) => 'ro' | 'en',
  ): Promise<number> {
    // Two statements for the whole plan (a purchase plans a package's every document): the first
    // render starts sooner.
    const planned = plan.documents.map(({ type, product }) => ({
      type,
      product,
      locale: target.platform === 'int' ? ('en' as const) : (languageOfKey(type) ?? locale(type)),
    }));
    await documents.markProcessingMany(tx, target.id, planned);
    await queue.enqueueMany(
      tx,
      planned.map(({ type, product, locale: language }) => ({
        key: renderKey({ companyId: target.id, type }),
        payload: { companyId: target.id, type, product, locale: language },
      })),
    );
    if (plan.documents.length > 0) {
      await documents.addPendingSources(tx, target.id, plan.sources);
      await tx.notify(DOCUMENTS_CHANNEL, target.id);
    }
    return plan.documents.length;
  }

  /** Documents keep the language they were made in; new ones take the edition's. */
  async function keptLocale(db: SqlRunner, target: CompanyReadModel) {
    const records = await documents.listIn(db, target.id);
    return {
      records,
      locale: (type: string) =>
        records.find((r) => r.type === type)?.locale ?? editionLanguage(target.platform),
    };
  }

  /**
   * Locks the channel documents the company no longer has (channels.ts isRetired): they leave the
   * archive and their links stop, as a refunded package's do; the channel back, they are made again.
   */
  async function retire(
    tx: Tx,
    target: CompanyReadModel,
    records: ReadonlyArray<{ type: string; status: string }>,
  ) {
    const retired = records
      .filter((r) => r.status !== 'LOCKED' && isRetired(target, r.type))
      .map((r) => r.type);
    if (retired.length > 0) await documents.lockMany(tx, target.id, retired);
    return retired.length;
  }

  /**
   * What the current documents still leave blank, each question with the documents it is in (most
   * widespread first): the company's to-do list. Read from the printed trees, so it is exactly what
   * the files show; a document not made yet adds nothing until it is. Each question says where it
   * is answered (content/_blanks.json; `none` when no entry has its label) and, for a question of the
   * configurator, the categories of persons of its documents; the signature lines are listed apart,
   * by design.
   */
  async function toComplete(companyId: string, locale: 'ro' | 'en' = 'ro'): Promise<TToComplete> {
    const c = await company(deps.db, companyId);
    // The categories of persons the company's packages cover: where a document about all of them
    // (the DPIA, the records) sends a question about its operations.
    const covered = c.products.purchased.flatMap((p) => findProduct(p)?.dataSubject ?? []);
    const today = (deps.now ?? (() => new Date()))();
    type Question = TToComplete['questions'][number];
    const questions = new Map<string, Question>();
    const add = (label: string, count: number, type: string, place: TBlankPlace, subjects: string[]) => {
      const key = `${place === 'signer' ? 'sign' : 'blank'}:${label}`;
      const question = questions.get(key) ?? {
        label,
        count: 0,
        documents: [],
        place,
        subjects: [],
        byDesign: place === 'signer',
      };
      question.count += count;
      if (!question.documents.includes(type)) question.documents.push(type);
      if (place === 'subject')
        for (const s of subjects) if (!question.subjects.includes(s)) question.subjects.push(s);
      questions.set(key, question);
    };
    // A channel's policy the company no longer has (its channel removed) asks nothing.
    const made = (await documents.currentTrees(deps.db, companyId)).filter(({ type }) => !isRetired(c, type));
    for (const { type, product, source } of made) {
      const tree = (source as { tree?: unknown } | null)?.tree;
      const scope = documentScope(c, type, product);
      const subjects = typeof scope === 'object' ? scope.subjects : covered;
      for (const [label, count] of blanksOf(tree))
        add(label, count, type, places.placeOf(label) ?? 'none', subjects);
      for (const [label, count] of signingLinesOf(tree)) add(label, count, type, 'signer', []);
    }
    // An operation the admin described without saying what kind of purpose it has (a custom one):
    // asked in its category's configurator, for the documents about that category.
    for (const situation of await readSituations(deps.db, companyId)) {
      const about = made
        .filter(({ type, product }) => {
          const scope = documentScope(c, type, product);
          return typeof scope === 'object' && scope.subjects.includes(situation.dataSubject);
        })
        .map(({ type }) => type);
      for (const operation of situation.operations) {
        if (operation.purposeCategory !== null || about.length === 0) continue;
        const label = PURPOSE_QUESTION[locale](operation.name);
        about.forEach((type, i) => add(label, i === 0 ? 1 : 0, type, 'subject', [situation.dataSubject]));
      }
      // An operation not reviewed for more than 12 months (or never), asked where the record that
      // prints its last review is made.
      const records = made.filter(({ type }) => REVIEWED_IN.includes(type)).map(({ type }) => type);
      for (const operation of situation.operations) {
        if (records.length === 0 || !reviewDue(operation.reviewedAt ?? null, today)) continue;
        const label = REVIEW_QUESTION[locale](operation.name);
        records.forEach((type, i) => add(label, i === 0 ? 1 : 0, type, 'subject', [situation.dataSubject]));
      }
    }
    return {
      companyId,
      questions: [...questions.values()].sort(
        (a, b) => b.documents.length - a.documents.length || b.count - a.count,
      ),
    };
  }

  return {
    list,
    toComplete,

    /**
     * "Generate documents" (docs/spec/behaviour.md §7 `PUT …/documents/update`), the manual trigger: every document
     * the company may have, in the language of the request. The renders run in the background.
     */
    async requestUpdate(companyId: string, locale: 'ro' | 'en'): Promise<TCompanyDocuments> {
      await deps.db.transaction(async (tx) => {
        const target = await company(tx, companyId);
        await retire(tx, target, await documents.listIn(tx, target.id));
        await enqueue(tx, target, planForRequest(target), () => locale);
      });
      return list(companyId);
    },

    /**
     * A register the company keeps (requests, breaches) changed: its printed copy is made again,
     * when the company has it (the internal policies are bought and configured).
     */
    async refreshDocument(companyId: string, type: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const target = await readCompany(tx, companyId);
        if (!target) return;
        const planned = generatableDocuments(target).filter((d) => d.type === type);
        if (planned.length === 0) return;
        const { locale } = await keptLocale(tx, target);
        await enqueue(tx, target, { documents: planned, sources: [] }, locale);
      });
    },

    /** `company.changed`: the documents made from a changed source are made again, unprompted. */
    async onCompanyChanged(tx: Tx, event: TPlatformEvent<'company.changed'>): Promise<void> {
      const target = await readCompany(tx, event.companyId);
      if (!target) return;
      const { records, locale } = await keptLocale(tx, target);
      const has = (type: string) =>
        records.some((r) => r.type === type && (r.status === 'READY' || r.status === 'PROCESSING'));
      const retired = await retire(tx, target, records);
      const queued = await enqueue(tx, target, planForChange(target, event.sources, has), locale);
      if (retired > 0 && queued === 0) await tx.notify(DOCUMENTS_CHANNEL, target.id);
      if (queued > 0) logger.info({ companyId: target.id, queued }, 'documents queued after a change');
    },

    /**
     * `company.refunded`: the documents that belonged only to the refunded packages are locked (no
     * longer downloadable, made again or in the archive); those that stay but change with the refund
     * are made again (the guide, a shared type now made for the package that stays).
     */
    async onCompanyRefunded(tx: Tx, event: TPlatformEvent<'company.refunded'>): Promise<void> {
      const target = await readCompany(tx, event.companyId);
      if (!target) return;
      const { records, locale } = await keptLocale(tx, target);
      // Decided from the company as it is now: a refund delivered after the package was bought again
      // locks nothing.
      const locked = lockedByRefund(target, event.products, records);
      await documents.lockMany(tx, target.id, locked);
      const queued = await enqueue(tx, target, planForRefund(target, event.products, records), locale);
      if (locked.length > 0 && queued === 0) await tx.notify(DOCUMENTS_CHANNEL, target.id);
      logger.info(
        { companyId: target.id, orderId: event.orderId, locked: locked.length, queued },
        'documents locked after a refund',
      );
    },

    /** `company.purchased`: the bought packages' documents (and the guide listing them) are made. */
    async onCompanyPurchased(tx: Tx, event: TPlatformEvent<'company.purchased'>): Promise<void> {
      const target = await readCompany(tx, event.companyId);
      if (!target) return;
      const { locale } = await keptLocale(tx, target);
      const queued = await enqueue(tx, target, planForPurchase(target, event.products), locale);
      logger.info(
        { companyId: target.id, orderId: event.orderId, queued },
        'documents queued after a purchase',
      );
    },
  };
}
export type DocumentsDomain = ReturnType<typeof createDocumentsDomain>;
