import { SEARCH_COUNT_CAP, SEARCH_KEY_MAX, SEARCH_MIN_CHARS, type SearchKind } from '@talent-desk/shared';

const MATCHING =
  `\`key\`: ${SEARCH_MIN_CHARS} to ${SEARCH_KEY_MAX} characters (else 400 naming \`key\`). Every word of the key ` +
  'must begin a word of the matched text, in any order, ignoring case and accents (“jo smi” and ' +
  '“Smíth John” find John Smith); a key of digits and phone punctuation (at least 4 digits) is found ' +
  'inside the text. `size` 1-20, default 6. Answers the first `size` hits by name and the number of ' +
  `matches, exact up to ${SEARCH_COUNT_CAP} (\`totalIsExact\`); above that \`totalElements\` is ` +
  `${SEARCH_COUNT_CAP} and \`totalIsExact\` false.`;

/** Summary and description of each kind's search (SEARCH-04), for the OpenAPI document. */
export const SEARCH_DOCS: Record<SearchKind, { summary: string; description: string }> = {
  user: { summary: 'Search users (SEARCH-12)', description: `Name and e-mail. Staff only. ${MATCHING}` },
  vendor: { summary: 'Search vendors (SEARCH-13)', description: `Vendor name. Staff only. ${MATCHING}` },
  campaign: {
    summary: 'Search campaigns (SEARCH-13)',
    description: `Campaign name. Staff only. ${MATCHING}`,
  },
  surveyTemplate: {
    summary: 'Search survey templates (SEARCH-14)',
    description: `Template title. Staff only. ${MATCHING}`,
  },
  emailTemplate: {
    summary: 'Search e-mail templates (SEARCH-14)',
    description: `Title of the campaign e-mail templates (not the general ones of Settings). Staff only. ${MATCHING}`,
  },
  audience: {
    summary: 'Search audiences (SEARCH-14)',
    description: `Audience name. Staff only. ${MATCHING}`,
  },
  vacancy: {
    summary: 'Search vacancies',
    description: `Title and GLO vacancy id. A VENDOR finds only the vacancies of its list (shared with its vendor, OPEN or ON_HOLD). ${MATCHING}`,
  },
  candidate: {
    summary: 'Search candidates (SEARCH-15)',
    description: `Full name, e-mail, phone and GLO candidate id. A VENDOR finds only its own vendor's candidates, and not by GLO candidate id (staff only). ${MATCHING}`,
  },
};
