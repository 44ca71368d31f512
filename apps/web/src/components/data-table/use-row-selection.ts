import { useCallback, useMemo, useState } from 'react';

/**
 * Selected rows kept across pages: the ids for the DataTable and the rows themselves (as last seen),
 * for bulk actions that need more than ids. A list clears it after a bulk action: the rows changed,
 * and some may have left the list (a filtered status).
 */
export function useRowSelection<R>(rows: readonly R[], getRowId: (row: R) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, R>>(new Map());
  const ids = useMemo(() => [...selected.keys()], [selected]);
  // A selected row on the page shown is read from the page (fresh after a refetch), else as last seen.
  const selectedRows = useMemo(() => {
    const onPage = new Map(rows.map((row) => [getRowId(row), row]));
    return [...selected].map(([id, row]) => onPage.get(id) ?? row);
  }, [selected, rows, getRowId]);

  const onSelectionChange = useCallback(
    (next: string[]) => {
      const onPage = new Map(rows.map((row) => [getRowId(row), row]));
      setSelected((previous) => {
        const map = new Map<string, R>();
        for (const id of next) {
          const row = onPage.get(id) ?? previous.get(id);
          if (row !== undefined) map.set(id, row);
        }
        return map;
      });
    },
    [rows, getRowId],
  );
  const clear = useCallback(() => setSelected(new Map()), []);

  return { ids, rows: selectedRows, onSelectionChange, clear };
}
