/**
 * Drafts made from an entry of a register, in the company's documents' style: the response letter
 * of a logged request (its right's template with the number, the person and the dates written in)
 * and the notification of a logged breach (the authority's form with what the register knows).
 * Made when asked, never stored: the register changes, the draft follows. They come with the
 * internal policies package, as the templates they are made from.
 */
import { readCompany } from '@conform/companies-service/read';
import { AppError, notFound, type Db } from '@conform/server-kit';
import { loadSituations, prepareDocument } from '../engine/render.ts';
import { responseFieldValues } from '../engine/templates/responses.ts';
import { printWhileWaiting, type RendererClient } from '../generation/renderer-client.ts';
import { todayIn } from './deadlines.ts';
import { breachView } from './domain.ts';
import { RESPONSE_TEMPLATE } from './labels.ts';
import type { RegistersRepository } from './repository.ts';

const PACKAGE = 'INTERNAL_POLICIES';

export function createRegisterLetters(deps: {
  db: Db;
  repository: RegistersRepository;
  renderer: RendererClient;
}) {
  async function companyWithPackage(companyId: string) {
    const company = await readCompany(deps.db, companyId);
    if (!company) throw notFound('Company');
    if (!company.products.purchased.includes(PACKAGE)) {
      throw new AppError('conflict', 'The drafts come with the internal policies package.', [
        { path: 'product', message: 'validation.product.notPurchased' },
      ]);
    }
    return company;
  }

  async function pdf(input: Parameters<typeof prepareDocument>[0]) {
    const prepared = prepareDocument(input);
    if (!prepared) throw new AppError('not_found', 'This document has no template.');
    const bytes = await printWhileWaiting(deps.renderer, { html: prepared.html, title: prepared.tree.title });
    return { bytes, fileName: `${prepared.fileName}.pdf` };
  }

  return {
    async responseLetter(companyId: string, requestId: string, language: 'ro' | 'en') {
      const row = await deps.repository.findRequest(companyId, requestId);
      if (!row) throw notFound('Request');
      const company = await companyWithPackage(companyId);
      const type = RESPONSE_TEMPLATE[row.right];
      const lang = company.platform === 'int' ? 'en' : language;
      return pdf({
        type,
        product: PACKAGE,
        company,
        situations: await loadSituations(deps.db, companyId, type, PACKAGE),
        language: lang,
        version: 1,
        fill: responseFieldValues(lang, row, todayIn(new Date())),
      });
    },

    async breachNotification(companyId: string, breachId: string, language: 'ro' | 'en') {
      const row = await deps.repository.findBreach(companyId, breachId);
      if (!row) throw notFound('Breach');
      const company = await companyWithPackage(companyId);
      const type = 'NOTIFICARE_INCALCARE';
      return pdf({
        type,
        product: PACKAGE,
        company,
        situations: await loadSituations(deps.db, companyId, type, PACKAGE),
        language: company.platform === 'int' ? 'en' : language,
        version: 1,
        breach: breachView(row),
      });
    },
  };
}
export type RegisterLetters = ReturnType<typeof createRegisterLetters>;
