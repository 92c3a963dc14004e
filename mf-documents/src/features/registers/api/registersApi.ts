import type {
  TBreach,
  TBreachInput,
  TBreachRegister,
  TDataSubjectRequest,
  TDeadlines,
  TNewRequest,
  TRequestAction,
  TRequestsRegister,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** The registers of the documents area: data-subject requests and breaches (documents service). */
export const registersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Requests', 'Breaches', 'Deadlines'] })
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
        ],
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
} = registersApi;

/** The spreadsheet of a register: a download with the session (`downloadFile`). */
export const workbookUrl = (companyId: string, register: 'requests' | 'breaches') =>
  `/platform/api/documents/companies/${encodeURIComponent(companyId)}/${register}.xlsx`;

/** A draft made from an entry (the prefilled response letter, the breach notification). */
export const draftUrl = (companyId: string, kind: 'requests' | 'breaches', id: string) =>
  `/platform/api/documents/companies/${encodeURIComponent(companyId)}/${kind}/${encodeURIComponent(id)}/${
    kind === 'requests' ? 'response' : 'notification'
  }`;
