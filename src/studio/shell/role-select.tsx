import { useId } from 'react';
import { useT } from '@/i18n/texts-provider';
import type { TextKey } from '@/shared/i18n/format';
import type { StaffRole } from '@/shared/staff-roles';
import { INPUT } from '../shell/studio-classes';

export const ROLE_NAMES: Record<StaffRole, TextKey> = {
  admin: 'studio.staff.role.admin',
  editor: 'studio.staff.role.editor',
  viewer: 'studio.staff.role.viewer',
};

/** A role, chosen by its name in the page's language. */
export function RoleSelect({
  label,
  value,
  onChange,
  visibleLabel = false,
}: {
  label: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  visibleLabel?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <span className="flex flex-col gap-1">
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StaffRole)}
        className={`${INPUT} w-auto`}
      >
        {(Object.keys(ROLE_NAMES) as StaffRole[]).map((role) => (
          <option key={role} value={role}>
            {t(ROLE_NAMES[role])}
          </option>
        ))}
      </select>
    </span>
  );
}
