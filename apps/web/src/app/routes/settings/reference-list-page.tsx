import { Navigate, useLocation } from 'react-router';
import { ReferenceList } from '@/features/settings/reference/components/reference-list';
import { LOCATIONS_PATH, settingsKindOf } from '@/features/settings/reference/components/settings-kinds';

/** /internal/settings/{working-locations,hiring-managers,projects} (SET-03): the list its path names. */
export default function ReferenceListRoute() {
  const kind = settingsKindOf(useLocation().pathname);
  if (!kind) return <Navigate to={LOCATIONS_PATH} replace />;
  return <ReferenceList key={kind} kind={kind} />;
}
