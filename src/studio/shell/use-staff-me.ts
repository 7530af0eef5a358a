import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { StaffMe } from '@/shared/api/answers';
import type { StudioApi } from './studio-api';

/**
 * Who is signed in and what their role may use, asked again on every move between areas: a role an
 * admin changed shows on the next screen, as the server applies it on the next request.
 */
export function useStaffMe(api: StudioApi): StaffMe | undefined {
  const { pathname } = useLocation();
  const [me, setMe] = useState<StaffMe>();
  useEffect(() => {
    let current = true;
    api.me().then(
      (found) => current && setMe(found),
      // Refused: the client has signed out already (the person is no longer on the staff list).
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, pathname]);
  return me;
}
