import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { enqueueSnackbar, useSnackbar } from './snackbar';

afterEach(cleanup);

function SaveButton() {
  const { enqueueSnackbar: toast } = useSnackbar();
  return (
    <button type="button" onClick={() => toast('Saved', { variant: 'success' })}>
      Save
    </button>
  );
}

describe('toasts', () => {
  it('shows a toast asked for from a component', async () => {
    renderWithProviders(<SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeDefined();
  });

  it('keeps a toast asked for while no host is mounted, and shows it once one is', async () => {
    render(<p>No providers</p>);
    enqueueSnackbar('Kept for later');
    expect(screen.queryByText('Kept for later')).toBeNull();
    cleanup();
    renderWithProviders(<p>The app</p>);
    expect(await screen.findByText('Kept for later')).toBeDefined();
  });
});
