/**
 * Business constants of the spec: LIST-01, LIST-07..10, DASH-08/09, SEARCH-02..07, AUTH-05/08/10,
 * VAC-17, CAND-FORM-12, CAND-VAL-09/18.
 */
export const PAGE_SIZES = [5, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
export const DASHBOARD_PAGE_SIZE = 5;
export const DASHBOARD_ROW_HEIGHT = 80;
export const OPTIONS_PAGE_SIZE = 50;

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DELAY_MS = 1000;
export const SEARCH_REQUEST_SIZE = 6;
export const SEARCH_DISPLAY_SIZE = 5;
export const LIST_SEARCH_DEBOUNCE_MS = 400;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const SKILLS_MIN_CHARS = 2;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SUCCESS_TOAST_MS = 5000;
export const LINK_COPIED_RESET_MS = 5000;

export const NAME_MAX_LENGTH = 128;
export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 320;

/** The business group whose name marks the India group (ENUM-22). */
export const INDIA_GROUP_NAME = 'India';
export const COUNTRY_INDIA = 'India';
export const COUNTRY_USA = 'USA';

/**
 * A list's total is exact up to this many matches; above it the candidate list answers this number with
 * `totalIsExact: false` and the page says '10,000+' (issue 12: an exact count of a million matches costs
 * more than the page itself).
 */
export const EXACT_TOTAL_CAP = 10_000;
