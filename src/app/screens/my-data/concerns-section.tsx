import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { HTTPError } from 'ky';
import { Button } from '@/fast/button';
import { SchemaForm, type FormData } from '@/forms/schema-form';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { errorMessage } from '@/lib/api-error';
import { useLiveForm } from '@/lib/live-forms';
import { api } from '@/lib/services';
import { toast } from '@/ui/toasts';
import type { ApiError, OwnConcern, OwnConcerns } from '@/shared/api/answers';
import type { FieldErrors } from '@/shared/validation/field-errors';

const BUTTON =
  'bg-primary text-primary-foreground hover:bg-primary/90 min-h-11 self-start px-4 md:min-h-9';
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * The member's concerns to the office, on Your data: each with its status, the date the answer is
 * due and the office's reply; and Raise a concern, the concern form (schemas/, which staff may
 * change) drawn by the form engine.
 */
export function ConcernsSection() {
  const t = useT();
  const { language } = useLanguage();
  const heading = useId();
  const [own, setOwn] = useState<OwnConcerns>();
  const [loadError, setLoadError] = useState<string>();
  const [raising, setRaising] = useState(false);

  const load = useCallback(
    () =>
      api
        .get('me/concerns', { searchParams: { lang: language } })
        .json<OwnConcerns>()
        .then(
          (found) => {
            setOwn(found);
            setLoadError(undefined);
          },
          async (error: unknown) => {
            console.error('Could not load the concerns', error);
            setLoadError(await errorMessage(error, textNow('screen.someError')));
          },
        ),
    [language],
  );
  useEffect(() => void load(), [load]);

  const raised = async (concern: OwnConcern) => {
    setRaising(false);
    toast.success(
      textNow('concerns.sent', { date: new Date(concern.dueAt).toLocaleDateString(language, DAY) }),
    );
    await load();
  };

  return (
    <section aria-labelledby={heading} className="flex flex-col gap-4">
      <h2 id={heading} className="text-xl font-semibold">
        {t('concerns.title')}
      </h2>
      {own && (
        <p className="text-muted-foreground">{t('concerns.intro', { days: own.grievanceDays })}</p>
      )}
      {loadError && <p role="alert">{loadError}</p>}
      {!own && !loadError && <p role="status">{t('screen.loading')}</p>}
      {own && own.concerns.length === 0 && !raising && (
        <p className="text-muted-foreground">{t('concerns.none')}</p>
      )}
      {own && own.concerns.length > 0 && (
        <ul className="flex flex-col gap-3">
          {own.concerns.map((concern) => (
            <ConcernItem key={concern.id} concern={concern} />
          ))}
        </ul>
      )}
      {own &&
        (raising ? (
          <Suspense fallback={<p role="status">{t('screen.loading')}</p>}>
            <ConcernForm onRaised={raised} onCancel={() => setRaising(false)} />
          </Suspense>
        ) : own.canRaise ? (
          <Button type="button" className={BUTTON} onClick={() => setRaising(true)}>
            {t('concerns.raise')}
          </Button>
        ) : (
          <p className="rounded-md border p-3 text-sm">{t('errors.CONCERN_LIMIT')}</p>
        ))}
    </section>
  );
}

/** One concern: what it is about and says, when it is due, and the office's answer once given. */
function ConcernItem({ concern }: { concern: OwnConcern }) {
  const t = useT();
  const { language } = useLanguage();
  const day = (at: string) => new Date(at).toLocaleDateString(language, DAY);
  const answered = concern.status === 'answered';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold break-words">{concern.about}</h3>
        <span
          className={`rounded px-2 py-0.5 text-sm font-medium ${answered ? 'bg-primary/10 text-primary' : 'bg-muted'}`}
        >
          {t(answered ? 'concerns.status.answered' : 'concerns.status.open')}
        </span>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {concern.answers
          .filter((answer) => answer.key !== 'topic' && answer.value)
          .map((answer) => (
            <div key={answer.key}>
              <dt className="text-muted-foreground">{answer.label}</dt>
              <dd className="break-words whitespace-pre-line">{answer.value}</dd>
            </div>
          ))}
      </dl>
      <p className="text-muted-foreground flex flex-col text-sm">
        <span>{t('concerns.raisedOn', { date: day(concern.createdAt) })}</span>
        <span>{t('concerns.dueBy', { date: day(concern.dueAt) })}</span>
      </p>
      {answered && concern.reply && (
        <div className="bg-muted/50 flex flex-col gap-1 rounded-md p-3">
          <p className="text-sm font-medium">
            {t('concerns.reply', { date: day(concern.repliedAt ?? concern.dueAt) })}
          </p>
          <p className="break-words whitespace-pre-line">{concern.reply}</p>
        </div>
      )}
    </li>
  );
}

/** The live concern form in the page's language; a refusal's fields show under their fields. */
function ConcernForm({
  onRaised,
  onCancel,
}: {
  onRaised: (concern: OwnConcern) => void | Promise<void>;
  onCancel: () => void;
}) {
  const form = useLiveForm('concern');
  const { language } = useLanguage();
  const t = useT();
  const [data, setData] = useState<FormData>({});
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>();

  const send = async (concern: FormData) => {
    setSending(true);
    try {
      const answer = await api
        .post('me/concerns', { json: concern, searchParams: { lang: language } })
        .json<{ concern: OwnConcern }>();
      await onRaised(answer.concern);
    } catch (error) {
      console.error('Could not raise the concern', error);
      const body =
        error instanceof HTTPError
          ? ((await error.response
              .clone()
              .json()
              .catch(() => undefined)) as Partial<ApiError> | undefined)
          : undefined;
      if (body?.fields) setRefused(body.fields);
      else toast.error(await errorMessage(error, textNow('screen.someError')));
    } finally {
      setSending(false);
    }
  };

  // The button that opened the form is gone: the form's title takes the focus.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const { description } = form.schema;

  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <h3 ref={title} tabIndex={-1} className="text-lg font-semibold outline-none">
        {form.schema.title}
      </h3>
      {typeof description === 'string' && (
        <p className="text-muted-foreground mb-2 text-sm">{description}</p>
      )}
      <SchemaForm
        form={form}
        formData={data}
        onChange={setData}
        onSubmit={(concern) => void send(concern)}
        externalErrors={refused}
        busy={sending}
        actions={
          <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
            {t('concerns.cancel')}
          </Button>
        }
      />
    </div>
  );
}
