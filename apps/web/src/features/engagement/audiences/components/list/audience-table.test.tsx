import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { AudienceRow } from '@talent-desk/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AudienceTable } from './audience-table';

afterEach(cleanup);

const row = (canEdit: boolean): AudienceRow => ({
  externalId: '50000000-0000-4000-8000-000000000001',
  name: 'Night shift QA testers',
  createdByUserExternalId: null,
  createdByFullName: 'Daniel Reyes',
  filterCount: 3,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  canEdit,
});

function renderTable(canEdit: boolean) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <AudienceTable
        data={{
          content: [row(canEdit)],
          totalElements: 1,
          totalPages: 1,
          numberOfElements: 1,
          pageable: { pageNumber: 1, offset: 0 },
        }}
        loading={false}
        page={1}
        size={15}
        sort={{ column: 'updatedAt', order: 'desc' }}
        onPageChange={vi.fn()}
        onSortChange={vi.fn()}
        onOpen={onOpen}
        onDelete={onDelete}
        filtered={false}
        onClearFilters={vi.fn()}
      />
    </MemoryRouter>,
  );
  return { onOpen, onDelete };
}

describe('AudienceTable', () => {
  it('[AUD-05] the row menu offers Edit and Delete only to who may edit', async () => {
    renderTable(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Night shift QA testers' }));
    expect(screen.getByRole('menuitem', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('Delete in the row menu asks for the deletion and does not open the row', async () => {
    const { onOpen, onDelete } = renderTable(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Night shift QA testers' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(row(true));
    expect(onOpen).not.toHaveBeenCalled();
  });
});
