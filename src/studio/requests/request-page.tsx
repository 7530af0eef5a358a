import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { RequestDetail } from '@/shared/api/answers';
import type { StudioApi } from '../shell/studio-api';
import { INPUT, LABEL, TARGET, WHEN } from '../shell/studio-classes';
import { usePhoneText } from '../shell/use-phone-text';
import { DUE, STATUS_NAMES } from './request-words';

/** The longest reply (the server's bound too). */
const LONGEST_REPLY = 2000;

/**
 * A member's concern, opened (the server audits each opening): what they said, when it is due,
 * and the reply. Staff write the reply once; the member reads it on Your data.
 */
export function RequestPage({ api }: { api: StudioApi }) {
  const t = useT();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const [detail, setDetail] = useState<RequestDetail>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    let current = true;
    api.request(id, language).then(
      (found) => current && setDetail(found),
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.requests.notFound'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, language, t]);

  const back = (
    <Link
      to="/studio/requests"
      className="text-primary inline-flex min-h-11 items-center self-start underline"
    >
      {t('studio.requests.back')}
    </Link>
  );
  if (loadError)
    return (
      <div className="flex flex-col gap-2">
        {back}
        <p role="alert">{loadError}</p>
      </div>
    );
  if (!detail) return <p role="status">{t('studio.loading')}</p>;
  const { request } = detail;
  const facts: [string, string][] = [
    [t('studio.requests.raised'), new Date(request.createdAt).toLocaleString(language, WHEN)],
    [t('studio.requests.due'), new Date(request.dueAt).toLocaleDateString(language, DUE)],
    [t('studio.requests.status'), t(STATUS_NAMES[request.status])],
  ];
  return (
    <article aria-labelledby="request-title" className="flex max-w-3xl flex-col gap-4">
      {back}
      <h1 id="request-title" className="text-xl font-semibold break-words">
        {t('studio.requests.title', { name: request.memberName })}
      </h1>
      {request.overdue && (
        <p className="bg-destructive/10 text-destructive self-start rounded px-2 py-1 font-semibold">
          {t('studio.requests.overdue')}
        </p>
      )}
      <Facts
        facts={[
          ...facts,
          ...request.answers.map((a): [string, string] => [a.label, a.value ?? '']),
        ]}
      />
      {request.status === 'answered' ? (
        <Answered detail={detail} />
      ) : (
        <ReplyForm api={api} id={request.id} onReplied={setDetail} />
      )}
    </article>
  );
}

/** Labels and values, the value kept as written (line breaks included). */
function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The reply sent, by whom and when. */
function Answered({ detail: { request } }: { detail: RequestDetail }) {
  const t = useT();
  const { language } = useLanguage();
  const phoneText = usePhoneText(request.repliedBy ? [request.repliedBy] : undefined);
  return (
    <section aria-labelledby="reply-title" className="flex flex-col gap-2 rounded-md border p-4">
      <h2 id="reply-title" className="font-semibold">
        {t('studio.requests.reply')}
      </h2>
      <p className="break-words whitespace-pre-line">{request.reply}</p>
      <Facts
        facts={[
          [t('studio.requests.repliedBy'), request.repliedBy ? phoneText(request.repliedBy) : ''],
          [
            t('studio.requests.repliedAt'),
            request.repliedAt ? new Date(request.repliedAt).toLocaleString(language, WHEN) : '',
          ],
        ]}
      />
    </section>
  );
}

/** The reply box: sent once, then the page shows the answered concern. */
function ReplyForm({
  api,
  id,
  onReplied,
}: {
  api: StudioApi;
  id: string;
  onReplied: (detail: RequestDetail) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const field = useId();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    if (!reply.trim()) return setProblem(t('studio.requests.empty'));
    setSending(true);
    setProblem(undefined);
    try {
      onReplied(await api.replyToRequest(id, reply, language));
    } catch (error) {
      setProblem(await errorMessage(error, t('studio.requests.replyFailed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={field} className={LABEL}>
        {t('studio.requests.replyLabel')}
      </label>
      <p id={`${field}-help`} className="text-muted-foreground text-sm">
        {t('studio.requests.replyHelp')}
      </p>
      <textarea
        id={field}
        value={reply}
        onChange={(event) => {
          setReply(event.target.value);
          setProblem(undefined);
        }}
        rows={6}
        maxLength={LONGEST_REPLY}
        aria-describedby={`${field}-help${problem ? ` ${field}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        className={`${INPUT} py-2`}
      />
      {problem && (
        <p id={`${field}-problem`} role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={sending} className={`${TARGET} self-start`}>
        {sending ? t('studio.requests.sending') : t('studio.requests.send')}
      </Button>
    </form>
  );
}
