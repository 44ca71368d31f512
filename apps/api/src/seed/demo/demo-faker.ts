import {
  Faker,
  base,
  de,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IN,
  en_US,
  es_MX,
  fr,
  pl,
  pt_BR,
} from '@faker-js/faker';
import type { LocaleDefinition } from '@faker-js/faker';
import { COUNTRY_INDIA, COUNTRY_USA } from '@talent-desk/shared';
import { DEMO_FAKER_SEED, DEMO_HISTORY_DAYS } from './demo-constants.js';
import { diallingPrefixes } from '../reference/reference-countries.js';

/** Countries the demo people live in, each with a faker locale so names and addresses look local. */
const LOCALES = {
  [COUNTRY_USA]: en_US,
  [COUNTRY_INDIA]: en_IN,
  Germany: de,
  'United Kingdom': en_GB,
  Canada: en_CA,
  Australia: en_AU,
  France: fr,
  Mexico: es_MX,
  Brazil: pt_BR,
  Poland: pl,
} as const satisfies Record<string, LocaleDefinition>;

export type DemoCountry = keyof typeof LOCALES;
export const DEMO_COUNTRIES = Object.keys(LOCALES) as DemoCountry[];

/**
 * One seeded faker per country. Separate instances (not the global `faker`) keep the sequence
 * independent of anything else that uses faker in the same process.
 */
export type DemoFaker = {
  /** The locale-neutral generator that drives choices (roles, vendors, dates). */
  main: Faker;
  of: (country: DemoCountry) => Faker;
  phone: (country: DemoCountry) => string;
  createdAt: () => Date;
};

/** `anchor`: the demo's today (demoAnchor); faker's own dates and createdAt() are relative to it. */
export function createDemoFaker(anchor: Date): DemoFaker {
  const make = (locale: LocaleDefinition, offset: number): Faker => {
    const f = new Faker({ locale: [locale, en, base] });
    f.seed(DEMO_FAKER_SEED + offset);
    f.setDefaultRefDate(anchor);
    return f;
  };
  const main = make(en_US, 0);
  const byCountry = new Map(DEMO_COUNTRIES.map((country, i) => [country, make(LOCALES[country], i + 1)]));
  const prefixes = diallingPrefixes();

  const of = (country: DemoCountry): Faker => byCountry.get(country) ?? main;
  return {
    main,
    of,
    phone: (country) => {
      const f = of(country);
      // E.164 with '+': India mobiles are 10 digits starting 6-9; NANP numbers 10 digits; others 9.
      if (country === COUNTRY_INDIA)
        return `+91${f.helpers.arrayElement(['6', '7', '8', '9'])}${f.string.numeric(9)}`;
      const prefix = prefixes.get(country) ?? '+1';
      if (prefix === '+1')
        return `+1${f.helpers.arrayElement(['2', '3', '4', '5', '6', '7', '8', '9'])}${f.string.numeric(9)}`;
      return `${prefix}${f.helpers.arrayElement(['1', '2', '3', '4', '5', '6', '7', '8', '9'])}${f.string.numeric(8)}`;
    },
    createdAt: () =>
      main.date.between({
        from: anchor.getTime() - DEMO_HISTORY_DAYS * 86_400_000,
        to: anchor,
      }),
  };
}

/** A one-line postal address in the country's style. */
export function addressIn(f: Faker, country: DemoCountry): string {
  const street = f.location.streetAddress();
  if (country === COUNTRY_USA)
    return `${street}, ${f.location.city()}, ${f.location.state({ abbreviated: true })} ${f.location.zipCode()}`;
  return `${street}, ${f.location.zipCode()} ${f.location.city()}`;
}

/** 'José Müller-Lüdenscheidt' -> 'jose.muller-ludenscheidt': e-mail local parts stay plain ASCII. */
export function emailSlug(...parts: string[]): string {
  return parts
    .map((p) =>
      p
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, ''),
    )
    .filter((p) => p.length > 0)
    .join('.');
}
