/**
 * Every field that says it is invalid: MUI's inputs, selects and autocompletes set aria-invalid, and so
 * do the resume's file input and the rich-text editor.
 */
const INVALID = '[aria-invalid="true"]';

/**
 * A whole field (label, input and message): MUI's form control, or an element the kit marks so (the
 * resume field, the rich-text editor). It is what is scrolled into view, and what is searched for a
 * focusable control when the invalid element cannot take the focus (a file input behind its button).
 */
const FIELD = '.MuiFormControl-root, [data-form-field]';

/**
 * Moves the focus to the first invalid field of `root` in the page's order and scrolls that field to the
 * middle of its scroller: a plain focus() scrolls it only to the window's edge, where the sticky top bar
 * (or a form's sticky footer) covers it, and the failed submit seems to do nothing.
 * Returns whether a field was found.
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  for (const element of root.querySelectorAll<HTMLElement>(INVALID)) {
    if (element.getAttribute('aria-hidden') === 'true') continue; // a select's native input
    const field = element.closest<HTMLElement>(FIELD);
    const target = canFocus(element) ? element : firstFocusableIn(field);
    if (!target) continue;
    target.focus({ preventScroll: true });
    (field ?? target).scrollIntoView({ block: 'center', inline: 'nearest' });
    return true;
  }
  return false;
}

function canFocus(element: HTMLElement): boolean {
  if ((element as HTMLInputElement).disabled) return false;
  return element.tabIndex >= 0 || element.isContentEditable;
}

function firstFocusableIn(field: HTMLElement | null): HTMLElement | undefined {
  return field ? [...field.querySelectorAll<HTMLElement>('*')].find(canFocus) : undefined;
}
