import type {
  TBreach,
  TBreachRegister,
  TDataSubjectRequest,
  TDeadlines,
  TRequestsRegister,
  TWhistleblowingRegister,
  TWhistleblowingReport,
} from '@conform/contracts';
import { localeOf, requireCompanyAdmin, type CompanyAccess } from '@conform/server-kit';
import type { Request, Response, Router } from 'express';
import type { RegistersDomain } from './domain.ts';
import type { RegisterLetters } from './letters.ts';
import { todayIn } from './deadlines.ts';
import { breachesWorkbook, requestsWorkbook } from './workbook.ts';
import { XLSX_TYPE } from '../engine/xlsx.ts';
import { sendFile } from '../files/send.ts';

const companyIdOf = (req: Request): string => req.params['companyId'] as string;
const idOf = (req: Request): string => req.params['id'] as string;

/** A register's spreadsheet: downloaded. */
const sendWorkbook = (res: Response, bytes: Buffer, name: string) =>
  sendFile(res, { bytes, name, contentType: XLSX_TYPE, disposition: 'attachment' });

/** A draft PDF, shown in the browser (the person prints or saves it). */
const sendPdf = (res: Response, draft: { bytes: Buffer; fileName: string }) =>
  sendFile(res, {
    bytes: draft.bytes,
    name: draft.fileName,
    contentType: 'application/pdf',
    disposition: 'inline',
  });

/** Under /platform/api/documents: the registers of a company, for its admins only. */
export function registerRoutes(
  router: Router,
  domain: RegistersDomain,
  letters: RegisterLetters,
  access: CompanyAccess,
): void {
  const admin = requireCompanyAdmin(access);

  // Every open legal clock of the company on one page: requests, breaches, reviews (clocks.ts).
  router.get('/companies/:companyId/deadlines', admin, async (req, res) => {
    res.json((await domain.deadlines(companyIdOf(req))) satisfies TDeadlines);
  });
  router.get('/companies/:companyId/requests', admin, async (req, res) => {
    res.json((await domain.listRequests(companyIdOf(req))) satisfies TRequestsRegister);
  });
  router.post('/companies/:companyId/requests', admin, async (req, res) => {
    res.status(201).json((await domain.logRequest(companyIdOf(req), req.body)) satisfies TDataSubjectRequest);
  });
  router.post('/companies/:companyId/requests/:id/actions', admin, async (req, res) => {
    res.json(
      (await domain.actOnRequest(companyIdOf(req), idOf(req), req.body)) satisfies TDataSubjectRequest,
    );
  });
  router.get('/companies/:companyId/requests.xlsx', admin, async (req, res) => {
    const language = localeOf(req);
    const { requests } = await domain.listRequests(companyIdOf(req));
    const name = `${language === 'ro' ? 'registrul-cererilor' : 'requests-register'}-${todayIn(new Date())}.xlsx`;
    sendWorkbook(res, await requestsWorkbook(requests, language), name);
  });

  // The response letter of a request, prefilled: opened in a new tab, printed or saved.
  router.get('/companies/:companyId/requests/:id/response', admin, async (req, res) => {
    sendPdf(res, await letters.responseLetter(companyIdOf(req), idOf(req), localeOf(req)));
  });

  // The whistleblowing register (Law 361/2022): reports and their acknowledgement and feedback clocks.
  router.get('/companies/:companyId/whistleblowing', admin, async (req, res) => {
    res.json((await domain.listReports(companyIdOf(req))) satisfies TWhistleblowingRegister);
  });
  router.post('/companies/:companyId/whistleblowing', admin, async (req, res) => {
    res
      .status(201)
      .json((await domain.logReport(companyIdOf(req), req.body)) satisfies TWhistleblowingReport);
  });
  router.post('/companies/:companyId/whistleblowing/:id/actions', admin, async (req, res) => {
    res.json(
      (await domain.actOnReport(companyIdOf(req), idOf(req), req.body)) satisfies TWhistleblowingReport,
    );
  });

  router.get('/companies/:companyId/breaches', admin, async (req, res) => {
    res.json((await domain.listBreaches(companyIdOf(req))) satisfies TBreachRegister);
  });
  router.post('/companies/:companyId/breaches', admin, async (req, res) => {
    res.status(201).json((await domain.logBreach(companyIdOf(req), req.body)) satisfies TBreach);
  });
  router.put('/companies/:companyId/breaches/:id', admin, async (req, res) => {
    res.json((await domain.updateBreach(companyIdOf(req), idOf(req), req.body)) satisfies TBreach);
  });
  // The notification to the authority, drafted from the register and the company.
  router.get('/companies/:companyId/breaches/:id/notification', admin, async (req, res) => {
    sendPdf(res, await letters.breachNotification(companyIdOf(req), idOf(req), localeOf(req)));
  });
  router.get('/companies/:companyId/breaches.xlsx', admin, async (req, res) => {
    const language = localeOf(req);
    const { breaches } = await domain.listBreaches(companyIdOf(req));
    const timeZone = await domain.timeZoneOf(companyIdOf(req));
    const name = `${language === 'ro' ? 'registrul-incalcarilor' : 'breach-register'}-${todayIn(new Date())}.xlsx`;
    sendWorkbook(res, await breachesWorkbook(breaches, language, timeZone), name);
  });
}
