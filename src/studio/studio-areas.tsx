import { Navigate, Route, Routes } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import type { StudioArea } from '@/shared/staff-roles';
import type { StudioApi } from './shell/studio-api';
import { AuditArea } from './audit';
import { StudioWorkspace } from './forms';
import { MemberPage, MembersArea, ReferralStatsArea } from './members';
import { StaffArea } from './staff';
import { RequestPage, RequestsArea } from './requests';
import { AREA_PATHS, AreaNav } from './shell/area-nav';
import { useStaffMe } from './shell/use-staff-me';

/**
 * The Studio once signed in: the areas the person's role may use (forms for editors, members and
 * requests for viewers, all five for admins). An address of an area the role may not use goes to the first it may.
 */
export function StudioAreas({ api }: { api: StudioApi }) {
  const t = useT();
  const me = useStaffMe(api);
  if (!me) return <p role="status">{t('studio.loading')}</p>;
  const may = (area: StudioArea) => me.areas.includes(area);
  const home = <Navigate to={AREA_PATHS[me.areas[0] ?? 'forms']} replace />;
  return (
    <div className="flex flex-col gap-4">
      <AreaNav areas={me.areas} />
      <Routes>
        <Route
          index
          element={
            may('forms') ? <StudioWorkspace api={api} opensMembers={may('members')} /> : home
          }
        />
        <Route path="members" element={may('members') ? <MembersArea api={api} /> : home} />
        <Route
          path="members/referrals"
          element={may('members') ? <ReferralStatsArea api={api} /> : home}
        />
        <Route path="members/:id" element={may('members') ? <MemberPage api={api} /> : home} />
        <Route path="staff" element={may('staff') ? <StaffArea api={api} me={me} /> : home} />
        <Route path="audit" element={may('audit') ? <AuditArea api={api} /> : home} />
        <Route
          path="requests"
          element={
            may('requests') ? <RequestsArea api={api} opensMembers={may('members')} /> : home
          }
        />
        <Route path="requests/:id" element={may('requests') ? <RequestPage api={api} /> : home} />
        <Route path="*" element={home} />
      </Routes>
    </div>
  );
}
