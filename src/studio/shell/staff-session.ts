import type { StaffSession } from '@/shared/api/answers';

/**
 * Its own key in sessionStorage, apart from the member token store: a staff token never rides on a
 * member request, and it ends with the tab.
 */
const KEY = 'studio.staff-session';

export const staffSession = {
  get(storage: Storage = window.sessionStorage): StaffSession | undefined {
    try {
      const session = JSON.parse(storage.getItem(KEY) ?? 'null') as StaffSession | null;
      if (!session?.token || Date.parse(session.expiresAt) <= Date.now()) return undefined;
      return session;
    } catch {
      return undefined;
    }
  },
  save(session: StaffSession, storage: Storage = window.sessionStorage) {
    storage.setItem(KEY, JSON.stringify(session));
  },
  clear(storage: Storage = window.sessionStorage) {
    storage.removeItem(KEY);
  },
};
