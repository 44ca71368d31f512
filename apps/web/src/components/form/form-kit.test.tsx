import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/testing/render';
import { FormDialog } from './form-dialog';
import { FormFooter } from './form-footer';
import { FormTextField } from './form-text-field';

afterEach(cleanup);

const schema = z.object({ name: z.string().min(1, 'Enter a name') });
type Values = z.infer<typeof schema>;

function NameDialog({ busy = false, onSave }: { busy?: boolean; onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  return (
    <FormDialog
      title="Rename"
      description="The new name shows everywhere."
      onClose={vi.fn()}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      error={null}
      cancelLabel="Cancel"
      submitLabel="Save"
      busy={busy}
      lockWhileBusy
    >
      <FormTextField control={control} name="name" id="rename-name" label="Name" required maxLength={20} />
    </FormDialog>
  );
}

describe('the form kit', () => {
  it('a form dialog is named by its title and described by its text; a field says what is wrong, linked to it', async () => {
    const onSave = vi.fn();
    renderWithProviders(<NameDialog onSave={onSave} />);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The new name shows everywhere.');
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input.getAttribute('maxlength')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a name');
    // The ref is the input's, so the failed submit moves the focus to it.
    expect(document.activeElement).toBe(input);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Night shift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Night shift' }, expect.anything()));
  });

  it('while busy, the dialog that locks waits: Save and Cancel are disabled', () => {
    renderWithProviders(<NameDialog busy onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it("a form's footer shows its failure as an alert, then Cancel and the submit button (disabled while saving)", () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <form>
        <FormFooter
          error="Something went wrong"
          cancelLabel="Cancel"
          onCancel={onCancel}
          submitLabel="Save"
          submitting
        />
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
