import type {
  TAcknowledgementConfirmed,
  TAcknowledgementInvite,
  TAcknowledgementInvited,
  TAcknowledgementLink,
  TAcknowledgementReminded,
  TAcknowledgements,
  TPublicAcknowledgement,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

interface DocumentArgs {
  companyId: string;
  type: string;
}

const base = ({ companyId, type }: DocumentArgs) =>
  `/documents/companies/${companyId}/documents/${type}/acknowledgements`;

/**
 * Staff acknowledgement: the admin's calls for a document (invite, shareable link, reminders, the
 * completion list) and the public page's (read and confirm, by the link's token, without an account).
 */
export const acknowledgementsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Acknowledgements'] })
  .injectEndpoints({
    endpoints: (build) => ({
      acknowledgements: build.query<TAcknowledgements, DocumentArgs>({
        query: base,
        providesTags: (_result, _error, { type }) => [{ type: 'Acknowledgements', id: type }],
      }),
      inviteToAcknowledge: build.mutation<
        TAcknowledgementInvited,
        DocumentArgs & { invite: TAcknowledgementInvite }
      >({
        query: ({ invite, ...args }) => ({ url: base(args), method: 'POST', body: invite }),
        invalidatesTags: (_result, _error, { type }) => [{ type: 'Acknowledgements', id: type }],
      }),
      createAcknowledgementLink: build.mutation<TAcknowledgementLink, DocumentArgs>({
        query: (args) => ({ url: `${base(args)}/link`, method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, { type }) => [{ type: 'Acknowledgements', id: type }],
      }),
      revokeAcknowledgementLink: build.mutation<void, DocumentArgs>({
        query: (args) => ({ url: `${base(args)}/link`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { type }) => [{ type: 'Acknowledgements', id: type }],
      }),
      remindToAcknowledge: build.mutation<TAcknowledgementReminded, DocumentArgs>({
        query: (args) => ({ url: `${base(args)}/reminders`, method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, { type }) => [{ type: 'Acknowledgements', id: type }],
      }),
      publicAcknowledgement: build.query<TPublicAcknowledgement, string>({
        query: (token) => ({ url: '/documents/public/acknowledgements', params: { token } }),
      }),
      confirmAcknowledgement: build.mutation<TAcknowledgementConfirmed, { token: string; fullName: string }>({
        query: ({ token, fullName }) => ({
          url: '/documents/public/acknowledgements',
          params: { token },
          method: 'POST',
          body: { fullName },
        }),
      }),
    }),
  });

export const {
  useAcknowledgementsQuery,
  useInviteToAcknowledgeMutation,
  useCreateAcknowledgementLinkMutation,
  useRevokeAcknowledgementLinkMutation,
  useRemindToAcknowledgeMutation,
  usePublicAcknowledgementQuery,
  useConfirmAcknowledgementMutation,
} = acknowledgementsApi;
