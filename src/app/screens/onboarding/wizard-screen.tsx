import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '@/ui/toasts';
import { t } from '@/i18n/texts';
import { LoadingOverlay } from '../../components/loading-overlay';
import { api, clientConfig } from '@/lib/services';
import type { Answer } from '@/shared/api/answers';
import { PhoneStep } from './phone-step';
import { Stepper } from './stepper';
import { useWizardState } from './use-wizard-state';
import { useWizardStep } from './use-wizard-step';
import { VerifiedPhone } from './verified-phone';
import { errorMessage } from '@/lib/api-error';
import { focusUnticked, givenConsent, NO_TICKS, unticked } from '../../components/consent-boxes';
import { WIZARD_CONSENT, WizardConsent, type WizardConsentState } from './wizard-consent';

// A visitor lands on Verify Phone: the later steps (the business list's delete dialog among them)
// arrive when reached.
const ProfileStep = lazy(() => import('./profile-step').then((m) => ({ default: m.ProfileStep })));
const BusinessStep = lazy(() =>
  import('./business-step').then((m) => ({ default: m.BusinessStep })),
);
const ThankYou = lazy(() => import('./thank-you').then((m) => ({ default: m.ThankYou })));

/** The public onboarding wizard: Verify Phone, Profile Info, Business Info, one submit. */
export function WizardScreen() {
  const [state, update, { finish, restart }] = useWizardState();
  const { step, open, go, back } = useWizardStep(state);
  const [submitting, setSubmitting] = useState(false);
  const [supportPhone, setSupportPhone] = useState<string | undefined>();
  // Asked afresh at each visit to the last step: a consent is never restored from a draft.
  const [consent, setConsent] = useState<WizardConsentState>({ ticks: NO_TICKS });
  const [askConsent, setAskConsent] = useState(false);
  // "Start new form": the next person types their phone at once.
  const [restarted, setRestarted] = useState(false);

  useEffect(() => {
    if (state.complete)
      clientConfig().then(
        (c) => setSupportPhone(c.supportPhone),
        () => undefined,
      );
  }, [state.complete]);

  const submit = async () => {
    // Nothing is sent until who fills it in is said and both boxes are ticked.
    if (consent.forOther === undefined || unticked(consent.ticks)) {
      setAskConsent(true);
      if (consent.forOther === undefined)
        document.getElementById(`${WIZARD_CONSENT}-self`)?.focus();
      else focusUnticked(WIZARD_CONSENT, consent.ticks);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await api
        .post('v2/user/create-profile', {
          json: {
            profile: { ...state.profile, uid: state.uid },
            businesses: state.businesses,
            consent: await givenConsent(consent.forOther),
          },
        })
        .json<Answer<'/api/v2/user/create-profile', 'post'>>();
      if (answer.success) finish();
      else toast.error(t('errors.INTERNAL_ERROR'));
    } catch (error) {
      console.error('Wizard submit failed', error);
      toast.error(await errorMessage(error, t('errors.INTERNAL_ERROR')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div>
      <Stepper current={step} done={open} complete={state.complete} />
      {/* The stepper stays while a step's code or form arrives. */}
      <Suspense fallback={null}>
        {state.complete ? (
          <ThankYou
            supportPhone={supportPhone}
            phone={state.phone.phone ? String(state.phone.phone) : undefined}
            onRestart={() => {
              restart();
              setRestarted(true);
            }}
          />
        ) : step === 0 && state.uid ? (
          <VerifiedPhone
            phone={String(state.phone.phone ?? '')}
            onNext={() => go(1)}
            onChangePhone={() => update({ uid: undefined, phase: 'phone' })}
          />
        ) : step === 0 ? (
          <PhoneStep
            autoFocus={restarted}
            data={state.phone}
            phase={state.phase}
            onChange={(phone) => update({ phone })}
            onPhase={(phase) => update({ phase })}
            onVerified={(uid) => {
              update({ uid, profile: { ...state.profile, phone: state.phone.phone } });
              go(1);
            }}
          />
        ) : step === 1 ? (
          <ProfileStep
            data={state.profile}
            onChange={(profile, valid) =>
              update({ profile, profileDone: state.profileDone && valid })
            }
            onNext={() => {
              update({ profileDone: true });
              go(2);
            }}
          />
        ) : (
          <BusinessStep
            businesses={state.businesses}
            onChange={(businesses) => update({ businesses })}
            editing={state.draft}
            onEditing={(draft) => update({ draft })}
            onBack={back}
            onSubmit={() => void submit()}
            submitting={submitting}
            consent={
              <WizardConsent
                value={consent}
                onChange={setConsent}
                showErrors={askConsent}
                disabled={submitting}
              />
            }
          />
        )}
      </Suspense>
      {submitting && <LoadingOverlay />}
    </div>
  );
}
