import type { ReactNode } from 'react';
import { useT } from '@/i18n/texts-provider';

interface BusinessTableProps<T> {
  rows: T[];
  nameOf: (row: T) => string;
  keyOf: (row: T, index: number) => string | number;
  /** The row's actions (Edit, Delete), in the last column. */
  actions: (row: T, index: number) => ReactNode;
  /** The actions column's heading; read by screen readers only when `hideActionsHeading`. */
  actionsHeading: string;
  hideActionsHeading?: boolean;
}

/**
 * Businesses by name with their actions: My Businesses and the wizard's step 3. Each action
 * (a button or a link) is a tap target of at least 44 × 44 px on a phone, with room between them.
 */
export function BusinessTable<T>({
  rows,
  nameOf,
  keyOf,
  actions,
  actionsHeading,
  hideActionsHeading = false,
}: BusinessTableProps<T>) {
  const t = useT();
  return (
    <table className="w-full border-collapse text-left">
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-2 font-medium">
            {t('screen.businessName')}
          </th>
          <th scope="col" className="w-24 py-2 text-right font-medium">
            <span className={hideActionsHeading ? 'sr-only' : undefined}>{actionsHeading}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={keyOf(row, index)} className="border-b">
            {/* `anywhere`: a long unbroken name may break, so the table never outgrows a phone. */}
            <td className="py-3 wrap-anywhere">{nameOf(row)}</td>
            <td className="py-1">
              <div className="flex justify-end gap-2 *:inline-flex *:min-h-11 *:min-w-11 *:items-center *:justify-center md:*:min-h-9">
                {actions(row, index)}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
