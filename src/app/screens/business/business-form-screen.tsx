import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/ui/toasts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { restoreOtherCategory } from '@/shared/business';
import type { Answer } from '@/shared/api/answers';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useBusinessSources } from '@/hooks/use-business-sources';
import { api } from '@/lib/services';
import { useLiveForm } from '@/lib/live-forms';

type Business = Record<string, unknown>;

/** Add business, or edit the one named by ?bizId. */
export function BusinessFormScreen() {
  const businessForm = useLiveForm('business');
  const [params] = useSearchParams();
  const bizId = params.get('bizId');
  const navigate = useNavigate();
  const t = useT();
  const [edited, setData] = useState<Business | undefined>(bizId ? undefined : {});
  /**
   * The record as loaded; the form opens once the category list is known (a saved own category
   * shows as Other).
   */
  const [stored, setStored] = useState<Business | undefined>();
  const [saving, setSaving] = useState(false);
  const sources = useBusinessSources(edited ?? stored ?? {});
  const categories = sources.optionSources?.categories;
  const restored = useMemo(() => {
    if (!stored || !Array.isArray(categories)) return undefined;
    const listed = categories.map((c: string | { value: string }) =>
      typeof c === 'string' ? c : c.value,
    );
    return restoreOtherCategory(stored, listed);
  }, [stored, categories]);
  const data = edited ?? restored;

  useEffect(() => {
    if (!bizId) return;
    api
      .get(`business/${encodeURIComponent(bizId)}`)
      .json<Answer<'/api/business/{id}', 'get'>>()
      .then(
        ({ businessId: _id, ...business }) => setStored(business),
        (error: unknown) => {
          console.error('Could not load the business', error);
          toast.error(textNow('screen.someError'));
          navigate('/secure/business', { replace: true });
        },
      );
  }, [bizId, navigate]);

  const save = async (business: Business) => {
    setSaving(true);
    try {
      const { data: saved } = bizId
        ? await api
            .patch(`business/${encodeURIComponent(bizId)}`, { json: business })
            .json<Answer<'/api/business/{id}', 'patch'>>()
        : await api.post('business', { json: business }).json<Answer<'/api/business', 'post'>>();
      if (saved.businessId) {
        toast.success(textNow('screen.businessSaved'));
        navigate('/secure/business');
      }
    } catch (error) {
      console.error('Could not save the business', error);
      toast.error(textNow('screen.someError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <Link
        to="/secure/business"
        className="text-primary self-start text-sm underline-offset-4 hover:underline"
      >
        ← {t('screen.backToBusinesses')}
      </Link>
      <h1 className="text-2xl font-semibold">
        {bizId ? t('screen.editBusinessTitle') : businessForm.schema.title}
      </h1>
      {data ? (
        <SchemaForm
          form={businessForm}
          formData={data}
          onChange={setData}
          onSubmit={(b) => void save(b)}
          formContext={sources}
          mode={bizId ? 'edit' : 'create'}
          busy={saving}
        />
      ) : (
        <p role="status">{t('screen.loading')}</p>
      )}
      {saving && <LoadingOverlay />}
    </section>
  );
}
