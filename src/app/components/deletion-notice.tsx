import { useEffect, useState } from 'react';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { api } from '@/lib/services';
import { toast } from '@/ui/toasts';
import type { Answer } from '@/shared/api/answers';

type Deletion = Answer<'/api/me/deletion', 'get'>;

/** A date as the page's language writes it: "23 December 2026". */
export const longDate = (at: string, language: string) =>
  new Date(at).toLocaleDateString(language, { dateStyle: 'long' });

/**
 * The account's deletion, scheduled: the day it goes and "Keep my account", which cancels it. A
 * member who asked and signed in again during the grace sees it on every signed-in page. `due`
 * given, it shows that; otherwise it asks the server.
 */
export function DeletionNotice({ due, onKept }: { due?: string | null; onKept?: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const [asked, setAsked] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (due !== undefined) return;
    let live = true;
    api
      .get('me/deletion')
      .json<Deletion>()
      .then(
        (answer) => live && setAsked(answer.deletionDueAt),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [due]);
  const dueAt = due === undefined ? asked : due;
  if (!dueAt || kept) return null;

  const keep = async () => {
    setKeeping(true);
    try {
      await api.delete('me/deletion').json();
      setKept(true);
      toast.success(textNow('myData.kept'));
      onKept?.();
    } catch (error) {
      console.error('Could not keep the account', error);
      toast.error(textNow('screen.someError'));
    } finally {
      setKeeping(false);
    }
  };

  return (
    <div
      role="status"
      className="border-destructive/40 bg-destructive/5 mb-6 flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{t('myData.scheduled', { date: longDate(dueAt, language) })}</p>
      <Button
        type="button"
        className="min-h-11 shrink-0 px-4 md:min-h-9"
        disabled={keeping}
        onClick={() => void keep()}
      >
        {t('myData.keep')}
      </Button>
    </div>
  );
}
