/**
 * The registers' reminders (requests, breaches) reach people here: identity owns the admins' addresses and
 * the mail port. The company's admins come from the companies service's published read model.
 */
import { readCompany } from '@conform/companies-service/read';
import { basePathOf } from '@conform/contracts';
import type { TPlatformEvent } from '@conform/contracts/events';
import type { Logger, Tx } from '@conform/server-kit';
import type { Mailer } from '../mail/mailer.ts';
import {
  acknowledgementInvitationMail,
  breachReminderMail,
  legalUpdateMail,
  requestReminderMail,
  reviewReminderMail,
  whistleblowingReminderMail,
} from '../mail/templates.ts';
import { createUsersRepository } from '../users/repository.ts';

export function createReminderMailer(deps: { mailer: Mailer; publicUrl: string; logger: Logger }) {
  /** Each admin with an address gets the mail; returns how many. */
  async function toAdmins(
    tx: Tx,
    companyId: string,
    /** The documents area's page the mail links to ('' for the documents themselves). */
    page: 'requests' | 'breaches' | 'whistleblowing' | '',
    mailOf: (locale: 'ro' | 'en', link: string) => { subject: string; text: string; html: string },
  ): Promise<number> {
    const company = await readCompany(tx, companyId);
    if (!company) return 0; // deleted meanwhile: nobody to tell
    const users = createUsersRepository(tx.orm);
    const locale = company.platform === 'ro' ? 'ro' : 'en';
    const link = `${deps.publicUrl.replace(/\/$/, '')}${basePathOf(company.platform)}/${company.id}/documents${page ? `/${page}` : ''}`;
    const mail = mailOf(locale, link);
    let sent = 0;
    for (const adminId of company.adminIds) {
      const user = await users.findById(adminId);
      if (!user?.email) continue; // an anonymous admin has no address yet
      await deps.mailer.send({ to: user.email, ...mail }, { tx });
      sent++;
    }
    return sent;
  }

  return {
    /** A breach still to notify, a day before its deadline or past it. */
    async onBreachReminder(tx: Tx, event: TPlatformEvent<'breach.reminder'>): Promise<number> {
      const sent = await toAdmins(tx, event.companyId, 'breaches', (locale, link) =>
        breachReminderMail(locale, { ...event, link }),
      );
      deps.logger.info({ companyId: event.companyId, admins: sent }, 'breach register: reminder e-mailed');
      return sent;
    },

    /** A whistleblowing report's acknowledgement or feedback, before its last day and on it. */
    async onWhistleblowingReminder(
      tx: Tx,
      event: TPlatformEvent<'whistleblowing.reminder'>,
    ): Promise<number> {
      const sent = await toAdmins(tx, event.companyId, 'whistleblowing', (locale, link) =>
        whistleblowingReminderMail(locale, { ...event, link }),
      );
      deps.logger.info(
        { companyId: event.companyId, admins: sent },
        'whistleblowing register: reminder e-mailed',
      );
      return sent;
    },

    /** A document due for review, 14 days before and on the day. */
    async onReviewReminder(tx: Tx, event: TPlatformEvent<'review.reminder'>): Promise<number> {
      const sent = await toAdmins(tx, event.companyId, '', (locale, link) =>
        reviewReminderMail(locale, { ...event, link }),
      );
      deps.logger.info({ companyId: event.companyId, admins: sent }, 'documents: review reminder e-mailed');
      return sent;
    },

    /** A legal update reached the company's documents: once per company and update. */
    async onLegalUpdate(tx: Tx, event: TPlatformEvent<'legal-update.published'>): Promise<number> {
      const sent = await toAdmins(tx, event.companyId, '', (locale, link) =>
        legalUpdateMail(locale, { ...event, link }),
      );
      deps.logger.info(
        { companyId: event.companyId, updateId: event.updateId, admins: sent },
        'documents: legal update e-mailed',
      );
      return sent;
    },

    /**
     * A person asked to read a document and confirm it (documents' staff acknowledgement): the mail
     * goes to the address the admin gave, with the personal link. The address is never logged.
     */
    async onAcknowledgementInvited(
      tx: Tx,
      event: TPlatformEvent<'acknowledgement.invited'>,
    ): Promise<boolean> {
      const company = await readCompany(tx, event.companyId);
      if (!company) return false; // deleted meanwhile: the link would open nothing
      const page = event.locale === 'ro' ? 'confirmare' : 'acknowledge';
      const link = `${deps.publicUrl.replace(/\/$/, '')}${basePathOf(company.platform)}/${page}/${event.token}`;
      await deps.mailer.send(
        {
          to: event.email,
          ...acknowledgementInvitationMail(event.locale, { ...event, company: company.info.name, link }),
        },
        { tx },
      );
      deps.logger.info(
        { companyId: event.companyId, invitationId: event.invitationId, reminder: event.reminder },
        'documents: acknowledgement invitation e-mailed',
      );
      return true;
    },

    /** Runs in the event's transaction: every read on it (one connection on the embedded database). */
    async onRequestReminder(tx: Tx, event: TPlatformEvent<'request.reminder'>): Promise<number> {
      const sent = await toAdmins(tx, event.companyId, 'requests', (locale, link) =>
        requestReminderMail(locale, { ...event, link }),
      );
      deps.logger.info({ companyId: event.companyId, admins: sent }, 'requests register: reminder e-mailed');
      return sent;
    },
  };
}
