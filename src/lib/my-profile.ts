import type { Profile } from '@/shared/api/answers';
import { api, tokenStore } from './services';

/**
 * How long one answer serves every reader. The signed-in layout and the page's screen both read the
 * profile as a page opens, the screen often once its code has arrived, after the answer; a page
 * opened later asks again, so another device's change still shows on the next page.
 */
const SHARED_MS = 30_000;

let held: { member: string | null; asked: number; answer: Promise<Profile> } | undefined;

/**
 * The signed-in member's profile, asked for once however many parts of a page read it: a request
 * still on its way, or answered in the last moments for the same member, is shared. A failed one is
 * not kept, so the next reader asks again.
 */
export function myProfile(): Promise<Profile> {
  // Another member signing in here asks afresh (a session stored without its member: by its token).
  const member = tokenStore.getUserId() ?? tokenStore.getRefreshToken();
  const now = Date.now();
  if (held && held.member === member && now - held.asked < SHARED_MS) return held.answer;
  const entry = { member, asked: now, answer: api.get('profile/me').json<Profile>() };
  held = entry;
  entry.answer.catch(() => {
    if (held === entry) held = undefined;
  });
  return entry.answer;
}

/** After a change to the profile (a save, the language, consent): the next reader asks again. */
export function forgetMyProfile(): void {
  held = undefined;
}
