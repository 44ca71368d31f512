import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteVisibilitiesFor, type NoteInput, type Role } from '@talent-desk/shared';
import { ApiError } from '@/lib/http';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { NoteComposer } from './note-composer';

const target = { kind: 'candidate', externalId: '00000000-0000-4000-8000-000000000001' } as const;
const alice = { externalId: '00000000-0000-4000-8000-0000000000a1', name: 'Alice Acme', role: 'VENDOR' };
const ada = { externalId: '00000000-0000-4000-8000-0000000000a2', name: 'Ada Admin', role: 'ADMIN' };

function renderComposer(role: Role = 'TAG', onSubmit = vi.fn(async (_input: NoteInput) => undefined)) {
  renderWithProviders(
    <NoteComposer
      target={target}
      visibilities={noteVisibilitiesFor(role)}
      label="New note"
      submitLabel="Add note"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, text: screen.getByRole('combobox', { name: 'New note' }) as HTMLTextAreaElement };
}

function type(element: HTMLTextAreaElement, value: string) {
  fireEvent.change(element, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

describe('the note composer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('suggests the people who may be mentioned as one types @, and Enter inserts the chosen one by name, saved as a token', async () => {
    const fetchMock = stubApi({ 'GET /api/notes/mentionable': () => json(200, [alice, ada]) });
    const { text, onSubmit } = renderComposer();
    type(text, 'Please call @Al');
    const list = await screen.findByRole('listbox', { name: 'People you can mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alice AcmeVendor', 'Ada AdminAdmin']);
    expect(text.getAttribute('aria-expanded')).toBe('true');
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      candidate: target.externalId,
      visibility: 'INTERNAL',
      q: 'Al',
    });

    fireEvent.keyDown(text, { key: 'ArrowDown' });
    expect(text.getAttribute('aria-activedescendant')).toContain(ada.externalId);
    fireEvent.keyDown(text, { key: 'ArrowUp' });
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(text.value).toBe('Please call @Alice Acme ');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        body: `Please call @[Alice Acme](${alice.externalId})`,
        visibility: 'INTERNAL',
      }),
    );
  });

  it('a click on a suggestion inserts it too, and Escape closes the list without inserting', async () => {
    stubApi({ 'GET /api/notes/mentionable': () => json(200, [ada]) });
    const { text } = renderComposer();
    type(text, '@Ad');
    await screen.findByRole('listbox');
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(text.value).toBe('@Ad');
    type(text, 'Hi @Ad');
    fireEvent.click(await screen.findByRole('option', { name: /Ada Admin/ }));
    expect(text.value).toBe('Hi @Ada Admin ');
  });

  it.each([
    ['TAG', ['Internal', 'Shared with vendor', 'Only me']],
    ['ADMIN', ['Internal', 'Shared with vendor', 'Only me']],
    ['VENDOR', ['Shared with vendor', 'Only me']],
  ] as const)('offers a %s the visibilities it may write', (role, labels) => {
    stubApi({});
    renderComposer(role);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Who can see it' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(labels);
  });

  it('an empty note is refused on the field, without a call', async () => {
    stubApi({});
    const { onSubmit } = renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write something first')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a refused mention shows the server's words on the text field and keeps the text", async () => {
    stubApi({});
    const message = 'Greta Globex cannot see this note, so they cannot be mentioned in it';
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', message, [{ path: 'body', message }]);
    });
    const { text } = renderComposer('TAG', onSubmit);
    type(text, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(text.value).toBe('Hello');
    expect(text.getAttribute('aria-invalid')).toBe('true');
  });

  it('an edited note shows its mentions by name and saves them as tokens again; a name changed since is plain text', async () => {
    stubApi({});
    const onSubmit = vi.fn(async (_input: NoteInput) => undefined);
    renderWithProviders(
      <NoteComposer
        target={target}
        visibilities={noteVisibilitiesFor('TAG')}
        initial={{
          body: `Ask @[Ada Admin](${ada.externalId}) and @[Alice Acme](${alice.externalId})`,
          visibility: 'INTERNAL',
        }}
        label="Edit note"
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
    );
    const text = screen.getByRole('combobox', { name: 'Edit note' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Ask @Ada Admin and @Alice Acme');
    type(text, 'Ask @Ada Admin and @Alice A. today');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        body: `Ask @[Ada Admin](${ada.externalId}) and @Alice A. today`,
        visibility: 'INTERNAL',
      }),
    );
  });
});
