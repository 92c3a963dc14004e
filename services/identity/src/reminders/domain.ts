/**
 * The requests register's reminders reach people here: identity owns the admins' addresses and
 * the mail port. The company's admins come from the companies service's published read model.
 */
import { readCompany } from '@conform/companies-service/read';
import { basePathOf } from '@conform/contracts';
import type { TPlatformEvent } from '@conform/contracts/events';
import type { Logger, Tx } from '@conform/server-kit';
import type { Mailer } from '../mail/mailer.ts';
import { requestReminderMail } from '../mail/templates.ts';
import { createUsersRepository } from '../users/repository.ts';

export function createReminderMailer(deps: { mailer: Mailer; publicUrl: string; logger: Logger }) {
  return {
    /** Runs in the event's transaction: every read on it (one connection on the embedded database). */
    async onRequestReminder(tx: Tx, event: TPlatformEvent<'request.reminder'>): Promise<number> {
      const company = await readCompany(tx, event.companyId);
      const users = createUsersRepository(tx.orm);
      if (!company) return 0; // deleted meanwhile: nobody to tell
      const locale = company.platform === 'ro' ? 'ro' : 'en';
      const link = `${deps.publicUrl.replace(/\/$/, '')}${basePathOf(company.platform)}/${company.id}/documents/requests`;
      const mail = requestReminderMail(locale, { ...event, link });
      let sent = 0;
      for (const adminId of company.adminIds) {
        const user = await users.findById(adminId);
        if (!user?.email) continue; // an anonymous admin has no address yet
        await deps.mailer.send({ to: user.email, ...mail });
        sent++;
      }
      deps.logger.info({ companyId: company.id, admins: sent }, 'requests register: reminder e-mailed');
      return sent;
    },
  };
}
