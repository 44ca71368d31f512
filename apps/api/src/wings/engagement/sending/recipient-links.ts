/**
 * The addresses a recipient's e-mail carries, all keyed by the recipient's random token: the survey page,
 * the unsubscribe page (the visible link), the RFC 8058 one-click endpoint (List-Unsubscribe) and the
 * open-tracking pixel. The public pages and their API live under these exact paths.
 */
export type RecipientLinks = {
  /** Null when the campaign has no survey. */
  survey: string | null;
  unsubscribePage: string;
  oneClickUnsubscribe: string;
  openPixel: string;
};

export function recipientLinks(origin: string, token: string, hasSurvey: boolean): RecipientLinks {
  const key = encodeURIComponent(token);
  return {
    survey: hasSurvey ? `${origin}/s/${key}` : null,
    unsubscribePage: `${origin}/u/${key}`,
    oneClickUnsubscribe: `${origin}/api/public/unsubscribe/${key}`,
    openPixel: `${origin}/api/public/campaigns/open/${key}.gif`,
  };
}
