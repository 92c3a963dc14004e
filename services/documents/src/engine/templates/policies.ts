/**
 * The website's privacy policy (docs/facts/document-checklists.md §2), the cookie policy (Law 506/2004
 * art. 4(5)–(6) on the RO and EN editions, the ePrivacy rules on INT), the video-surveillance
 * notice and the camera sign (the second and first layers of EDPB Guidelines 3/2019), the CCTV
 * access log and the cookie banner's texts. The wording is in content/<CODE>; here are the facts.
 */
import {
  channelKindEntries,
  channelToolKindEntries,
  cookieCategoryEntries,
  findProduct,
  pick,
} from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, countOf, unique } from '../blocks.ts';
import { cctvRetentionDays, type DocumentContext, type OperationView } from '../context.ts';
import {
  documentFacts,
  operationsFacts,
  processingFacts,
  ZDocumentFacts,
  ZOperationsFacts,
  ZProcessingFacts,
} from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { TemplateInput } from '../template.ts';

/**
 * The entries once: an operation described alike for two categories of persons (the analytics of
 * the site and of the shop) prints one identical line, not two.
 */
const distinct = <T>(items: readonly T[]): T[] =>
  items.filter((item, i) => items.findIndex((o) => JSON.stringify(o) === JSON.stringify(item)) === i);

/** What the admin said of each operation (or of the preset they chose), never what its words suggest. */
const isCookie = (op: OperationView) => op.cookies !== 'NONE';
const isMarketing = (op: OperationView) => op.purposeCategory === 'MARKETING';
/** Law 506/2004 art. 4(6): only a strictly necessary cookie is set without consent (art. 4(5) asks it for the others). */
const necessary = (op: OperationView) => op.cookies === 'STRICTLY_NECESSARY';

/** A tool of a channel that sets cookies: its kind (the catalogue's label), provider and purpose. */
const ZTool = z.object({
  kind: z.string(),
  provider: z.string(),
  purpose: z.string(),
  /** Law 506/2004 art. 4(6): strictly necessary, set without consent; else only with consent (art. 4(5)). */
  necessary: z.boolean(),
});

/**
 * A cookie set on a channel, as the admin listed it: by one of its tools (the tool's provider and
 * purpose) or by the channel itself (first party: the provider is the company, null here).
 */
const ZChannelCookie = z.object({
  name: z.string(),
  /** The tool's provider; null for the channel's own cookies (the company's). */
  provider: z.string().nullable(),
  purpose: z.string(),
  /** Its type (the catalogue's label). */
  category: z.string(),
  /** Law 506/2004 art. 4(6): strictly necessary, exempt from consent; else only with consent (art. 4(5)). */
  necessary: z.boolean(),
  /** How long it stays, written out ("session", "2 years"). */
  duration: z.string(),
  thirdParty: z.boolean(),
});

/** A channel the document covers: its kind (the catalogue's label), name and address, as the admin gave them. */
const ZChannel = z.object({
  kind: z.string(),
  name: z.string(),
  url: z.string(),
  /** Where its privacy policy and its cookie policy are published; null when not said. */
  privacyPolicyUrl: z.string().nullable(),
  cookiePolicyUrl: z.string().nullable(),
  /** The tools it uses that set cookies or similar technologies, as the admin described them. */
  tools: z.array(ZTool),
  /** Every cookie set on it: its own first, then each tool's, in the order the admin listed them. */
  cookies: z.array(ZChannelCookie),
  /** The providers of its tools that set cookies but whose cookies are not listed: a question each. */
  unlisted: z.array(z.string()),
});

type ChannelRead = NonNullable<DocumentContext['company']['channels']>[number];

/**
 * The company's channels the document covers: the one it is made for (a policy per channel), or
 * else those serving one of the packages bought that include the document (the site of the shop,
 * the booking page of the guests…), in the order the admin listed them. Empty when none is
 * described: the content names the company's website, or asks for the channels.
 */
