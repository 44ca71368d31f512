import { can, type Role } from '@talent-desk/shared';

/** VAC-02: the details tabs by URL hash. #vendors is the staff's (who a vacancy is shared with). */
export function vacancyTabs(role: Role) {
  return can(role, 'vacancies:share') ? (['details', 'vendors'] as const) : (['details'] as const);
}
export type VacancyTab = ReturnType<typeof vacancyTabs>[number];
