import { can, type Permission } from '@talent-desk/shared';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../current-user';

/**
 * Pages of a section that need more than reading it (edit, import): a role without `permission` is sent
 * to `fallback` (VAC-03: a VENDOR opening a vacancy's edit or import goes to the vacancy list).
 */
export function PermissionGuard({ permission, fallback }: { permission: Permission; fallback: string }) {
  const { role } = useCurrentUser();
  return can(role, permission) ? <Outlet /> : <Navigate to={fallback} replace />;
}
