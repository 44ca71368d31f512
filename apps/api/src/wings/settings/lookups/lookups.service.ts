import type {
  OptionItem,
  OptionKind,
  OptionsQuery,
  Paged,
  StateCitiesQuery,
  StateCity,
} from '@talent-desk/shared';
import { hasExternalIds, MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import * as repo from './lookups.repo.js';

function invalid(path: string, message: string): AppError {
  return new AppError(400, 'VALIDATION', `Invalid ${path}: ${message}`, [{ path, message }]);
}

function sourceFor(db: Queryable, actor: Actor, kind: OptionKind, query: OptionsQuery): repo.OptionsSource {
  const search = query.search_value || undefined;
  const filter: repo.OptionsFilter = query.externalIds ? { externalIds: query.externalIds } : { search };
  if (query.externalIds && !hasExternalIds(kind)) {
    throw invalid('externalIds', `${kind} options have no external ids`);
  }
  switch (kind) {
    case 'countries':
      return repo.countryOptions(db, search);
    case 'states':
      return repo.stateOptions(db, search);
    case 'cities': {
      const states = query.state ?? [];
      if (states.length === 0) throw invalid('state', MESSAGES.mandatoryField);
      return repo.cityOptions(db, states, search);
    }
    case 'skills':
      return repo.skillOptions(db, filter);
    case 'languages':
      return repo.languageOptions(db, filter);
    case 'sourceNames':
      return repo.sourceNameOptions(db, actor, search);
    case 'vacancies':
      return repo.vacancyOptions(db, actor, filter);
    case 'names':
      return repo.nameOptions(db, actor, search);
    case 'businessGroups':
      return repo.businessGroupOptions(db, filter);
    case 'vendors':
      return repo.vendorOptions(db, actor, filter);
    case 'projects':
    case 'hiringManagers':
    case 'workingLocations':
      return repo.vacancyNameOptions(db, actor, kind, search);
  }
}

/**
 * GET /api/options/{kind}: one page of an option list, ordered by label, in the actor's scope; with
 * `externalIds`, exactly those options the actor may see, as one page (the labels of a restored filter).
 */
export async function optionsPage(
  db: Queryable,
  actor: Actor,
  kind: OptionKind,
  query: OptionsQuery,
): Promise<Paged<OptionItem>> {
  const source = sourceFor(db, actor, kind, query);
  const window = query.externalIds
    ? { page: 1, size: Math.max(query.externalIds.length, 1) }
    : { page: query.page, size: query.size };
  return fetchPage(window, source.rows, source.count);
}

/** GET /api/options/state-cities (AUD-34): one page of the chosen states' cities, each with its state. */
export async function stateCitiesPage(db: Queryable, query: StateCitiesQuery): Promise<Paged<StateCity>> {
  const source = repo.stateCityRows(db, query.states, query.search_value || undefined);
  return fetchPage(query, source.rows, source.count);
}
