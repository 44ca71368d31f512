import { useCallback, useMemo, useState } from 'react';

/**
 * Selected rows kept across pages: the ids for the DataTable and the rows themselves (as last seen),
 * for bulk actions that need more than ids.
 */
export function useRowSelection<R>(rows: readonly R[], getRowId: (row: R) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, R>>(new Map());
  const ids = useMemo(() => [...selected.keys()], [selected]);
  const selectedRows = useMemo(() => [...selected.values()], [selected]);

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
