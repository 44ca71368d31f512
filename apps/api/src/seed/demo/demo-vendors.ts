import { COUNTRY_INDIA, COUNTRY_USA, type VendorStatus } from '@talent-desk/shared';
import type { DemoCountry, DemoFaker } from './demo-faker.js';
import { DEMO_COUNTRIES, emailSlug } from './demo-faker.js';

export type DemoVendor = {
  name: string;
  tier: string;
  country: DemoCountry;
  status: VendorStatus;
  /** E-mail domain of the vendor's people, e.g. 'acme.test'. */
  domain: string;
  primaryContactName: string;
  primaryContactEmail: string;
  primaryContactPhone: string;
  createdAt: Date;
};

type VendorBasics = Pick<DemoVendor, 'name' | 'tier' | 'country' | 'status'>;

/**
 * The fixed head of the list: the two demo vendors (docs/architecture.md §3a) and an INACTIVE one come first.
 */
const CURATED: readonly VendorBasics[] = [
  { name: 'Acme Staffing', tier: 'Tier 1', country: COUNTRY_USA, status: 'ACTIVE' },
  { name: 'Globex Talent', tier: 'Tier 2', country: COUNTRY_INDIA, status: 'ACTIVE' },
  { name: 'Initech Recruiting', tier: 'Tier 3', country: 'Germany', status: 'INACTIVE' },
  { name: 'Umbrella Workforce', tier: 'Tier 1', country: 'United Kingdom', status: 'ACTIVE' },
  { name: 'Northwind Staffing', tier: 'Tier 2', country: 'Canada', status: 'ACTIVE' },
  { name: 'Soylent Tech Partners', tier: 'Tier 3', country: COUNTRY_INDIA, status: 'ACTIVE' },
  { name: 'Hooli Consulting', tier: 'Tier 2', country: 'Poland', status: 'ACTIVE' },
  { name: 'Vandelay Resourcing', tier: 'Tier 1', country: 'Mexico', status: 'ACTIVE' },
];

/** Fewer than this and the demo loses a documented vendor or its INACTIVE example. */
export const MIN_VENDORS = 3;
export const INACTIVE_DEMO_VENDOR = 'Initech Recruiting';

const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'] as const;
const SUFFIXES = ['Staffing', 'Talent', 'Recruiting', 'Workforce', 'Consulting', 'Resourcing'] as const;

/** `count` vendors: the curated ones, then generated ones (one in seven INACTIVE) with unique names. */
export function buildDemoVendors(fake: DemoFaker, count: number): DemoVendor[] {
  const total = Math.max(count, MIN_VENDORS);
  const basics: VendorBasics[] = CURATED.slice(0, total);
  const names = new Set(basics.map((v) => v.name));
  for (let i = basics.length; i < total; i++) {
    const f = fake.main;
    // A surname and a trade word ('Mann Talent'): faker's company names ('X - Y', 'X, Y and Z') read badly.
    let name = `${f.person.lastName()} ${f.helpers.arrayElement(SUFFIXES)}`;
    for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    names.add(name);
    basics.push({
      name,
      tier: TIERS[i % TIERS.length] ?? 'Tier 1',
      country: f.helpers.arrayElement(DEMO_COUNTRIES),
      status: i % 7 === 0 ? 'INACTIVE' : 'ACTIVE',
    });
  }
  return basics.map((v, i) => withContact(fake, v, i < CURATED.length));
}

function withContact(fake: DemoFaker, vendor: VendorBasics, curated: boolean): DemoVendor {
  const words = vendor.name.split(/\s+/);
  // Curated vendors get short domains ('acme.test', as the demo login vendor@acme.test); generated ones
  // the whole name, so domains stay unique.
  const domain = `${curated ? emailSlug(words[0] ?? vendor.name) : emailSlug(...words).replace(/[.-]+/g, '-')}.test`;
  const f = fake.of(vendor.country);
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  return {
    ...vendor,
    domain,
    primaryContactName: `${firstName} ${lastName}`,
    primaryContactEmail: `${emailSlug(firstName, lastName)}@${domain}`,
    primaryContactPhone: fake.phone(vendor.country),
    createdAt: fake.createdAt(),
  };
}
