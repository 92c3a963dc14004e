import type {
  TBreach,
  TBreachInput,
  TBreachRegister,
  TDataSubjectRequest,
  TDeadlines,
  TNewReport,
  TNewRequest,
  TReportAction,
  TRequestAction,
  TRequestsRegister,
  TWhistleblowingRegister,
  TWhistleblowingReport,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/**
 * The registers of the documents area: data-subject requests, breaches and whistleblowing reports
 * (documents service).
 */
export const registersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Requests', 'Breaches', 'Deadlines', 'Whistleblowing'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRequests: build.query<TRequestsRegister, string>({
        query: (companyId) => `/documents/companies/${companyId}/requests`,
        providesTags: (_r, _e, companyId) => [{ type: 'Requests', id: companyId }],
      }),
      logRequest: build.mutation<TDataSubjectRequest, { companyId: string; request: TNewRequest }>({
        query: ({ companyId, request }) => ({
          url: `/documents/companies/${companyId}/requests`,
          method: 'POST',
          body: request,
        }),
        invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Requests', id: companyId }],
      }),
      actOnRequest: build.mutation<
        TDataSubjectRequest,
        { companyId: string; id: string; action: TRequestAction }
      >({
        query: ({ companyId, id, action }) => ({
          url: `/documents/companies/${companyId}/requests/${id}/actions`,
          method: 'POST',
          body: action,
        }),
        invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Requests', id: companyId }],
      }),
      // Read again whenever a request or a breach changes (their tags).
      getDeadlines: build.query<TDeadlines, string>({
        query: (companyId) => `/documents/companies/${companyId}/deadlines`,
        providesTags: (_r, _e, companyId) => [
          { type: 'Deadlines', id: companyId },
          { type: 'Requests', id: companyId },
          { type: 'Breaches', id: companyId },
          { type: 'Whistleblowing', id: companyId },
        ],
      }),
      getReports: build.query<TWhistleblowingRegister, string>({
        query: (companyId) => `/documents/companies/${companyId}/whistleblowing`,
        providesTags: (_r, _e, companyId) => [{ type: 'Whistleblowing', id: companyId }],
      }),
      logReport: build.mutation<TWhistleblowingReport, { companyId: string; report: TNewReport }>({
        query: ({ companyId, report }) => ({
          url: `/documents/companies/${companyId}/whistleblowing`,
          method: 'POST',
          body: report,
        }),
        invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Whistleblowing', id: companyId }],
      }),
      actOnReport: build.mutation<
        TWhistleblowingReport,
        { companyId: string; id: string; action: TReportAction }
      >({
        query: ({ companyId, id, action }) => ({
          url: `/documents/companies/${companyId}/whistleblowing/${id}/actions`,
          method: 'POST',
          body: action,
        }),
        invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Whistleblowing', id: companyId }],
      }),
      getBreaches: build.query<TBreachRegister, string>({
        query: (companyId) => `/documents/companies/${companyId}/breaches`,
        providesTags: (_r, _e, companyId) => [{ type: 'Breaches', id: companyId }],
      }),
      saveBreach: build.mutation<TBreach, { companyId: string; id?: string; breach: TBreachInput }>({
        query: ({ companyId, id, breach }) => ({
          url: `/documents/companies/${companyId}/breaches${id ? `/${id}` : ''}`,
          method: id ? 'PUT' : 'POST',
          body: breach,
        }),
        invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Breaches', id: companyId }],
      }),
    }),
  });

export const {
  useGetRequestsQuery,
  useLogRequestMutation,
  useActOnRequestMutation,
  useGetBreachesQuery,
  useGetDeadlinesQuery,
  useSaveBreachMutation,
  useGetReportsQuery,
  useLogReportMutation,
  useActOnReportMutation,
} = registersApi;

/** The spreadsheet of a register: a download with the session (`downloadFile`). */
export const workbookUrl = (companyId: string, register: 'requests' | 'breaches') =>
  `/platform/api/documents/companies/${encodeURIComponent(companyId)}/${register}.xlsx`;

/** A draft made from an entry (the prefilled response letter, the breach notification). */
export const draftUrl = (companyId: string, kind: 'requests' | 'breaches', id: string) =>
  `/platform/api/documents/companies/${encodeURIComponent(companyId)}/${kind}/${encodeURIComponent(id)}/${
    kind === 'requests' ? 'response' : 'notification'
  }`;
