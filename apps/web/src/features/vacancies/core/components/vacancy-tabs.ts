import { can, type Role } from '@talent-desk/shared';

/**
 * VAC-02: the details tabs by URL hash. #vendors is the staff's (who a vacancy is shared with);
 * #candidates is everyone's (a VENDOR sees only its own candidates there); #notes too (each sees the
 * notes it may read, issue 24).
 */
export function vacancyTabs(role: Role) {
  return can(role, 'vacancies:share')
    ? (['details', 'vendors', 'candidates', 'notes'] as const)
    : (['details', 'candidates', 'notes'] as const);
}
export type VacancyTab = ReturnType<typeof vacancyTabs>[number];
