import { z } from 'zod';
import {
  roleSchema,
  type QueryPairs,
  keyList,
  pageQuerySchema,
  sortOrderSchema,
  plainText,
} from '../../core/index.js';
import { userStatusSchema } from './user-status.js';
import { userAccessStateSchema } from './user-read.js';

export const USER_SORT_COLUMNS = ['fullName', 'email', 'role', 'vendorName', 'status', 'updatedAt'] as const;
export const userSortColumnSchema = z.enum(USER_SORT_COLUMNS);
export type UserSortColumn = z.infer<typeof userSortColumnSchema>;
export const USER_DEFAULT_SORT = { column: 'fullName', order: 'asc' } as const;

export const userFiltersShape = {
  roles: keyList(roleSchema),
  vendorExternalIds: keyList(z.uuid()),
  statuses: keyList(userStatusSchema),
};
export const USER_FILTER_KEYS = Object.keys(userFiltersShape) as (keyof typeof userFiltersShape)[];

/** GET /api/users?page&size&column&order&search (name or e-mail)&roles&vendorExternalIds&statuses. */
export const userListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: userSortColumnSchema.default(USER_DEFAULT_SORT.column),
  order: sortOrderSchema.default(USER_DEFAULT_SORT.order),
  search: plainText().max(200).optional(),
  ...userFiltersShape,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export type UserFilters = Pick<UserListQuery, (typeof USER_FILTER_KEYS)[number]>;

/** A row of the users list. */
export const userRowSchema = z.object({
  externalId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  vendorName: z.string().nullable(),
  status: userStatusSchema,
  access: userAccessStateSchema,
  updatedAt: z.string(),
});
export type UserRow = z.output<typeof userRowSchema>;

export function userListQueryToQueryPairs(query: UserListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  for (const key of USER_FILTER_KEYS) for (const value of query[key]) pairs.push([key, value]);
  return pairs;
}
