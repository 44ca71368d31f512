import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ImportFromGloDialog } from './import-from-glo-dialog';

afterEach(cleanup);

function renderDialog() {
  const onImport = vi.fn();
  renderWithProviders(<ImportFromGloDialog open onClose={() => {}} onImport={onImport} />);
  const input = screen.getByRole('textbox', { name: /GLO-R vacancy id/ });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { onImport, input, submit };
}

describe('Import from GLO-R dialog', () => {
  it('asks for the id before going on', () => {
    const { onImport, submit } = renderDialog();
    submit();
    expect(screen.getByText('Enter the GLO-R vacancy id')).toBeDefined();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('refuses an id GLO-R ids cannot be, with the API’s own message', () => {
    const { onImport, input, submit } = renderDialog();
    fireEvent.change(input, { target: { value: 'GLO V/1' } });
    submit();
    expect(
      screen.getByText('GLO-R id may contain only letters, digits, dashes and underscores'),
    ).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('hands on a valid id, trimmed', () => {
    const { onImport, input, submit } = renderDialog();
    fireEvent.change(input, { target: { value: ' GLO-V-9002 ' } });
    submit();
    expect(onImport).toHaveBeenCalledWith('GLO-V-9002');
  });
});
