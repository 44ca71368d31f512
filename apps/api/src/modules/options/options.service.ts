import type { OptionItem, OptionKind, OptionsQuery, Paged } from '@talent-desk/shared';
import { MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../../lib/actor.js';
import { fetchPage } from '../../lib/paging.js';
import type { Queryable } from '../../lib/queryable.js';
import * as repo from './options.repo.js';

function sourceFor(db: Queryable, actor: Actor, kind: OptionKind, query: OptionsQuery): repo.OptionsSource {
  const search = query.search_value || undefined;
  switch (kind) {
    case 'countries':
      return repo.countryOptions(db, search);
    case 'states':
      return repo.stateOptions(db, search);
    case 'cities': {
      const states = query.state ?? [];
      if (states.length === 0) {
        throw new AppError(400, 'VALIDATION', `Invalid state: ${MESSAGES.mandatoryField}`, [
          { path: 'state', message: MESSAGES.mandatoryField },
        ]);
      }
      return repo.cityOptions(db, states, search);
    }
    case 'skills':
      return repo.skillOptions(db, search);
    case 'languages':
      return repo.languageOptions(db, search);
    case 'sourceNames':
      return repo.sourceNameOptions(db, actor, search);
    case 'vacancies':
      return repo.vacancyOptions(db, actor, search);
    case 'names':
      return repo.nameOptions(db, actor, search);
  }
}

/** GET /api/options/{kind}: one page of an option list, ordered by label, in the actor's scope. */
export async function optionsPage(
  db: Queryable,
  actor: Actor,
  kind: OptionKind,
  query: OptionsQuery,
): Promise<Paged<OptionItem>> {
  const source = sourceFor(db, actor, kind, query);
  return fetchPage({ page: query.page, size: query.size }, source.rows, source.count);
}
