import type { ReactNode } from 'react';
import type { FormDefinition } from '@/forms/define-form';
import { SchemaForm, type SchemaFormProps } from '@/forms/schema-form';
import type { TextKey } from '@/shared/i18n/format';
import type { RefusalTexts } from '@/i18n/refusals';
import { useT } from '@/i18n/texts-provider';
import type { SignInSuccessDetail } from '@/verification/phone-verifier';
import { Refusal, refusalOf, type NextStep } from '@/lib/api-error';
import { OtpStep } from './lazy-otp-step';
import { SendWait } from './send-wait';
import { useSendCode, type SendCodeOptions } from './use-send-code';

type Data = Record<string, unknown>;

/**
 * How a refused sign-in is told: the catalogue's message for the server's code (else the fallback),
 * and by code the way on, which carries the phone so it need not be typed again.
 */
export interface SignInRefusals {
  /** `logInRefusals`, `signUpRefusals`, or the caller's own words for a code. */
  catalogue: RefusalTexts;
  fallback: TextKey;
  next?: Record<string, Omit<NextStep, 'state'>>;
}

interface SignInByCodeProps extends SendCodeOptions {
  /** The form that asks for the phone (its `phone` field), and for sign-up the rest. */
  form: FormDefinition;
  data: Data;
  onChange: (data: Data) => void;
  /**
   * After a right code: the call that signs in (login, sign-up, a staff session, the wizard's uid).
   * A `Refusal` it throws is told as it is; anything else through `refusals`.
   */
  onVerified: (detail: SignInSuccessDetail) => Promise<void>;
  refusals?: SignInRefusals;
  /** Said once the code is right, while `onVerified` runs. */
  verifiedText?: string;
  /** The OTP step's way back to the form. */
  backText?: string;
  /** More for the form: sign-up's group lookups, and its consent above the submit button. */
  formProps?: Pick<SchemaFormProps, 'onFieldBlur' | 'externalErrors' | 'formContext' | 'below'>;
  /** Above the form; the form's own title by default. */
  title?: ReactNode;
  /** Under the form: the way to another screen, a notice. */
  children?: ReactNode;
  className?: string;
  labelledBy?: string;
}

/**
 * Signing in by a code sent to the phone, wherever it happens (login, sign-up, the wizard's first
 * step, the Studio): the form, a send the server may refuse for a while, then the OTP step, then
 * `onVerified`. A refusal after a right code says why and the way on, never "OTP incorrect".
 */
export function SignInByCode({
  form,
  data,
  onChange,
  onVerified,
  refusals,
  verifiedText,
  backText,
  formProps,
  title,
  children,
  className = 'flex flex-col gap-6',
  labelledBy,
  ...options
}: SignInByCodeProps) {
  const t = useT();
  const phone = String(data.phone ?? '');
  const { step, sending, secondsToWait, sendCode, backToForm } = useSendCode(phone, options);

  const verified = async (detail: SignInSuccessDetail) => {
    try {
      await onVerified(detail);
    } catch (error) {
      if (error instanceof Refusal || !refusals) throw error;
      const next = Object.entries(refusals.next ?? {}).map(([code, on]) => [
        code,
        { ...on, state: { phone } },
      ]);
      const fallback = t(refusals.fallback);
      throw await refusalOf(error, refusals.catalogue, fallback, Object.fromEntries(next));
    }
  };

  if (step === 'otp') {
    const texts = { verifiedText: verifiedText ?? t('otp.processing'), backText };
    return <OtpStep phone={phone} {...texts} onVerified={verified} onBack={backToForm} />;
  }
  return (
    <section className={className} aria-labelledby={labelledBy}>
      {title ?? <h1 className="text-2xl font-semibold">{form.schema.title}</h1>}
      <SchemaForm
        form={form}
        formData={data}
        onChange={onChange}
        onSubmit={() => void sendCode()}
        {...formProps}
        busy={sending}
        submitDisabled={secondsToWait > 0}
      />
      <SendWait seconds={secondsToWait} />
      {children}
    </section>
  );
}
