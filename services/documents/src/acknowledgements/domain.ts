/**
 * Staff acknowledgement of a document (docs/events.md `acknowledgement.invited`): the admin asks
 * people to read one version of a document; each confirms with their name, without an account. The
 * record keeps who (the name as typed), when, which version (the SHA-256 of its PDF) and from where
 * (IP address and browser), and the confirmation is appended to the company's evidence ledger in the
 * same transaction.
 *
 * Links follow identity's sign-in links: a random token, only its hash kept, an expiry. An e-mail
 * invitation works once; a reminder sends a new link (the old one stops working). The shareable link
 * is one per request, used by many (each with their name), until it expires or is revoked. A newer
 * version of the document makes the earlier requests outdated: their links say so, and the admin asks
 * again for the new version.
 */
import { readCompany } from '@conform/companies-service/read';
import {
  basePathOf,
  ZAcknowledgementConfirmSchema,
  ZAcknowledgementInviteSchema,
  type TAcknowledgementConfirmed,
  type TAcknowledgementInvited,
  type TAcknowledgementLink,
  type TAcknowledgementPerson,
  type TAcknowledgementRefusal,
  type TAcknowledgementReminded,
  type TAcknowledgements,
  type TAcknowledgementStatus,
  type TPublicAcknowledgement,
} from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  AppError,
  newId,
  newSecret,
  publishEvent,
  sha256 as sha256Text,
  type Db,
  type RateLimiter,
  type Tx,
} from '@conform/server-kit';
import { documentTexts, typeOfKey } from '../catalogue.ts';
import type { DocumentsRepository } from '../documents/repository.ts';
import type { FilesDomain } from '../files/domain.ts';
import type { FilesRepository } from '../files/repository.ts';
import type { FileStorage } from '../files/storage.ts';
import { appendEvidence, canonicalJson, sha256 } from '../ledger/ledger.ts';

const DAY_MS = 86_400_000;

export interface AcknowledgementSettings {
  publicUrl: string;
  /** How long an e-mail invitation (or a reminder's new link) works. */
  invitationDays: number;
  /** How long a shareable link works. */
  linkDays: number;
  /** Public reads and confirmations per IP address per hour. */
  perIpPerHour: number;
}

