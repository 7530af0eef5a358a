import { Button } from '@/fast/button';
import { CircleCheck } from 'lucide-react';
import { WIZARD_AGAIN_TEXT, WIZARD_TEXT } from '@/shared/messages';
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
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{WIZARD_TEXT.steps[0]}</h1>
      <p className="flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950">
        <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-700" />
        <span>
          {WIZARD_AGAIN_TEXT.phoneVerified}{' '}
          <span className="font-medium whitespace-nowrap">{displayPhone(phone)}</span>
        </span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onChangePhone}>
          {WIZARD_AGAIN_TEXT.changePhone}
        </Button>
        <Button type="button" className="sm:min-w-36" onClick={onNext}>
          {WIZARD_AGAIN_TEXT.continue}
        </Button>
      </div>
    </section>
  );
}
