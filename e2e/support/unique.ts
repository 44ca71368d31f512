/** A per-run suffix made of letters only (names refuse digits: CAND-VAL rules), plus one of digits. */
const digits = Date.now().toString().slice(-6);
export const RUN_DIGITS = digits;
export const RUN_LETTERS = [...digits].map((d) => String.fromCharCode(97 + Number(d))).join('');
