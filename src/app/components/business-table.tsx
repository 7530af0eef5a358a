import type { ReactNode } from 'react';
import { useT } from '@/i18n/texts-provider';

interface BusinessTableProps<T> {
  rows: T[];
  nameOf: (row: T) => string;
  keyOf: (row: T, index: number) => string | number;
  /** The row's Edit action (a button or a link), in the Edit column. */
  edit: (row: T, index: number) => ReactNode;
  /** The row's Delete action, in the Delete column. */
  remove: (row: T, index: number) => ReactNode;
  /** The Edit and Delete columns' headings for screen readers only (the buttons say it). */
  hideActionHeadings?: boolean;
}

/** Each action column's cell: one tap target of at least 44 × 44 px on a phone. */
const actionCell =
  'py-1 pl-2 text-center *:inline-flex *:min-h-11 *:min-w-11 *:items-center *:justify-center md:*:min-h-9';

/**
 * Businesses by name with their actions: My Businesses and the wizard's step 3. Edit and Delete
 * each have their own column under their own heading, so a heading names what is below it.
 */
export function BusinessTable<T>({
  rows,
  nameOf,
  keyOf,
  edit,
  remove,
  hideActionHeadings = false,
}: BusinessTableProps<T>) {
  const t = useT();
  const heading = (text: string) => (
    <th scope="col" className="w-px py-2 pl-2 text-center font-medium whitespace-nowrap">
      <span className={hideActionHeadings ? 'sr-only' : undefined}>{text}</span>
    </th>
  );
  return (
    <table className="w-full border-collapse text-left">
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-2 font-medium">
            {t('screen.businessName')}
          </th>
          {heading(t('screen.edit'))}
          {heading(t('screen.delete'))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={keyOf(row, index)} className="border-b">
            {/* `anywhere`: a long unbroken name may break, so the table never outgrows a phone. */}
            <td className="py-3 wrap-anywhere">{nameOf(row)}</td>
            <td className={actionCell}>{edit(row, index)}</td>
            <td className={actionCell}>{remove(row, index)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
