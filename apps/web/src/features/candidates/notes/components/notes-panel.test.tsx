import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@talent-desk/shared';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { NotesPanel } from './notes-panel';

const vacancy = '00000000-0000-4000-8000-000000000010';
const path = `/api/vacancies/${vacancy}/notes`;
const note = (overrides: Partial<Note>): Note => ({
  externalId: '00000000-0000-4000-8000-000000000020',
  visibility: 'VENDOR',
  body: 'Shortlist closes Friday',
  author: { externalId: null, name: null },
  mentions: [],
  createdAt: '2026-11-27T09:30:00.000Z',
  updatedAt: '2026-11-27T09:30:00.000Z',
  canEdit: false,
  canDelete: false,
  ...overrides,
});
const page = (content: Note[], writableVisibilities = ['VENDOR', 'PRIVATE']) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  numberOfElements: content.length,
  pageable: { pageNumber: 1, offset: 0 },
  writableVisibilities,
});

describe('the notes panel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when there are no notes yet and offers the composer', async () => {
    stubApi({ [`GET ${path}`]: () => json(200, page([])) });
    renderWithProviders(<NotesPanel target={{ kind: 'vacancy', externalId: vacancy }} />);
    expect(await screen.findByText('No notes yet')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'New note' })).toBeTruthy();
  });

  it('lists notes with author, visibility and mentions as names; edit and delete only where allowed', async () => {
    const mine = note({
      externalId: '00000000-0000-4000-8000-000000000021',
      body: `@[Alice Acme](00000000-0000-4000-8000-0000000000a1) three profiles coming`,
      author: { externalId: '00000000-0000-4000-8000-0000000000a2', name: 'Arno Acme' },
      canEdit: true,
      canDelete: true,
    });
    const fetchMock = stubApi({
      [`GET ${path}`]: () => json(200, page([mine, note({})])),
      [`DELETE ${path}/${mine.externalId}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<NotesPanel target={{ kind: 'vacancy', externalId: vacancy }} />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('@Alice Acme')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Shared with vendor')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Recruiting team')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Delete: Arno Acme/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `${path}/${mine.externalId}`)).toHaveLength(1));
  });
});
