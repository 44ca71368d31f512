import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '@/lib/http';
import { normaliseSecondFactorCode, secondFactorCodeError } from './second-factor-code';

/** Sends a checked code; `onFailure` gets the API's refusal, to show on the field. */
type SendCode = (code: string, onFailure: (failure: unknown) => void) => void;

/**
 * A code form's field (the sign-in step and the enrolment's confirmation): the typed code, its error on
 * the field with the focus moved there, checked again as the user types after a first submit, and the
 * submit that checks the code before it sends it. A refusal (4xx) shows the server's words on the field;
 * a failure of the server or the network is the form's, not the field's.
 */
export function useSecondFactorCode(send: SendCode) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const showError = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = secondFactorCodeError(code);
    if (found) return showError(found);
    send(normaliseSecondFactorCode(code), (failure) => {
      if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) return;
      showError(failure.fields.find((field) => field.path === 'code')?.message ?? failure.message);
    });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setCode(event.target.value);
    if (submitted) setError(secondFactorCodeError(event.target.value));
  };

  /** Empties the field (another kind of code asked for). */
  const reset = () => {
    setCode('');
    setError(undefined);
    setSubmitted(false);
  };

  return { code, error, input, onSubmit, onChange, reset };
}
