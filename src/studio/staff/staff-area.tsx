import { useEffect, useState } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { StaffEntry, StaffMe } from '@/shared/api/answers';
import type { StaffRole } from '@/shared/staff-roles';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toasts';
import type { StudioApi } from '../shell/studio-api';
import { TARGET } from '../shell/studio-classes';
import { AddStaff } from './add-staff';
import type { TypedPhone } from '../shell/phone-box';
import { ROLE_NAMES, RoleSelect } from '../shell/role-select';
import { usePhoneText } from '../shell/use-phone-text';

/**
 * Admins decide who on staff may do what: add a phone with a role, change a role, remove someone.
 * The phones of the server's settings stay admins, so the network never locks itself out.
 */
export function StaffArea({ api, me }: { api: StudioApi; me: StaffMe }) {
  const t = useT();
  const [staff, setStaff] = useState<StaffEntry[]>();
  const [loadError, setLoadError] = useState<string>();
  // Read again after every change: the list shows what the server holds, not what was asked.
  const [changes, setChanges] = useState(0);
  const phoneText = usePhoneText(staff?.map((person) => person.phone));

  useEffect(() => {
    let current = true;
    api.staff().then(
      (answer) => {
        if (!current) return;
        setStaff(answer.staff);
        setLoadError(undefined);
      },
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.staff.loadFailed'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, changes, t]);

  /** Makes a change, says how it went, and reads the list again; true when it was made. */
  const change = async <T,>(call: () => Promise<T>, done: (answer: T) => string) => {
    try {
      toast.success(done(await call()));
      return true;
    } catch (error) {
      toast.error(await errorMessage(error, t('studio.staff.failed')));
      return false;
    } finally {
      setChanges((n) => n + 1);
    }
  };
  const setRole = (phone: string, role: StaffRole) =>
    change(
      () => api.setRole(phone, role),
      () => t('studio.staff.changed', { phone: phoneText(phone) }),
    );
  // The confirmation repeats the number as the server stored it, and the role it has now.
  const add = (phone: TypedPhone & { e164: string }, role: StaffRole) =>
    change(
      () => api.setRole(phone.e164, role, phone.country),
      (added) =>
        t('studio.staff.added', { phone: phoneText(added.phone), role: t(ROLE_NAMES[added.role]) }),
    );

  return (
    <section aria-labelledby="staff-title" className="flex max-w-3xl flex-col gap-4">
      <h1 id="staff-title" className="text-xl font-semibold">
        {t('studio.area.staff')}
      </h1>
      <p className="text-muted-foreground text-sm">{t('studio.staff.intro')}</p>
      {loadError && <p role="alert">{loadError}</p>}
      {staff && (
        <ul className="flex flex-col divide-y rounded-md border">
          {staff.map((person) => (
            <li key={person.phone} className="flex flex-wrap items-center gap-3 p-3">
              <span className="min-w-40 flex-1 font-medium">
                {phoneText(person.phone)} {person.phone === me.phone && t('studio.staff.you')}
              </span>
              {person.bootstrap ? (
                <span className="text-muted-foreground text-sm">{t('studio.staff.bootstrap')}</span>
              ) : (
                <>
                  <RoleSelect
                    label={t('studio.staff.roleOf', { phone: phoneText(person.phone) })}
                    value={person.role}
                    onChange={(role) => void setRole(person.phone, role)}
                  />
                  <ConfirmDialog
                    trigger={
                      <Button
                        type="button"
                        variant="outline"
                        className={TARGET}
                        aria-label={t('studio.staff.removeNamed', {
                          phone: phoneText(person.phone),
                        })}
                      >
                        {t('studio.staff.remove')}
                      </Button>
                    }
                    title={t('studio.staff.removeTitle', { phone: phoneText(person.phone) })}
                    description={t('studio.staff.removeBody')}
                    cancelText={t('studio.cancel')}
                    confirmText={t('studio.staff.remove')}
                    onConfirm={() =>
                      void change(
                        () => api.removeStaff(person.phone),
                        () => t('studio.staff.removed', { phone: phoneText(person.phone) }),
                      )
                    }
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddStaff onAdd={add} />
    </section>
  );
}
