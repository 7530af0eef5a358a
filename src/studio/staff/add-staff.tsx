import { useId, useState } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { phoneText } from '@/shared/phone';
import type { StaffRole } from '@/shared/staff-roles';
import { TARGET } from '../shell/studio-classes';
import { PhoneBox, PhoneNote, type TypedPhone } from '../shell/phone-box';
import { ROLE_NAMES, RoleSelect } from '../shell/role-select';

/**
 * A phone, typed or pasted as people do, with the role it gets. Before anything is added the box
 * says which number it read ("+91 98036 85087 will be able to use the Studio as Viewer"), so a
 * mistyped number shows as the number it is.
 */
export function AddStaff({
  onAdd,
}: {
  onAdd: (phone: TypedPhone & { e164: string }, role: StaffRole) => Promise<boolean>;
}) {
  const t = useT();
  const id = useId();
  const [phone, setPhone] = useState<TypedPhone>({});
  const [role, setRole] = useState<StaffRole>('viewer');
  const [error, setError] = useState<string>();
  const { e164 } = phone;
  return (
    <form
      className="flex flex-col gap-3 rounded-md border p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!e164) return setError(t('studio.staff.wholeNumber'));
        // The box empties for the next number, its country kept.
        void onAdd({ ...phone, e164 }, role).then(
          (added) => added && setPhone({ country: phone.country }),
        );
      }}
    >
      <h2 className="font-semibold">{t('studio.staff.addTitle')}</h2>
      <div className="flex flex-wrap items-end gap-2">
        <PhoneBox
          id={`${id}-phone`}
          label={t('studio.staff.phone')}
          value={phone}
          onChange={(typed) => {
            setPhone(typed);
            setError(undefined);
          }}
          invalid={error !== undefined}
        />
        <RoleSelect label={t('studio.staff.role')} value={role} onChange={setRole} visibleLabel />
        <Button type="submit" className={TARGET}>
          {t('studio.staff.add')}
        </Button>
      </div>
      <PhoneNote
        id={`${id}-phone`}
        error={error}
        note={
          e164 && t('studio.staff.willUse', { phone: phoneText(e164), role: t(ROLE_NAMES[role]) })
        }
      />
    </form>
  );
}
