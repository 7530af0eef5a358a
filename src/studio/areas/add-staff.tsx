import { useState } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import type { StaffRole } from '@/shared/staff-roles';
import { INPUT, LABEL, TARGET } from '../studio-classes';
import { RoleSelect } from './role-select';

/** A phone, as a person pastes it, with the role it gets; the server reads and checks the phone. */
export function AddStaff({ onAdd }: { onAdd: (phone: string, role: StaffRole) => Promise<void> }) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  return (
    <form
      className="flex flex-col gap-3 rounded-md border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (phone.trim()) void onAdd(phone.trim(), role).then(() => setPhone(''));
      }}
    >
      <h2 className="font-semibold">{t('studio.staff.addTitle')}</h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('studio.staff.phone')}</span>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            className={INPUT}
          />
        </label>
        <RoleSelect label={t('studio.staff.role')} value={role} onChange={setRole} visibleLabel />
        <Button type="submit" className={TARGET}>
          {t('studio.staff.add')}
        </Button>
      </div>
    </form>
  );
}
