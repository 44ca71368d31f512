import type { Config } from '../../config/index.js';
import { builtInGloRConnector } from './built-in-glo-r.js';
import type { GloRConnector } from './glo-r-connector.js';
import { httpGloRConnector } from './http-glo-r.js';

export type {
  GloRConnector,
  GloRExportInput,
  GloRExportResult,
  GloRProject,
  GloRVacancy,
} from './glo-r-connector.js';

/** GLO_R_URL set: the real system over HTTP; unset: the built-in connector. */
export function gloRConnectorFor(config: Pick<Config, 'gloRUrl'>): GloRConnector {
  return config.gloRUrl ? httpGloRConnector(config.gloRUrl) : builtInGloRConnector();
}