function channelsOf(ctx: DocumentContext, type: string): ChannelRead[] {
  if (ctx.channel) return (ctx.company.channels ?? []).filter((channel) => channel.id === ctx.channel);
  const bought = ctx.company.products.purchased.filter((p) =>
    (findProduct(p)?.documents as readonly string[] | undefined)?.includes(type),
  );
  return (ctx.company.channels ?? []).filter((channel) => channel.products.some((p) => bought.includes(p)));
}

const toolKind = (ctx: DocumentContext, kind: string) => {
  const entry = channelToolKindEntries.find((e) => e.id === kind);
  return entry ? pick(entry.label, ctx.language, ctx.edition) : kind;
};

const cookieCategory = (ctx: DocumentContext, id: string) => {
  const entry = cookieCategoryEntries.find((e) => e.id === id);
  return entry ? pick(entry.label, ctx.language, ctx.edition) : id;
};

/** How long a cookie stays, in the document's language: the session, or its amount and unit. */
const DURATION_NOUNS = {
  DAYS: { ro: ['zi', 'zile'], en: ['day', 'days'] },
  MONTHS: { ro: ['lună', 'luni'], en: ['month', 'months'] },
  YEARS: { ro: ['an', 'ani'], en: ['year', 'years'] },
} as const;
function cookieDuration(ctx: DocumentContext, unit: string, amount: number | null): string {
  const nouns = DURATION_NOUNS[unit as keyof typeof DURATION_NOUNS];
  if (!nouns || amount === null) return ctx.language === 'ro' ? 'sesiunea de navigare' : 'browser session';
  const [one, many] = nouns[ctx.language];
  return amount === 1 ? `1 ${one}` : countOf(amount, ctx.language, one, many);
}

/** The cookies set on a channel as the admin listed them: its own (first party), then its tools'. */
function channelCookies(ctx: DocumentContext, channel: ChannelRead): Array<z.infer<typeof ZChannelCookie>> {
  const own = (channel.cookies ?? []).map((c) => ({
    name: c.name,
    provider: null,
    purpose: c.purpose,
    category: cookieCategory(ctx, c.category),
    necessary: c.category === 'STRICTLY_NECESSARY',
    duration: cookieDuration(ctx, c.duration, c.durationAmount),
    thirdParty: false,
  }));
  const tools = channel.tools
    .filter((tool) => tool.cookies !== 'NONE')
    .flatMap((tool) =>
      (tool.cookieList ?? []).map((c) => ({
        name: c.name,
        provider: tool.provider,
        purpose: tool.purpose,
        category: cookieCategory(ctx, c.category),
        necessary: c.category === 'STRICTLY_NECESSARY',
        duration: cookieDuration(ctx, c.duration, c.durationAmount),
        thirdParty: c.thirdParty,
      })),
    );
  return [...own, ...tools];
}

function coveredChannels(ctx: DocumentContext, type: string): Array<z.infer<typeof ZChannel>> {
  return channelsOf(ctx, type).map((channel) => {
    const kind = channelKindEntries.find((e) => e.id === channel.kind);
    return {
      kind: kind ? pick(kind.label, ctx.language, ctx.edition) : channel.kind,
      name: channel.name,
      url: channel.url,
      privacyPolicyUrl: channel.privacyPolicyUrl ?? null,
      cookiePolicyUrl: channel.cookiePolicyUrl ?? null,
      tools: channel.tools
        .filter((tool) => tool.cookies !== 'NONE')
        .map((tool) => ({
          kind: toolKind(ctx, tool.kind),
          provider: tool.provider,
          purpose: tool.purpose,
          necessary: tool.cookies === 'STRICTLY_NECESSARY',
        })),
      cookies: channelCookies(ctx, channel),
      // A tool said to set cookies with none listed (not said, or an empty list): asked, never guessed.
      unlisted: unique(
        channel.tools
          .filter((tool) => tool.cookies !== 'NONE' && (tool.cookieList ?? []).length === 0)
          .map((tool) => tool.provider),
      ),
    };
  });
}

