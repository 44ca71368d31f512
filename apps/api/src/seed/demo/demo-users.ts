import { COUNTRY_INDIA, COUNTRY_USA, INDIA_GROUP_NAME, type Role } from '@talent-desk/shared';
import { DEMO_HISTORY_DAYS, DEMO_USERS, STAFF_EMAIL_DOMAIN } from './demo-constants.js';
import type { DemoCountry, DemoFaker } from './demo-faker.js';
import { addressIn, emailSlug } from './demo-faker.js';
import type { DemoVendor } from './demo-vendors.js';
import { INACTIVE_DEMO_VENDOR } from './demo-vendors.js';
import { DEFAULT_BUSINESS_GROUP_NAME } from '../reference/reference-business-groups.js';

/** A user before its vendor and business group names are turned into ids. */
export type DemoUser = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  telephone: string;
  address: string;
  country: DemoCountry;
  role: Role;
  title: string;
  vendorName: string | null;
  businessGroupName: string | null;
  createdAt: Date;
};

type DemoPerson = Pick<DemoUser, 'firstName' | 'lastName' | 'title' | 'telephone' | 'address' | 'country'>;

/** The people behind the four documented logins, in DEMO_USERS order. */
const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    firstName: 'Olivia',
    lastName: 'Bennett',
    title: 'Talent Acquisition Director',
    telephone: '+12125550147',
    address: '350 Fifth Avenue, New York, NY 10118',
    country: COUNTRY_USA,
  },
  {
    firstName: 'Daniel',
    lastName: 'Reyes',
    title: 'Senior Technical Recruiter',
    telephone: '+13125550182',
    address: '233 South Wacker Drive, Chicago, IL 60606',
    country: COUNTRY_USA,
  },
  {
    firstName: 'Megan',
    lastName: 'Carter',
    title: 'Account Manager',
    telephone: '+16175550123',
    address: '100 Summer Street, Boston, MA 02110',
    country: COUNTRY_USA,
  },
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    title: 'Delivery Manager',
    telephone: '+919845012345',
    address: '12 MG Road, Bengaluru, Karnataka 560001',
    country: COUNTRY_INDIA,
  },
];

const TITLES: Record<Role, readonly string[]> = {
  ADMIN: ['HR Operations Manager', 'Talent Systems Administrator', 'Head of Talent Acquisition'],
  TAG: ['Technical Recruiter', 'Senior Recruiter', 'Talent Acquisition Partner', 'Sourcing Specialist'],
  VENDOR: ['Account Manager', 'Recruitment Consultant', 'Staffing Coordinator', 'Delivery Lead'],
};

/** Roles of the extra users in turn: half VENDOR, a third TAG, a sixth ADMIN. */
const ROLE_CYCLE: readonly Role[] = ['VENDOR', 'TAG', 'VENDOR', 'ADMIN', 'TAG', 'VENDOR'];

const GROUP_OF_COUNTRY: Record<DemoCountry, string> = {
  [COUNTRY_USA]: 'North America',
  Canada: 'North America',
  [COUNTRY_INDIA]: INDIA_GROUP_NAME,
  Germany: 'Europe',
  'United Kingdom': 'Europe',
  France: 'Europe',
  Poland: 'Europe',
  Mexico: 'Latin America',
  Brazil: 'Latin America',
  Australia: 'Asia Pacific',
};
const NON_INDIA_COUNTRIES = (Object.keys(GROUP_OF_COUNTRY) as DemoCountry[]).filter(
  (c) => c !== COUNTRY_INDIA,
);

/** Fewer than this and a documented login would be missing. */
export const MIN_USERS = DEMO_USERS.length;

/**
 * `count` users: the four demo logins, then extra users of every role. VENDOR users go round the
 * vendors starting with the INACTIVE one (so it always has a user to test refused sign-in); TAG users
 * alternate between the India group and the others; the demo recruiter is not in the India group.
 */
export function buildDemoUsers(
  fake: DemoFaker,
  vendors: readonly DemoVendor[],
  count: number,
  anchor: Date,
): DemoUser[] {
  const earliest = new Date(anchor.getTime() - DEMO_HISTORY_DAYS * 86_400_000);
  const users: DemoUser[] = DEMO_USERS.map((login, i) => {
    const person = DEMO_PEOPLE[i] ?? DEMO_PEOPLE[0];
    if (!person) throw new Error('DEMO_PEOPLE must match DEMO_USERS');
    return {
      ...person,
      middleName: null,
      email: login.email,
      role: login.role,
      vendorName: login.vendorName,
      businessGroupName: login.role === 'VENDOR' ? null : DEFAULT_BUSINESS_GROUP_NAME,
      createdAt: earliest,
    };
  });

  const emails = new Set(users.map((u) => u.email));
  const start = Math.max(
    0,
    vendors.findIndex((v) => v.name === INACTIVE_DEMO_VENDOR),
  );
  const perRole: Record<Role, number> = { ADMIN: 0, TAG: 0, VENDOR: 0 };
  for (let i = 0; users.length < Math.max(count, MIN_USERS); i++) {
    const role = ROLE_CYCLE[i % ROLE_CYCLE.length] ?? 'VENDOR';
    const k = perRole[role]++;
    const vendor = role === 'VENDOR' ? vendors[(start + k) % vendors.length] : undefined;
    const country: DemoCountry =
      vendor?.country ??
      (role === 'TAG' && k % 2 === 0 ? COUNTRY_INDIA : fake.main.helpers.arrayElement(NON_INDIA_COUNTRIES));
    const f = fake.of(country);
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    users.push({
      firstName,
      middleName: fake.main.datatype.boolean(0.2) ? f.person.middleName() : null,
      lastName,
      email: uniqueEmail(emails, emailSlug(firstName, lastName), vendor?.domain ?? STAFF_EMAIL_DOMAIN),
      telephone: fake.phone(country),
      address: addressIn(f, country),
      country,
      role,
      title: fake.main.helpers.arrayElement(TITLES[role]),
      vendorName: vendor?.name ?? null,
      businessGroupName: vendor ? null : GROUP_OF_COUNTRY[country],
      createdAt: fake.createdAt(),
    });
  }
  return users;
}

/** 'jane.doe@x.test', then 'jane.doe2@x.test'...: unique case-insensitively, as the users table demands. */
function uniqueEmail(taken: Set<string>, local: string, domain: string): string {
  const base = local || 'user';
  let email = `${base}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${domain}`;
  taken.add(email);
  return email;
}
