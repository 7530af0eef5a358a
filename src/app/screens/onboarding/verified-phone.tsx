import { Button } from '@/fast/button';
import { CircleCheck } from 'lucide-react';
import { useT } from '@/i18n/texts-provider';
import { displayPhone } from '@/lib/phone-parts';

interface VerifiedPhoneProps {
  /** Digits with the country code. */
  phone: string;
  onNext: () => void;
  /** Back to the phone form; a code goes only when the member asks for one there. */
  onChangePhone: () => void;
}

/**
 * Step 1 again (Back from Profile Info) once the phone is verified: it says so and goes on. No
 * code is sent again unless the member chooses another number.
 */
export function VerifiedPhone({ phone, onNext, onChangePhone }: VerifiedPhoneProps) {
  const t = useT();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('wizard.step.verifyPhone')}</h1>
      <p className="flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950">
        <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-700" />
        <span>
          {t('wizard.again.phoneVerified')}{' '}
          <span className="font-medium whitespace-nowrap">{displayPhone(phone)}</span>
        </span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onChangePhone}>
          {t('wizard.again.changePhone')}
        </Button>
        <Button type="button" className="sm:min-w-36" onClick={onNext}>
          {t('wizard.again.continue')}
        </Button>
      </div>
    </section>
  );
}
