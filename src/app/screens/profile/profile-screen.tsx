import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/ui/toasts';
import { SchemaForm } from '@/forms/schema-form';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { useListOption } from '@/i18n/list-options';
import { LoadingOverlay } from '../../components/loading-overlay';
import { api } from '@/lib/services';
import { useLiveForm } from '@/lib/live-forms';
import { forgetMyProfile, myProfile } from '@/lib/my-profile';

/** The profile as the form holds it while the member edits it. */
type ProfileData = Record<string, unknown>;

/** Personal Information: names and the alternate phone are editable, the rest read-only. */
export function ProfileScreen() {
  const profileForm = useLiveForm('profile');
  const [data, setData] = useState<ProfileData | undefined>();
  const [saving, setSaving] = useState(false);
  const t = useT();
  const item = useListOption();
  // The region is read-only here: its one option names it in the page's language.
  const region = typeof data?.region === 'string' ? data.region : undefined;
  const formContext = useMemo(
    () => ({ optionSources: { regions: region ? [item('lists.region.', region)] : [] } }),
    [region, item],
  );

  useEffect(() => {
    // The signed-in layout reads it too: one request (`myProfile`), copied so edits stay here.
    myProfile().then(
      (profile) => setData({ ...profile }),
      (error: unknown) => {
        console.error('Could not load the profile', error);
        toast.error(textNow('screen.someError'));
      },
    );
  }, []);

  const save = async (profile: ProfileData) => {
    setSaving(true);
    try {
      await api.post('profile/update', { json: profile }).json();
      forgetMyProfile();
      toast.success(textNow('screen.profileSaved'));
    } catch (error) {
      console.error('Could not save the profile', error);
      toast.error(textNow('screen.someError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{profileForm.schema.title}</h1>
      {data ? (
        <SchemaForm
          form={profileForm}
          formData={data}
          onChange={setData}
          formContext={formContext}
          // A field staff made required since the member last saved is asked for at once.
          mode="edit"
          onSubmit={(p) => void save(p)}
          busy={saving}
        />
      ) : (
        <p role="status">{t('screen.loading')}</p>
      )}
      {saving && <LoadingOverlay />}
    </section>
  );
}
