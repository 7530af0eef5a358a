import { useEffect, useState } from 'react';
import { toast } from '@/ui/toasts';
import { SchemaForm } from '@/forms/schema-form';
import { SCREEN_TEXT } from '@/shared/messages';
import { LoadingOverlay } from '../../components/loading-overlay';
import { api } from '@/lib/services';
import { useLiveForm } from '@/lib/live-forms';

type Profile = Record<string, unknown>;

/** Personal Information: names and the alternate phone are editable, the rest read-only. */
export function ProfileScreen() {
  const profileForm = useLiveForm('profile');
  const [data, setData] = useState<Profile | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get('profile/me')
      .json<Profile>()
      .then(setData, (error: unknown) => {
        console.error('Could not load the profile', error);
        toast.error(SCREEN_TEXT.someError);
      });
  }, []);

  const save = async (profile: Profile) => {
    setSaving(true);
    try {
      await api.post('profile/update', { json: profile }).json();
      toast.success(SCREEN_TEXT.profileSaved);
    } catch (error) {
      console.error('Could not save the profile', error);
      toast.error(SCREEN_TEXT.someError);
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
          onSubmit={(p) => void save(p)}
          busy={saving}
        />
      ) : (
        <p role="status">{SCREEN_TEXT.loading}</p>
      )}
      {saving && <LoadingOverlay />}
    </section>
  );
}
