import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from './data-table-types';
import { renderWithProviders } from '@/testing/render';
import { DataTable } from './data-table';

type Row = { id: string; name: string };
const columns: DataColumn<Row>[] = [{ field: 'name', headerName: 'Name' }];
const rows: Row[] = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Bo' },
];

function renderTable(props: { rowCount: number; totalIsExact?: boolean; page: number }) {
  const onPageChange = vi.fn();
  renderWithProviders(
    <DataTable<Row>
      label="People"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      pageSize={5}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return onPageChange;
}

describe('DataTable totals', () => {
  afterEach(cleanup);

  it("[LIST-05] a capped total reads '10,000+' and the pager still moves on from the cap's last page", () => {
    const onPageChange = renderTable({ rowCount: 10_000, totalIsExact: false, page: 2000 });
    expect(screen.getByText('9,996–10,000 of 10,000+')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2001, 5);
  }, 60_000);

  it('[LIST-05] an exact total ends the pager on its last page', () => {
    renderTable({ rowCount: 10_000, page: 2000 });
    expect(screen.getByText('9,996–10,000 of 10,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(true);
  }, 60_000);
});
