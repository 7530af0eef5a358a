import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { WIZARD_TEXT } from '@/shared/messages';
import { LoadingOverlay } from '../../components/loading-overlay';
import { api, clientConfig } from '../../services';
import { BusinessStep } from './business-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import { Stepper } from './stepper';
import { ThankYou } from './thank-you';
import { useWizardState } from './use-wizard-state';

/** The public onboarding wizard (§2, §4): Verify Phone, Profile Info, Business Info, one submit. */
export function WizardScreen() {
  const [state, update] = useWizardState();
  const [submitting, setSubmitting] = useState(false);
  const [supportPhone, setSupportPhone] = useState<string | undefined>();

  useEffect(() => {
    if (state.complete)
      clientConfig().then(
        (c) => setSupportPhone(c.supportPhone),
        () => undefined,
      );
  }, [state.complete]);

  const submit = async () => {
    setSubmitting(true);
    try {
      const answer = await api
        .post('v2/user/create-profile', {
          json: { profile: { ...state.profile, uid: state.uid }, businesses: state.businesses },
        })
        .json<{ success?: boolean }>();
      if (answer.success) update({ complete: true });
      else toast.error(WIZARD_TEXT.failed);
    } catch (error) {
      console.error('Wizard submit failed', error);
      toast.error(WIZARD_TEXT.failed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div>
      <Stepper current={state.step} complete={state.complete} />
      {state.complete ? (
        <ThankYou supportPhone={supportPhone} />
      ) : state.step === 0 ? (
        <PhoneStep
          data={state.phone}
          phase={state.phase}
          onChange={(phone) => update({ phone })}
          onPhase={(phase) => update({ phase })}
          onVerified={(uid) =>
            update({ uid, step: 1, profile: { ...state.profile, phone: state.phone.phone } })
          }
        />
      ) : state.step === 1 ? (
        <ProfileStep
          data={state.profile}
          onChange={(profile) => update({ profile })}
          onNext={() => update({ step: 2 })}
        />
      ) : (
        <BusinessStep
          businesses={state.businesses}
          onChange={(businesses) => update({ businesses })}
          editing={state.draft}
          onEditing={(draft) => update({ draft })}
          onBack={() => update({ step: 1 })}
          onSubmit={() => void submit()}
          submitting={submitting}
        />
      )}
      {submitting && <LoadingOverlay />}
    </div>
  );
}
