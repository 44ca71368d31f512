import type { CurrentUser, Role } from '@talent-desk/shared';

export const users = {
  ADMIN: {
    externalId: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    middleName: null,
    lastName: 'Admin',
    email: 'admin@talentdesk.test',
    role: 'ADMIN',
    title: 'Administrator',
    vendor: null,
    passwordChangeRequired: false,
  },
  TAG: {
    externalId: '00000000-0000-4000-8000-000000000002',
    firstName: 'Rita',
    middleName: 'M',
    lastName: 'Recruiter',
    email: 'recruiter@talentdesk.test',
    role: 'TAG',
    title: 'Recruiter',
    vendor: null,
    passwordChangeRequired: false,
  },
  VENDOR: {
    externalId: '00000000-0000-4000-8000-000000000003',
    firstName: 'Vera',
    middleName: null,
    lastName: 'Vendor',
    email: 'vendor@acme.test',
    role: 'VENDOR',
    title: null,
    vendor: { externalId: '00000000-0000-4000-8000-00000000000a', name: 'Acme Staffing' },
    passwordChangeRequired: false,
  },
} as const satisfies Record<Role, CurrentUser>;
