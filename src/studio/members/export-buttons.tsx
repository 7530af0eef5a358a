import { useState } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/ui/toasts';
import type { StudioApi } from '../studio-api';
import { TARGET } from '../studio-classes';
import type { MembersFilter } from './members-query';

/**
 * The members in the current filter as a CSV file, one row per member or per business. The Studio's
 * calls carry a bearer token, which a plain link cannot, so the file is fetched, then saved.
 */
export function ExportButtons({ api, filter }: { api: StudioApi; filter: MembersFilter }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async (kind: 'members' | 'businesses') => {
    setBusy(true);
    try {
      const { blob, fileName } = await api.exportCsv(kind, filter);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast.error(await errorMessage(error, t('studio.members.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy}>
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
  );
}
