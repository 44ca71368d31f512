import type { SearchHit, SearchKind } from '@talent-desk/shared';

/**
 * Where hits and 'And N more' lead. The app passes them in (from each feature's path helpers): features
 * do not import each other.
 */
export type SearchLinks = {
  [K in SearchKind]: {
    /** The hit's page: /internal/{path}/{externalId} (SEARCH-11). */
    hit: (hit: SearchHit<K>) => string;
    /** The kind's list filtered by the key (SEARCH-09). */
    list: (key: string) => string;
  };
};
