import { Link, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import type { TextKey } from '@/shared/i18n/format';
import type { StudioArea } from '@/shared/staff-roles';
import { TARGET } from './studio-classes';

export const AREA_PATHS: Record<StudioArea, string> = {
  forms: '/studio',
  members: '/studio/members',
  staff: '/studio/staff',
  audit: '/studio/audit',
  requests: '/studio/requests',
};

const AREA_NAMES: Record<StudioArea, TextKey> = {
  forms: 'studio.area.forms',
  members: 'studio.area.members',
  staff: 'studio.area.staff',
  audit: 'studio.area.audit',
  requests: 'studio.area.requests',
};

/** The area an address is in: a member's page is in Members. */
const areaAt = (pathname: string): StudioArea =>
  (Object.keys(AREA_PATHS) as StudioArea[]).findLast((area) =>
    pathname.startsWith(AREA_PATHS[area]),
  ) ?? 'forms';

/**
 * The areas this person's role may use, and only those; they wrap on a phone, never hide. Plain
 * links marked `aria-current`: React Router's NavLink would add its code to every member's page,
 * which shares the router with the Studio.
 */
export function AreaNav({ areas }: { areas: StudioArea[] }) {
  const t = useT();
  const current = areaAt(useLocation().pathname);
  if (areas.length < 2) return null;
  return (
    <nav aria-label={t('studio.area.label')}>
      <ul className="flex flex-wrap gap-1 border-b pb-2">
        {areas.map((area) => (
          <li key={area}>
            <Link
              to={AREA_PATHS[area]}
              aria-current={area === current ? 'page' : undefined}
              className={`${TARGET} hover:bg-accent aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground flex items-center rounded-md px-3 text-sm font-medium`}
            >
              {t(AREA_NAMES[area])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
