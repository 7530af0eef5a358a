import { useEffect, useState } from 'react';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/ui/toasts';
import type { StudioApi } from '../shell/studio-api';
import { TARGET } from '../shell/studio-classes';
import { SwitchButton } from '../shell/switch-button';
import type { MembersFilter } from './members-query';

/**
 * The members in the current filter as a CSV file, one row per member or per business, and before
 * the click how many that is. The file is for a spreadsheet program, in the page's language, or for
 * other tools. The Studio's calls carry a bearer token, which a plain link cannot: the server gives
 * a signed link for this one file (once, within a minute), which the browser follows and saves
 * straight to disk, however large the file.
 */
export function ExportButtons({ api, filter }: { api: StudioApi; filter: MembersFilter }) {
  const t = useT();
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [forTools, setForTools] = useState(false);
  const [count, setCount] = useState<{ of: string; members: number; businesses: number }>();
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    let current = true;
    api.membersCount(filter).then(
      (answer) => current && setCount({ of: filterKey, ...answer }),
      () => current && setCount(undefined),
    );
    return () => {
      current = false;
    };
    // The filter is read through its key: a new object with the same values asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, filterKey]);
  const known = count?.of === filterKey ? count : undefined;
  const searched = Object.values(filter).some(Boolean);

  const download = async (kind: 'members' | 'businesses') => {
    setBusy(true);
    try {
      const format = forTools ? 'tools' : 'spreadsheet';
      const { url } = await api.exportLink(kind, filter, { format, lang: language });
      // The browser saves the stream to disk as it arrives: nothing of it is held in this page.
      const link = document.createElement('a');
      link.href = url;
      link.download = '';
      link.rel = 'noopener';
      link.click();
    } catch (error) {
      toast.error(await errorMessage(error, t('studio.members.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-md border p-3" aria-busy={busy}>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          className={TARGET}
          disabled={busy}
          onClick={() => void download('members')}
        >
          {t('studio.members.exportMembers')}
        </Button>
        <Button
          type="button"
          variant="outline"
          className={TARGET}
          disabled={busy}
          onClick={() => void download('businesses')}
        >
          {t('studio.members.exportBusinesses')}
        </Button>
      </div>
      <p role="status" className="text-muted-foreground min-h-5 text-sm">
        {known && (
          <>
            <span>
              {t(searched ? 'studio.members.exportsSearch' : 'studio.members.exportsAll', {
                count: known.members,
              })}
            </span>{' '}
            <span>{t('studio.members.exportsBusinesses', { count: known.businesses })}</span>
          </>
        )}
      </p>
      <SwitchButton checked={forTools} onChange={setForTools} className="self-start">
        {t('studio.members.exportForTools')}
      </SwitchButton>
    </div>
  );
}
