import { ZSessionResponseSchema, type TUser } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** The shell's own server data: who is signed in. */
export const shellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<TUser | null, void>({
      query: () => '/identity/me',
      transformResponse: (body: unknown) => ZSessionResponseSchema.parse(body).user,
      providesTags: ['User'],
    }),
  }),
});

export const { useMeQuery } = shellApi;