/** The tools of the channels the document covers (all, or those that set cookies), each as the admin gave it. */
const toolsOf = (ctx: DocumentContext, type: string, cookiesOnly = false) =>
  channelsOf(ctx, type)
    .flatMap((channel) => channel.tools)
    .filter((tool) => !cookiesOnly || tool.cookies !== 'NONE');

const ZPrivacyFacts = ZDocumentFacts.extend(ZProcessingFacts.shape)
  .extend(ZOperationsFacts.shape)
  .extend({
    marketing: z.object({
      operations: z.array(z.object({ name: z.string(), purpose: z.string() })),
      /** Some marketing relies on consent. */
      consent: z.boolean(),
      /** Similar offers to existing customers, or legitimate interest: the soft opt-in. */
      softOptIn: z.boolean(),
    }),
    /** Some operation sets cookies: the policy points to the cookie policy. */
    cookies: z.boolean(),
    /** The ticked measures in the document's language, then the company's own. */
    securityMeasures: z.array(z.string()),
    /** The channels (websites, apps, shops, booking pages) the policy covers. */
    channels: z.array(ZChannel),
    /**
     * The purposes per category of persons the policy covers (the site's visitors, the shop's
     * customers, the guests…), in the order of the situations: each reader sees what concerns them.
     */
    groups: z.array(z.object({ subject: z.string(), purposes: ZOperationsFacts.shape.purposes })),
  });

/** The situations' operations per category of persons, each category once, in their order. */
function purposeGroups(ctx: DocumentContext) {
  const groups: Array<{ subject: string; purposes: ReturnType<typeof operationsFacts>['purposes'] }> = [];
  const seen: string[] = [];
  for (const situation of ctx.situations) {
    if (seen.includes(situation.dataSubject)) continue;
    seen.push(situation.dataSubject);
    const ops = ctx.situations
      .filter((s) => s.dataSubject === situation.dataSubject)
      .flatMap((s) => s.operations);
    groups.push({ subject: situation.dataSubjectLabel, purposes: operationsFacts(ctx, ops).purposes });
  }
  return groups;
}

export const privacyPolicy = contentTemplate('POLITICA_CONFIDENTIALITATE', {
  kind: 'policy',
  schema: ZPrivacyFacts,
  facts: (input) => {
    const { ctx } = input;
    const ops = ctx.operations;
    const marketing = ops.filter(isMarketing);
    const tools = toolsOf(ctx, 'POLITICA_CONFIDENTIALITATE');
    const processing = processingFacts(ctx, ops, tools);
    const operations = operationsFacts(ctx, ops);
    return {
      ...documentFacts(input),
      ...processing,
      ...operations,
      rights: { ...processing.rights, objectable: distinct(processing.rights.objectable) },
      // The providers of the channels' tools receive what the tool collects: each with what for.
      recipients: unique([
        ...operations.recipients,
        ...tools.map((tool) => `${tool.provider} (${toolKind(ctx, tool.kind)}): ${tool.purpose}`),
      ]),
      retention: distinct(operations.retention),
      provision: distinct(operations.provision),
      marketing: {
        // The same operation described for two categories (the newsletter of the site and of the shop) once.
        operations: distinct(marketing.map((op) => ({ name: op.name, purpose: op.purpose }))),
        consent: marketing.some((op) => op.grounds.includes('CONSENT')),
        // Law 506/2004 art. 12(2): marketing to existing customers on legitimate interest.
        softOptIn: marketing.some((op) => op.grounds.includes('LEGITIMATE_INTEREST')),
      },
      cookies: ops.some(isCookie),
      securityMeasures: companyExtras(ctx).securityMeasures,
      groups: purposeGroups(ctx),
      channels: coveredChannels(ctx, 'POLITICA_CONFIDENTIALITATE'),
    };
  },
});

const ZCookie = z.object({
  name: z.string(),
  purpose: z.string(),
  necessary: z.boolean(),
  retention: z.string(),
});

const cookieList = (ctx: DocumentContext) =>
  distinct(
    ctx.operations.filter(isCookie).map((op) => ({
      name: op.name,
      purpose: op.purpose,
      necessary: necessary(op),
      retention: op.storageDuration,
    })),
  );