interface RequestRow {
  id: string;
  company_id: string;
  type: string;
  version: number;
  content_sha256: string;
  language: 'ro' | 'en';
  created_at: Date | string;
  reminded_at: Date | string | null;
  link_expires_at: Date | string | null;
  link_revoked_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A refusal of a link the person holds: 410 with the reason the page explains. */
const gone = (reason: TAcknowledgementRefusal, message: string) => new AppError('gone', message, { reason });

export function createAcknowledgementsDomain(deps: {
  db: Db;
  documents: DocumentsRepository;
  files: FilesDomain;
  filesRepository: FilesRepository;
  storage: FileStorage;
  limiter: RateLimiter;
  settings: AcknowledgementSettings;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { settings } = deps;

  /** The page a link opens, in the company's edition and the request's language. */
  async function linkUrl(companyId: string, language: 'ro' | 'en', token: string): Promise<string> {
    const company = await readCompany(deps.db, companyId);
    const page = language === 'ro' ? 'confirmare' : 'acknowledge';
    return `${settings.publicUrl.replace(/\/$/, '')}${basePathOf(company?.platform ?? 'ro')}/${page}/${token}`;
  }

  /** The document's current version, which a request asks about; refused when there is none to read. */
  async function currentVersion(companyId: string, type: string) {
    if (type === 'ARCHIVE') throw new AppError('bad_request', 'The archive is not a document to read.');
    const document = await deps.documents.find(companyId, type);
    if (!document) throw new AppError('not_found', 'Document not found.');
    if (document.status === 'LOCKED')
      throw new AppError('conflict', 'This document is locked: its package was refunded or is not bought.');
    const version = document.version
      ? await deps.documents.findVersion(companyId, type, document.version)
      : undefined;
    if (!version) throw new AppError('conflict', 'The document has no version yet: it is still being made.');
    return { document, version };
  }

  /** The SHA-256 of a version's PDF, from its stored bytes. */
  async function pdfSha256(companyId: string, pdfFileId: string): Promise<string> {
    const file = await deps.filesRepository.findForCompany(pdfFileId, companyId);
    if (!file) throw new AppError('conflict', 'The file of this version is missing.');
    return sha256(await deps.storage.read(file.path));
  }

  /** The request for the document's current version, made on first need (one per version). */
  async function requestForCurrent(
    companyId: string,
    type: string,
    input: { language?: 'ro' | 'en' | undefined; adminId: string },
  ): Promise<RequestRow> {
    const { version } = await currentVersion(companyId, type);
    const [existing] = await deps.db.query<RequestRow>(
      `SELECT * FROM documents.acknowledgement_requests WHERE company_id = $1 AND type = $2 AND version = $3`,
      [companyId, type, version.version],
    );
    if (existing) {
      if (input.language && input.language !== existing.language) {
        await deps.db.query(`UPDATE documents.acknowledgement_requests SET language = $2 WHERE id = $1`, [
          existing.id,
          input.language,
        ]);
        return { ...existing, language: input.language };
      }
      return existing;
    }
    const company = await readCompany(deps.db, companyId);
    const language = input.language ?? (company?.platform === 'ro' ? 'ro' : 'en');
    const contentSha256 = await pdfSha256(companyId, version.pdfFileId);
    await deps.db.query(
      `INSERT INTO documents.acknowledgement_requests
         (id, company_id, type, version, content_sha256, language, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (company_id, type, version) DO NOTHING`,
      [newId(), companyId, type, version.version, contentSha256, language, input.adminId, now()],
    );
    const [row] = await deps.db.query<RequestRow>(
      `SELECT * FROM documents.acknowledgement_requests WHERE company_id = $1 AND type = $2 AND version = $3`,
      [companyId, type, version.version],
    );
    return row!;
  }

  /** Publishes the mail of an invitation or a reminder (identity sends it; the address is never logged). */
  async function publishInvitation(
    tx: Tx,
    request: RequestRow,
    invitation: { id: string; email: string; token: string; expiresAt: Date },
    reminder: boolean,
  ) {
    const { name } = documentTexts(typeOfKey(request.type));
    await publishEvent(tx, PLATFORM_EVENTS, {
      source: 'documents',
      type: 'acknowledgement.invited',
      payload: {
        companyId: request.company_id,
        invitationId: invitation.id,
        email: invitation.email,
        token: invitation.token,
        locale: request.language,
        title: { ro: name.ro, en: name.en },
        version: request.version,
        expiresAt: invitation.expiresAt.toISOString(),
        reminder,
      },
    });
  }

  /** What a token opens: an e-mail invitation or a shareable link, checked as the page needs. */
  async function resolve(token: string) {
    const tokenHash = sha256Text(token);
    const [invitation] = await deps.db.query<{
      id: string;
      request_id: string;
      expires_at: Date | string;
      used_at: Date | string | null;
    }>(
      `SELECT id, request_id, expires_at, used_at FROM documents.acknowledgement_invitations WHERE token_hash = $1`,
      [tokenHash],
    );
    const [request] = await deps.db.query<RequestRow>(
      invitation
        ? `SELECT * FROM documents.acknowledgement_requests WHERE id = $1`
        : `SELECT * FROM documents.acknowledgement_requests WHERE link_token_hash = $1`,
      [invitation ? invitation.request_id : tokenHash],
    );
    if (!request) throw new AppError('not_found', 'This link is not valid. Ask the company for a new one.');
    if (invitation?.used_at)
      throw gone('used', 'This link was already used: the reading was confirmed. Each link works once.');
    const document = await deps.documents.find(request.company_id, request.type);
    if (!document || document.status === 'LOCKED')
      throw gone('unavailable', 'This document is no longer available here.');
    if ((document.version ?? 0) > request.version)
      throw gone(
        'outdated',
        'The document has a newer version since this link was sent; the company can see it and will ask you again.',
      );
    if (!invitation && request.link_revoked_at)
      throw gone('revoked', 'This link was withdrawn by the company. Ask them for a new one.');
    const expiresAt = new Date((invitation ? invitation.expires_at : request.link_expires_at)!);
    if (expiresAt.getTime() <= now().getTime())
      throw gone('expired', 'This link has expired. Ask the company for a new one.');
    return {
      request,
      invitationId: invitation?.id ?? null,
      via: invitation ? ('EMAIL' as const) : ('LINK' as const),
      expiresAt,
    };
  }

  async function limit(ip: string) {
    await deps.limiter.hit([
      { key: `acknowledgement:ip:${ip}`, limit: settings.perIpPerHour, windowSeconds: 3600 },
    ]);
  }

  return {
    /** Invites addresses to read the current version; those already invited to it are skipped. */
    async invite(
      companyId: string,
      type: string,
      adminId: string,
      body: unknown,
    ): Promise<TAcknowledgementInvited> {
      const input = ZAcknowledgementInviteSchema.parse(body);
      const request = await requestForCurrent(companyId, type, { language: input.language, adminId });
      const expiresAt = new Date(now().getTime() + settings.invitationDays * DAY_MS);
      const invited = await deps.db.transaction(async (tx) => {
        let count = 0;
        for (const email of input.emails) {
          const token = newSecret();
          const id = newId();
          const inserted = await tx.query(
            `INSERT INTO documents.acknowledgement_invitations
               (id, request_id, company_id, email, token_hash, expires_at, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (request_id, email) DO NOTHING RETURNING id`,
            [id, request.id, companyId, email, sha256Text(token), expiresAt, now()],
          );
          if (inserted.length === 0) continue;
          await publishInvitation(tx, request, { id, email, token, expiresAt }, false);
          count++;
        }
        return count;
      });
      return {
        requestId: request.id,
        version: request.version,
        invited,
        alreadyInvited: input.emails.length - invited,
      };
    },

    /** A new shareable link for the current version, replacing the one before (shown once). */
    async createLink(
      companyId: string,
      type: string,
      adminId: string,
      body: { language?: 'ro' | 'en' | undefined },
    ): Promise<TAcknowledgementLink> {
      const request = await requestForCurrent(companyId, type, { language: body.language, adminId });
      const token = newSecret();
      const expiresAt = new Date(now().getTime() + settings.linkDays * DAY_MS);
      await deps.db.query(
        `UPDATE documents.acknowledgement_requests
            SET link_token_hash = $2, link_expires_at = $3, link_revoked_at = NULL WHERE id = $1`,
        [request.id, sha256Text(token), expiresAt],
      );
      return { url: await linkUrl(companyId, request.language, token), expiresAt: expiresAt.toISOString() };
    },

    /** Withdraws the current version's shareable link: it no longer opens. */
    async revokeLink(companyId: string, type: string): Promise<void> {
      const { version } = await currentVersion(companyId, type);
      const revoked = await deps.db.query(
        `UPDATE documents.acknowledgement_requests SET link_revoked_at = $4
          WHERE company_id = $1 AND type = $2 AND version = $3
            AND link_token_hash IS NOT NULL AND link_revoked_at IS NULL RETURNING id`,
        [companyId, type, version.version, now()],
      );
      if (revoked.length === 0) throw new AppError('not_found', 'There is no shareable link to revoke.');
    },

    /**
     * Reminds everyone invited to the current version who has not confirmed (a new link each, the
     * old one stops working): at most once in 24 hours.
     */
    async remind(companyId: string, type: string): Promise<TAcknowledgementReminded> {
      const { version } = await currentVersion(companyId, type);
      const [request] = await deps.db.query<RequestRow>(
        `SELECT * FROM documents.acknowledgement_requests WHERE company_id = $1 AND type = $2 AND version = $3`,
        [companyId, type, version.version],
      );
      if (!request) throw new AppError('conflict', 'Nobody was invited to read this version yet.');
      const at = now();
      if (request.reminded_at && at.getTime() - new Date(request.reminded_at).getTime() < DAY_MS) {
        const next = new Date(new Date(request.reminded_at).getTime() + DAY_MS).toISOString();
        throw new AppError('rate_limited', 'Reminders were sent less than 24 hours ago.', {
          reason: 'reminded-recently',
          nextAt: next,
        });
      }
      const expiresAt = new Date(at.getTime() + settings.invitationDays * DAY_MS);
      const reminded = await deps.db.transaction(async (tx) => {
        const pending = await tx.query<{ id: string; email: string }>(
          `SELECT id, email FROM documents.acknowledgement_invitations
            WHERE request_id = $1 AND used_at IS NULL ORDER BY created_at, id`,
          [request.id],
        );
        if (pending.length === 0) throw new AppError('conflict', 'Everyone invited has confirmed.');
        for (const invitation of pending) {
          const token = newSecret();
          await tx.query(
            `UPDATE documents.acknowledgement_invitations
                SET token_hash = $2, expires_at = $3, reminded_at = $4, reminder_count = reminder_count + 1
              WHERE id = $1`,
            [invitation.id, sha256Text(token), expiresAt, at],
          );
          await publishInvitation(tx, request, { ...invitation, token, expiresAt }, true);
        }
        await tx.query(`UPDATE documents.acknowledgement_requests SET reminded_at = $2 WHERE id = $1`, [
          request.id,
          at,
        ]);
        return pending.length;
      });
      return { reminded };
    },

    /** The document's requests, newest version first, with each person's status. */
    async list(companyId: string, type: string): Promise<TAcknowledgements> {
      const document = await deps.documents.find(companyId, type);
      const currentVersion = document?.version ?? null;
      const requests = await deps.db.query<RequestRow>(
        `SELECT * FROM documents.acknowledgement_requests WHERE company_id = $1 AND type = $2 ORDER BY version DESC`,
        [companyId, type],
      );
      const at = now().getTime();
      const result: TAcknowledgements['requests'] = [];
      for (const request of requests) {
        const outdated = currentVersion !== null && currentVersion > request.version;
        const invitations = await deps.db.query<{
          id: string;
          email: string;
          expires_at: Date | string;
          reminded_at: Date | string | null;
          full_name: string | null;
          confirmed_at: Date | string | null;
        }>(
          `SELECT i.id, i.email, i.expires_at, i.reminded_at, a.full_name, a.confirmed_at
             FROM documents.acknowledgement_invitations i
             LEFT JOIN documents.acknowledgements a ON a.invitation_id = i.id
            WHERE i.request_id = $1 ORDER BY i.created_at, i.email`,
          [request.id],
        );
        const throughLink = await deps.db.query<{
          id: string;
          full_name: string;
          confirmed_at: Date | string;
        }>(
          `SELECT id, full_name, confirmed_at FROM documents.acknowledgements
            WHERE request_id = $1 AND invitation_id IS NULL ORDER BY confirmed_at, id`,
          [request.id],
        );
        const people: TAcknowledgementPerson[] = [
          ...invitations.map((i) => {
            const status: TAcknowledgementStatus = i.confirmed_at
              ? 'CONFIRMED'
              : outdated
                ? 'OUTDATED'
                : new Date(i.expires_at).getTime() <= at
                  ? 'EXPIRED'
                  : 'PENDING';
            return {
              id: i.id,
              via: 'EMAIL' as const,
              email: i.email,
              status,
              fullName: i.full_name,
              confirmedAt: isoOrNull(i.confirmed_at),
              remindedAt: isoOrNull(i.reminded_at),
            };
          }),
          ...throughLink.map((a) => ({
            id: a.id,
            via: 'LINK' as const,
            email: null,
            status: 'CONFIRMED' as const,
            fullName: a.full_name,
            confirmedAt: iso(a.confirmed_at),
            remindedAt: null,
          })),
        ];
        const count = (status: TAcknowledgementStatus) => people.filter((p) => p.status === status).length;
        result.push({
          id: request.id,
          version: request.version,
          contentSha256: request.content_sha256,
          language: request.language,
          createdAt: iso(request.created_at),
          outdated,
          link: request.link_expires_at
            ? {
                expiresAt: iso(request.link_expires_at),
                active:
                  !outdated && !request.link_revoked_at && new Date(request.link_expires_at).getTime() > at,
              }
            : null,
          remindedAt: isoOrNull(request.reminded_at),
          counts: {
            invited: invitations.length,
            confirmed: count('CONFIRMED'),
            pending: count('PENDING'),
            expired: count('EXPIRED'),
          },
          people,
        });
      }
      return { type, currentVersion, requests: result };
    },

    /** What a link asks the person to read, with a short-lived link to that exact PDF. */
    async read(token: string, ip: string): Promise<TPublicAcknowledgement> {
      await limit(ip);
      const { request, via, expiresAt } = await resolve(token);
      const company = await readCompany(deps.db, request.company_id);
      const version = await deps.documents.findVersion(request.company_id, request.type, request.version);
      if (!company || !version) throw gone('unavailable', 'This document is no longer available here.');
      const pdf = await deps.files.createLink(request.company_id, request.type, {
        disposition: 'inline',
        format: 'pdf',
        version: request.version,
      });
      return {
        companyName: company.info.name,
        companyCountry: company.info.country,
        title: documentTexts(typeOfKey(request.type)).name[request.language],
        version: request.version,
        versionDate: version.createdAt.toISOString(),
        language: request.language,
        via,
        expiresAt: expiresAt.toISOString(),
        pdf,
      };
    },

    /**
     * Records the person's confirmation: their name, when, the version and its hash, their IP address
     * and browser. An e-mail link is used up in the same transaction (a second use is refused), and
     * the ledger gets an entry whose digest covers the whole record (the name stays out of the
     * ledger, which can never be changed; the record it pins is here).
     */
    async confirm(
      token: string,
      body: unknown,
      from: { ip: string; userAgent: string | undefined },
    ): Promise<TAcknowledgementConfirmed> {
      await limit(from.ip);
      const { fullName } = ZAcknowledgementConfirmSchema.parse(body);
      const { request, invitationId, via } = await resolve(token);
      const at = now();
      const id = newId();
      const record = {
        id,
        companyId: request.company_id,
        type: request.type,
        version: request.version,
        contentSha256: request.content_sha256,
        via,
        fullName,
        confirmedAt: at.toISOString(),
        ipAddress: from.ip || null,
        userAgent: from.userAgent?.slice(0, 500) ?? null,
      };
      await deps.db.transaction(async (tx) => {
        if (invitationId) {
          const claimed = await tx.query(
            `UPDATE documents.acknowledgement_invitations SET used_at = $2
              WHERE id = $1 AND used_at IS NULL RETURNING id`,
            [invitationId, at],
          );
          if (claimed.length === 0)
            throw gone(
              'used',
              'This link was already used: the reading was confirmed. Each link works once.',
            );
        }
        await tx.query(
          `INSERT INTO documents.acknowledgements
             (id, request_id, company_id, invitation_id, via, full_name, confirmed_at, ip_address, user_agent,
              type, version, content_sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            id,
            request.id,
            request.company_id,
            invitationId,
            via,
            fullName,
            at,
            record.ipAddress,
            record.userAgent,
            request.type,
            request.version,
            request.content_sha256,
          ],
        );
        await appendEvidence(tx, request.company_id, {
          kind: 'ACKNOWLEDGEMENT',
          subject: request.type,
          digest: sha256(canonicalJson(record)),
          details: {
            acknowledgement: id,
            version: request.version,
            contentSha256: request.content_sha256,
            via,
          },
        });
      });
      return {
        fullName,
        confirmedAt: record.confirmedAt,
        version: request.version,
        contentSha256: request.content_sha256,
      };
    },
  };
}
export type AcknowledgementsDomain = ReturnType<typeof createAcknowledgementsDomain>;
