import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { errorCode, errorMessage } from '@/lib/api-error';
import { api } from '@/lib/services';
import { toast } from '@/ui/toasts';
import { fieldClass } from '../../../../widgets/field-class';
import { parseRupees } from './money';
import { MOVES, type MovedReferral, type Referral, type ReferralMove } from './referral-types';

/** 44 px on a phone, shadcn's size from md up (its sizes are desktop-first). */
const TARGET = 'min-h-11 md:min-h-9';
const FIELD = 'w-full min-w-0 px-3 text-base md:text-sm';

/**
 * The receiver's moves on a referral, only those its status allows: Contacted at once; Won asks
 * the value (₹, excluding GST), Lost asks why. A move the server refuses because the referral
 * changed meanwhile (409) reads the list again and says so.
 */
export function ReferralMoves({
  referral,
  onChanged,
  onConflict,
}: {
  referral: Referral;
  onChanged?: (referral: Referral) => void;
  onConflict?: () => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState<'won' | 'lost'>();
  const [busy, setBusy] = useState(false);
  const moves = MOVES[referral.status];
  if (moves.length === 0) return null;

  const send = async (status: ReferralMove, extra: { value?: number; reason?: string } = {}) => {
    setBusy(true);
    try {
      const changed = await api
        .post(`referrals/${encodeURIComponent(referral.id)}/status`, {
          json: { status, ...extra },
        })
        .json<MovedReferral>();
      setAsking(undefined);
      toast.success(
        textNow('referrals.updated', { status: textNow(`referrals.status.${changed.status}`) }),
      );
      onChanged?.(changed);
    } catch (error) {
      if ((await errorCode(error)) === 'REFERRAL_STATUS_CONFLICT') {
        setAsking(undefined);
        toast.error(textNow('referrals.changed'));
        onConflict?.();
      } else {
        console.error('Could not move the referral', error);
        toast.error(await errorMessage(error, textNow('screen.someError')));
      }
    } finally {
      setBusy(false);
    }
  };

  if (asking)
    return (
      <MoveForm
        kind={asking}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onSend={(extra) => void send(asking, extra)}
      />
    );

  return (
    <div role="group" aria-label={t('referrals.update')} className="flex flex-wrap gap-2">
      {moves.includes('contacted') && (
        <Button
          type="button"
          className={TARGET}
          disabled={busy}
          onClick={() => void send('contacted')}
        >
          {t('referrals.markContacted')}
        </Button>
      )}
      {moves.includes('won') && (
        <Button type="button" className={TARGET} disabled={busy} onClick={() => setAsking('won')}>
          {t('referrals.markWon')}
        </Button>
      )}
      {moves.includes('lost') && (
        <Button
          type="button"
          variant="outline"
          className={TARGET}
          disabled={busy}
          onClick={() => setAsking('lost')}
        >
          {t('referrals.markLost')}
        </Button>
      )}
    </div>
  );
}

/** Won's value or Lost's reason (one line), asked in place; the field takes the focus when it opens. */
function MoveForm({
  kind,
  busy,
  onCancel,
  onSend,
}: {
  kind: 'won' | 'lost';
  busy: boolean;
  onCancel: () => void;
  onSend: (extra: { value?: number; reason?: string }) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'won') {
      const value = parseRupees(text);
      if (value === undefined) {
        setError(t('referrals.valueInvalid'));
        field.current?.focus();
      } else onSend({ value });
    } else {
      const reason = text.trim();
      if (!reason) {
        setError(t('referrals.reasonRequired'));
        field.current?.focus();
      } else onSend({ reason });
    }
  };

  const described = [kind === 'won' ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id: `${id}-field`,
    value: text,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 rounded-md border p-3">
      <label htmlFor={`${id}-field`} className="text-sm font-medium">
        {t(kind === 'won' ? 'referrals.valueLabel' : 'referrals.reasonLabel')}
      </label>
      <input
        ref={field}
        {...common}
        type="text"
        autoComplete="off"
        // The server keeps a reason as one line of at most 500 characters.
        maxLength={kind === 'lost' ? 500 : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        className={fieldClass(FIELD, 'h-11 md:h-9')}
      />
      {kind === 'won' && (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {t('referrals.valueHint')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className={TARGET} disabled={busy}>
          {t('referrals.save')}
        </Button>
        <Button type="button" variant="outline" className={TARGET} onClick={onCancel}>
          {t('referrals.cancel')}
        </Button>
      </div>
    </form>
  );
}
