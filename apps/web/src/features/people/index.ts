/** What other wings may use of the people wing (docs/architecture.md §6): the users' reads. */
export { getUser } from './users/api/get-user';
export { useUsers } from './users/api/get-users';
