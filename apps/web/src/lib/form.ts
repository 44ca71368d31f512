import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI field: the ref belongs on the input, not the root. */
export function muiRegister<TName extends string>({ ref, ...rest }: UseFormRegisterReturn<TName>) {
  return { ...rest, inputRef: ref };
}
