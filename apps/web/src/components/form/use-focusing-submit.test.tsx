import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/testing/render';
import { FormTextField } from './form-text-field';
import { useFocusingSubmit } from './use-focusing-submit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const schema = z
  .object({ country: z.string(), state: z.string(), city: z.string().min(1, 'Enter a city') })
  .refine((v) => v.country !== 'USA' || v.state !== '', { path: ['state'], message: 'Enter a state' });
type Values = z.infer<typeof schema>;

/**
 * The state field appears, before the city, only once the country is the USA: react-hook-form registers
 * it after the city. A file field outside the form's values comes last.
 */
function AddressForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { country: '', state: '', city: '' },
    shouldFocusError: false,
  });
  const country = useWatch({ control, name: 'country' });
  const [fileError, setFileError] = useState(false);
  // No file is ever chosen here: like a missing resume, it is checked once the values pass.
  const onSubmit = useFocusingSubmit(handleSubmit, (values) => {
    setFileError(true);
    onSave(values);
    return false;
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormTextField control={control} name="country" id="country" label="Country" />
      {country === 'USA' ? <FormTextField control={control} name="state" id="state" label="State" /> : null}
      <FormTextField control={control} name="city" id="city" label="City" />
      <div data-form-field>
        <button type="button">Choose a file</button>
        <input type="file" tabIndex={-1} aria-label="File" aria-invalid={fileError} />
      </div>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusingSubmit', () => {
  it('a failed submit focuses the first invalid field in the page order and scrolls its whole field to the middle', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<AddressForm onSave={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Country' }), { target: { value: 'USA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const state = await screen.findByRole('textbox', { name: 'State' });
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(state.closest('.MuiFormControl-root'));
    expect(scrolled.mock.calls[0]?.[0]).toMatchObject({ block: 'center' });

    // Submitting again while still invalid focuses again.
    state.blur();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(state));
  });

  it('onValid returning false (a check outside the values) focuses too: a file input hands the focus to its button', async () => {
    const onSave = vi.fn();
    renderWithProviders(<AddressForm onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const chooser = screen.getByRole('button', { name: 'Choose a file' });
    await waitFor(() => expect(document.activeElement).toBe(chooser));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
