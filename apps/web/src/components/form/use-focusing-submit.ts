import { useLayoutEffect, useState, type FormEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * A form's submit handler: react-hook-form validates, then `onValid` runs; a submit that fails the
 * checks runs `onInvalid` (for errors kept outside the form, a resume) and then, once the errors are on
 * screen, focuses the first invalid field in the page's order and scrolls it into view
 * (focus-first-invalid.ts). `onValid` returning false is a failed submit too (a check outside the
 * form's values failed, and its message is set). The form's useForm takes `shouldFocusError: false`: react-hook-form's own
 * focus follows the order fields registered in and would move the focus again a moment later.
 */
export function useFocusingSubmit<TIn extends FieldValues, TOut>(
  handleSubmit: UseFormHandleSubmit<TIn, TOut>,
  onValid: SubmitHandler<TOut>,
  onInvalid?: SubmitErrorHandler<TIn>,
): (event: FormEvent<HTMLFormElement>) => void {
  // A new object per failed submit, so that submitting the same form twice focuses again.
  const [failed, setFailed] = useState<{ form: HTMLFormElement } | null>(null);
  useLayoutEffect(() => {
    if (failed) focusFirstInvalid(failed.form);
  }, [failed]);

  return (event) => {
    const form = event.currentTarget;
    let invalid = false;
    void handleSubmit(onValid, async (errors, submitEvent) => {
      invalid = true;
      await onInvalid?.(errors, submitEvent);
    })(event).then((result) => {
      // Requested once react-hook-form has published its errors: they render with this state.
      if (invalid || result === false) setFailed({ form });
    });
  };
}
