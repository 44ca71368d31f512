import { isApiError } from '@/lib/http';

/**
 * Why a page of an e-mail's link (survey, unsubscribe) cannot show: the campaign closed long ago and its
 * links expired (410), the link leads nowhere (404), or the page could not be loaded. Each is a pair of
 * texts `publicSurvey.{problem}` and `publicSurvey.{problem}Hint`.
 */
export type LinkProblem = 'expired' | 'notFound' | 'loadFailed';

export function linkProblem(error: unknown): LinkProblem {
  if (isApiError(error) && error.status === 410) return 'expired';
  if (isApiError(error) && error.status === 404) return 'notFound';
  return 'loadFailed';
}
