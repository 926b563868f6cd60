import { tableFeatures, type ReactTable, type RowData } from '@tanstack/react-table';

/** The back office's tables use TanStack Table's core only: paging, sorting and filters are the server's. */
export const plainTable = tableFeatures({});
export type PlainTable = typeof plainTable;

interface DataTableProps<T extends RowData> {
  table: ReactTable<PlainTable, T>;
  /** Names the table (its caption, read out) and the scrolling region around it. */
  label: string;
  /** Column ids whose cells are numbers: right-aligned, tabular figures. */
  numeric?: readonly string[];
}

/**
 * A TanStack table as markup: a real <table> on a laptop; on a phone each row becomes a card whose cells
 * carry their column's name (admin.css `.data-table`), so nothing scrolls the page sideways. Headers are
 * plain strings of the catalogue: the card labels repeat them.
 */
export function DataTable<T extends RowData>({ table, label, numeric = [] }: DataTableProps<T>) {
  const className = (id: string) => (numeric.includes(id) ? 'is-numeric' : undefined);
  return (
    <div className="data-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption className="sr-only">{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={className(header.column.id)}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td
                    key={cell.id}
                    className={className(cell.column.id)}
                    data-label={typeof header === 'string' ? header : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
