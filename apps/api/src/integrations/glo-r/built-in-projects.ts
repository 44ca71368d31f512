import type { GloRProject } from './glo-r-connector.js';

/** The first id of the built-in GLO-R project catalogue: GLO-P-7001 .. GLO-P-7008 are there to be imported. */
export const BUILT_IN_GLO_R_FIRST_PROJECT = 7001;

type CatalogueEntry = {
  name: string;
  client: string;
  businessGroupName: string;
  startDate: string;
  status: 'ACTIVE' | 'CLOSED';
};

/**
 * What GLO-R holds about each demo project. The projects of the built-in vacancies come first (importing
 * one links the project those vacancies already named), then a few no vacancy uses yet. Only the name is
 * kept (GloRProject); the rest is how GLO-R describes a project, as its HTTP answer does.
 */
const CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: 'Nimbus Cloud',
    client: 'Northwind Traders',
    businessGroupName: 'North America',
    startDate: '2025-03-03',
    status: 'ACTIVE',
  },
  {
    name: 'Helix Payments',
    client: 'Contoso Bank',
    businessGroupName: 'India',
    startDate: '2024-11-18',
    status: 'ACTIVE',
  },
  {
    name: 'Vega Data Lake',
    client: 'Fabrikam Retail',
    businessGroupName: 'Europe',
    startDate: '2025-06-02',
    status: 'ACTIVE',
  },
  {
    name: 'Polaris CRM',
    client: 'Tailspin Airlines',
    businessGroupName: 'North America',
    startDate: '2023-09-11',
    status: 'CLOSED',
  },
  {
    name: 'Aurora Mobile',
    client: 'Wide World Importers',
    businessGroupName: 'Latin America',
    startDate: '2025-01-20',
    status: 'ACTIVE',
  },
  {
    name: 'Orion Claims Platform',
    client: 'Woodgrove Insurance',
    businessGroupName: 'North America',
    startDate: '2026-02-02',
    status: 'ACTIVE',
  },
  {
    name: 'Lumen Supply Chain',
    client: 'Adventure Works',
    businessGroupName: 'Europe',
    startDate: '2026-04-13',
    status: 'ACTIVE',
  },
  {
    name: 'Atlas ERP Rollout',
    client: 'Litware Manufacturing',
    businessGroupName: 'India',
    startDate: '2022-05-16',
    status: 'CLOSED',
  },
];

/** The built-in GLO-R project with this id (GLO-P-7001 ..), or null. */
export function builtInGloRProject(gloProjectId: string): GloRProject | null {
  const match = /^GLO-P-(\d+)$/.exec(gloProjectId);
  const entry = match ? CATALOGUE[Number(match[1]) - BUILT_IN_GLO_R_FIRST_PROJECT] : undefined;
  return entry ? { gloProjectId, name: entry.name } : null;
}
