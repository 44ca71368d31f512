import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FormTextField } from './form-text-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

afterEach(cleanup);

type Values = { name: string };

function NameForm() {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { name: '' } });
  // Saving navigates away, as the pages do once the server has answered.
  const save = async () => {
    await Promise.resolve();
    await navigate('/elsewhere');
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <UnsavedChangesGuard control={control} />
      <FormTextField control={control} name="name" id="name" label="Name" />
      <button type="submit">Save</button>
      <Link to="/elsewhere">Elsewhere</Link>
    </form>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <NameForm /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** Dispatches the event a closing tab sends; true when the page asks to stay. */
function closingTabAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value } });

describe('UnsavedChangesGuard', () => {
  it('an untouched form leaves and closes without asking', async () => {
    const router = renderForm();
    expect(closingTabAsks()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('a changed form asks before a link leaves it: Stay keeps the form and its value, Leave goes', async () => {
    const router = renderForm();
    typeName('Half typed');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Half typed');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeDefined();
  });

  it('a changed form makes the closing tab ask; typing the value back ends it', async () => {
    renderForm();
    typeName('Half typed');
    await waitFor(() => expect(closingTabAsks()).toBe(true));
    typeName('');
    await waitFor(() => expect(closingTabAsks()).toBe(false));
  });

  it('a changed form that is saved leaves without asking', async () => {
    const router = renderForm();
    typeName('Saved name');
    await waitFor(() => expect(closingTabAsks()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/elsewhere');
    // The form's listener goes with its effects' cleanup, which may run just after the new page paints.
    await waitFor(() => expect(closingTabAsks()).toBe(false));
  });
});
