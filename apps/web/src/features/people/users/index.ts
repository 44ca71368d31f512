// What other features may use of users: the vendor pages list a vendor's users with their state.
export { UserStateChips } from './components/user-chips';
export { userPath } from './components/user-paths';
