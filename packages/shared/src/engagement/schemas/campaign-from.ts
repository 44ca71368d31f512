/**
 * A campaign's From address (issue 20): only the operator's own domains (CAMPAIGN_FROM_DOMAINS, by
 * default MAIL_FROM's), so a campaign cannot send as somebody else's domain. The domain is what
 * follows the last `@`, compared whole and in any case: `talentdesk.test.evil.example` or
 * `evil-talentdesk.test` are other domains.
 */
export function emailDomain(address: string): string {
  return address
    .trim()
    .slice(address.trim().lastIndexOf('@') + 1)
    .toLowerCase();
}

export function isAllowedFromAddress(address: string, domains: readonly string[]): boolean {
  const domain = emailDomain(address);
  return address.includes('@') && domains.some((allowed) => allowed.toLowerCase() === domain);
}

/** The 400 under `from`, naming the domains allowed. */
export function fromDomainMessage(domains: readonly string[]): string {
  const list = domains.map((domain) => `@${domain}`);
  const named = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : (list[0] ?? '');
  return `The From address must end in ${named}`;
}
