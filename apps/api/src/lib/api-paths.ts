/** Prefixes whose unknown paths answer JSON 404 (the SPA fallback never applies to them). */
export const API_PREFIXES = ['/api/', '/user-service/', '/search-service/'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}