export const cookiePolicy = contentTemplate('POLITICA_COOKIES', {
  kind: 'policy',
  schema: ZDocumentFacts.extend(ZProcessingFacts.shape).extend({
    cookieList: z.array(ZCookie),
    /** The providers who receive what the optional cookies collect. */
    providers: z.array(z.string()),
    /** The channels (websites, apps, shops, booking pages) the policy covers. */
    channels: z.array(ZChannel),
    /** Some channel uses a tool that sets cookies. */
    hasTools: z.boolean(),
    /** Some channel has cookies listed, or a tool whose cookies are still to list. */
    hasChannelCookies: z.boolean(),
  }),
  facts: (input) => {
    const { ctx } = input;
    const cookies = ctx.operations.filter(isCookie);
    const tools = toolsOf(ctx, 'POLITICA_COOKIES', true);
    const channels = coveredChannels(ctx, 'POLITICA_COOKIES');
    return {
      ...documentFacts(input),
      ...processingFacts(ctx, cookies, tools),
      // The rights are those of the cookies, or of every operation when none is described.
      rights: (({ objectable, ...rights }) => ({ ...rights, objectable: distinct(objectable) }))(
        processingFacts(ctx, cookies.length > 0 ? cookies : ctx.operations).rights,
      ),
      cookieList: cookieList(ctx),
      providers: unique([
        ...cookies.filter((op) => !necessary(op)).flatMap((op) => op.recipients),
        ...tools.filter((tool) => tool.cookies === 'WITH_CONSENT').map((tool) => tool.provider),
      ]),
      channels,
      hasTools: channels.some((c) => c.tools.length > 0),
      hasChannelCookies: channels.some((c) => c.cookies.length > 0 || c.unlisted.length > 0),
    };
  },
});

const ZCctv = z.object({
  /** The areas the cameras cover, as the company listed them. */
  areas: z.string().nullable(),
  /** The company's own recipients (its security firm, say); the authorities always follow. */
  recipients: z.array(z.string()),
  days: z.number(),
  /** Why the recordings are kept longer than 30 days, when they are. */
  longerReason: z.string().nullable(),
  /** The people authorised to view the images, as the company listed them (none: not said). */
  viewers: z.array(z.object({ name: z.string(), position: z.string() })),
  /** Their positions, each once: what a notice tells the people filmed. */
  positions: z.array(z.string()),
});

function cctvFacts(ctx: DocumentContext): z.infer<typeof ZCctv> {
  const cctv = companyExtras(ctx).cctv;
  // Until the company states its own period: the ceiling for workplace recordings (Law 190/2018
  // art. 5(e)), which is also ANSPDCP's usual expectation for any premises (context.ts, one source).
  const days = cctvRetentionDays(ctx.company);
  return {
    areas: cctv && cctv.areas.length > 0 ? cctv.areas.join('; ') : null,
    recipients: cctv?.recipients ?? [],
    days,
    longerReason: cctv?.retentionReason && days > 30 ? cctv.retentionReason : null,
    viewers: cctv?.viewers ?? [],
    positions: unique((cctv?.viewers ?? []).map((viewer) => viewer.position)),
  };
}

export const cctvNotice = contentTemplate('NOTA_INFORMARE_CCTV', {
  kind: 'notice',
  schema: ZDocumentFacts.extend(ZProcessingFacts.shape).extend({ cctv: ZCctv }),
  facts: (input) => ({
    ...documentFacts(input),
    ...processingFacts(input.ctx, input.ctx.operations),
    // The rights paragraph is the general one: no operation's consent or interest is named. The
    // recordings rest on legitimate interest or legal obligation (the notice's own wording), never on
    // consent or a contract: portability does not apply (Art. 20(1)(a)).
    rights: { ...processingFacts(input.ctx, []).rights, portable: false },
    cctv: cctvFacts(input.ctx),
  }),
});

