import type { TFunction } from 'i18next';
import {
  SEARCH_DISPLAY_SIZE,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from '@talent-desk/shared';
import type { SearchLinks } from './search-links';

/** One line of the results list the arrow keys move through: a hit, or a section's 'And N more'. */
export type SearchOption = { id: string; to: string; primary: string; secondary?: string; more?: boolean };

export type SearchSection = {
  kind: SearchKind;
  title: string;
  /** The count badge (SEARCH-08): '1000+' when the server capped the total. */
  count: string;
  options: SearchOption[];
};

type HitText = { primary: string; secondary?: string };

/** What a hit shows (SEARCH-12..15). */
function hitText(kind: SearchKind, hit: SearchHit<SearchKind>, t: TFunction): HitText {
  switch (kind) {
    case 'user': {
      const user = hit as SearchHit<'user'>;
      return { primary: `${user.firstName} ${user.lastName}`, secondary: t(`roles.${user.role}`) };
    }
    case 'candidate': {
      const candidate = hit as SearchHit<'candidate'>;
      return { primary: candidate.fullName, secondary: candidate.email };
    }
    case 'vacancy': {
      const vacancy = hit as SearchHit<'vacancy'>;
      return { primary: vacancy.title, secondary: vacancy.gloVacancyId ?? undefined };
    }
    case 'vendor':
    case 'campaign':
    case 'audience':
      return { primary: (hit as SearchHit<'vendor'>).name };
    case 'surveyTemplate':
    case 'emailTemplate':
      return { primary: (hit as SearchHit<'surveyTemplate'>).title };
  }
}

/**
 * A kind's answer as a section: at most 5 hits (SEARCH-07) of the 6 asked for, the count badge, and
 * 'And N more' to the kind's list with the key when there are more (SEARCH-09). Null without hits.
 */
export function toSection(
  kind: SearchKind,
  answer: SearchResponse<SearchKind>,
  key: string,
  links: SearchLinks,
  t: TFunction,
): SearchSection | null {
  if (answer.content.length === 0) return null;
  const link = links[kind] as SearchLinks[SearchKind] & { hit: (hit: SearchHit<SearchKind>) => string };
  const shown = answer.content.slice(0, SEARCH_DISPLAY_SIZE);
  const options: SearchOption[] = shown.map((hit) => ({
    id: `${kind}-${hit.externalId}`,
    to: link.hit(hit),
    ...hitText(kind, hit, t),
  }));
  const rest = Math.max(answer.totalElements, answer.content.length) - shown.length;
  const atLeast = (count: number) =>
    answer.totalIsExact ? String(count) : t('search.countAtLeast', { n: count });
  if (rest > 0) {
    options.push({
      id: `${kind}-more`,
      to: link.list(key),
      primary: t('search.andMore', { n: atLeast(rest) }),
      more: true,
    });
  }
  return { kind, title: t(`search.sections.${kind}`), count: atLeast(answer.totalElements), options };
}
