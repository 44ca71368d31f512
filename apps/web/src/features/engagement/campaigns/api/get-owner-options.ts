import { useQuery } from '@tanstack/react-query';
import { pagedResponseSchema, userRowSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';

const pageSchema = pagedResponseSchema(userRowSchema);

/**
 * The list's owner filter: the people who may own campaigns (ADMIN and TAG users), by name. An internal
 * team is a handful of people: the first 100 are the whole list.
 */
export const useOwnerOptions = () =>
  useQuery({
    queryKey: ['users', 'campaign-owners'],
    queryFn: ({ signal }) =>
      http.get('/api/users?roles=ADMIN&roles=TAG&size=100&column=fullName&order=asc', {
        schema: pageSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