const signFacts = (input: TemplateInput) => {
  const dpr = input.ctx.company.dataProtectionResponsible;
  return {
    ...documentFacts(input),
    cctv: cctvFacts(input.ctx),
    /** The DPO or the contact person: name and e-mail. */
    person: [dpr?.name, dpr?.email].filter(Boolean).join(', '),
  };
};

export const cctvSign = contentTemplate('AFIS_SUPRAVEGHERE_VIDEO', {
  kind: 'sign',
  schema: ZDocumentFacts.extend({ cctv: ZCctv, person: z.string() }),
  facts: signFacts,
});

/** REGISTRU_ACCES_CCTV: who looked at or copied the footage, when and why (Arts. 5(2) and 32). */
export const cctvAccessLog = contentTemplate('REGISTRU_ACCES_CCTV', {
  kind: 'form',
  schema: ZDocumentFacts.extend({ cctv: ZCctv }),
  facts: (input) => ({ ...documentFacts(input), cctv: cctvFacts(input.ctx) }),
});

/** TEXTE_BANNER_COOKIE: the banner and settings texts, from the company's cookie operations. */
export const cookieBanner = contentTemplate('TEXTE_BANNER_COOKIE', {
  kind: 'form',
  schema: ZDocumentFacts.extend({
    cookieList: z.array(ZCookie),
    channels: z.array(ZChannel),
    hasTools: z.boolean(),
    /**
     * The kinds of cookie set only with consent, from the cookie operations (their purpose category)
     * and the channels' tools (their kind), each once: what the banner asks consent for.
     */
    consentKinds: z.array(z.enum(['ANALYTICS', 'ADVERTISING', 'OTHER'])),
  }),
  facts: (input) => {
    const { ctx } = input;
    const channels = coveredChannels(ctx, 'TEXTE_BANNER_COOKIE');
    const kinds = [
      ...ctx.operations
        .filter((op) => isCookie(op) && !necessary(op))
        .map((op) =>
          op.purposeCategory === 'ANALYTICS'
            ? 'ANALYTICS'
            : op.purposeCategory === 'MARKETING'
              ? 'ADVERTISING'
              : 'OTHER',
        ),
      ...toolsOf(ctx, 'TEXTE_BANNER_COOKIE', true)
        .filter((tool) => tool.cookies === 'WITH_CONSENT')
        .map((tool) =>
          tool.kind === 'ANALYTICS'
            ? 'ANALYTICS'
            : tool.kind === 'ADVERTISING_PIXEL'
              ? 'ADVERTISING'
              : 'OTHER',
        ),
      // The optional cookies the channels list, by their type: statistics and marketing ones are
      // asked as analytics and advertising whatever the tool that sets them.
      ...channelsOf(ctx, 'TEXTE_BANNER_COOKIE')
        .flatMap((channel) => [
          ...(channel.cookies ?? []),
          ...channel.tools.filter((tool) => tool.cookies !== 'NONE').flatMap((tool) => tool.cookieList ?? []),
        ])
        .filter((cookie) => cookie.category !== 'STRICTLY_NECESSARY')
        .map((cookie) =>
          cookie.category === 'STATISTICS'
            ? 'ANALYTICS'
            : cookie.category === 'MARKETING'
              ? 'ADVERTISING'
              : 'OTHER',
        ),
    ] as const;
    return {
      ...documentFacts(input),
      cookieList: cookieList(ctx),
      channels,
      hasTools: channels.some((c) => c.tools.length > 0),
      consentKinds: (['ANALYTICS', 'ADVERTISING', 'OTHER'] as const).filter((k) => kinds.includes(k)),
    };
  },
});

export const POLICY_TEMPLATES = {
  POLITICA_CONFIDENTIALITATE: privacyPolicy,
  POLITICA_COOKIES: cookiePolicy,
  NOTA_INFORMARE_CCTV: cctvNotice,
  AFIS_SUPRAVEGHERE_VIDEO: cctvSign,
  REGISTRU_ACCES_CCTV: cctvAccessLog,
  TEXTE_BANNER_COOKIE: cookieBanner,
};
