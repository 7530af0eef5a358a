import ky, { type KyInstance } from 'ky';
import type { DraftFiles } from '@/shared/studio-types';
import type { StaffRole } from '@/shared/staff-roles';
import type {
  Answer,
  AuditPage,
  ImpactResult,
  MemberDetail,
  MemberPage,
  RequestDetail,
  RequestList,
  StaffEntry,
  StaffMe,
  StaffSession,
  StudioForms,
} from '@/shared/api/answers';
import type { MonthRange, ReferralStats } from './referral-stats-types';

export interface StudioApiOptions {
  token: () => string | undefined;
  /** The server no longer takes the token: it ran out, or the person is no longer on the staff. */
  onSignedOut: () => void;
  prefixUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The Studio's client for `/api/studio/*`: the staff bearer token on every call. A 401 means the
 * token ran out. Studio routes answer 404 to a caller they do not know, but also to an area the
 * role may not use (an admin changed it) and to a member that is gone: a 404 ends the session only
 * when `me` is refused too.
 */
export function createStudioApi({
  token,
  onSignedOut,
  prefixUrl = '/api/studio',
  fetch,
}: StudioApiOptions) {
  const http: KyInstance = ky.create({
    prefixUrl,
    retry: 0,
    timeout: 60_000,
    fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const value = token();
          if (value) request.headers.set('authorization', `Bearer ${value}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          const path = new URL(request.url).pathname;
          if (path.endsWith('/session')) return;
          if (response.status === 401) return onSignedOut();
          if (response.status !== 404) return;
          if (path.endsWith('/me')) return onSignedOut();
          const me = await http.get('me', { throwHttpErrors: false });
          if (me.status === 404 || me.status === 401) onSignedOut();
        },
      ],
    },
  });
  return {
    signIn: (body: { phone: string; uid: string; token: string }) =>
      http.post('session', { json: body }).json<StaffSession>(),
    forms: () => http.get('forms').json<StudioForms>(),
    check: (files: DraftFiles) =>
      http.post('check', { json: { files } }).json<Answer<'/api/studio/check', 'post'>>(),
    /** The draft's forms, in `language` (a code of KNOWN_LANGUAGES) or English. */
    preview: (files: DraftFiles, language?: string) =>
      http
        .post('preview', { json: { files, language } })
        .json<Answer<'/api/studio/preview', 'post'>>(),
    impact: (files: DraftFiles) => http.post('impact', { json: { files } }).json<ImpactResult>(),
    publish: (body: { files: DraftFiles; note: string; baseVersion: number | null }) =>
      http.post('publish', { json: body }).json<Answer<'/api/studio/publish', 'post'>>(),
    versions: () => http.get('versions').json<Answer<'/api/studio/versions', 'get'>>(),
    rollback: (id: number, note?: string) =>
      http
        .post(`versions/${id}/rollback`, { json: note ? { note } : {} })
        .json<Answer<'/api/studio/versions/{id}/rollback', 'post'>>(),
    me: () => http.get('me').json<StaffMe>(),
    staff: () => http.get('staff').json<Answer<'/api/studio/staff', 'get'>>(),
    /** `country`: the one the phone box showed; the server refuses a number of another one. */
    setRole: (phone: string, role: StaffRole, country?: string) =>
      http
        .put(`staff/${encodeURIComponent(phone)}`, { json: { role, country } })
        .json<StaffEntry>(),
    removeStaff: (phone: string) =>
      http
        .delete(`staff/${encodeURIComponent(phone)}`)
        .json<Answer<'/api/studio/staff/{phone}', 'delete'>>(),
    audit: (query: { actor?: string; country?: string; action?: string; cursor?: string }) =>
      http.get('audit', { searchParams: withoutEmpty(query) }).json<AuditPage>(),
    /** Members' concerns and scheduled deletions, overdue first; answers labelled in `lang`. */
    requests: (lang: string) =>
      http.get('requests', { searchParams: { lang } }).json<RequestList>(),
    /** One concern, opened (the server audits it). */
    request: (id: string, lang: string) =>
      http
        .get(`requests/${encodeURIComponent(id)}`, { searchParams: { lang } })
        .json<RequestDetail>(),
    /** Staff answer a concern; the member reads the reply on Your data. */
    replyToRequest: (id: string, reply: string, lang: string) =>
      http
        .post(`requests/${encodeURIComponent(id)}/reply`, {
          json: { reply },
          searchParams: { lang },
        })
        .json<RequestDetail>(),
    members: (filter: Record<string, string | undefined>, cursor?: string) =>
      http.get('members', { searchParams: withoutEmpty({ ...filter, cursor }) }).json<MemberPage>(),
    /** The groups' regions, for the members' filter (a public list beside the Studio's routes). */
    regions: () =>
      ky
        .get('groups/regions', { prefixUrl: prefixUrl.replace(/\/studio$/, ''), fetch })
        .json<Answer<'/api/groups/regions', 'get'>>(),
    /** A member, their fields labelled in `lang` (the page's language). */
    member: (id: string, lang: string) =>
      http
        .get(`members/${encodeURIComponent(id)}`, { searchParams: { lang } })
        .json<MemberDetail>(),
    /** Members who open far more directory listings than the median (the server audits the look). */
    heavyViewers: () =>
      http
        .get('directory/heavy-viewers')
        .json<Answer<'/api/studio/directory/heavy-viewers', 'get'>>(),
    /** How many members, and businesses of theirs, an export of this filter would hold. */
    membersCount: (filter: Record<string, string | undefined>) =>
      http
        .get('members/count', { searchParams: withoutEmpty(filter) })
        .json<Answer<'/api/studio/members/count', 'get'>>(),
    /**
     * A link to the CSV the server streams, for a spreadsheet program in `lang` or for other tools
     * (English column names, plain values). The browser follows it and saves the file straight to
     * disk under the name the server gives; it works once, within a minute, for this staff member.
     */
    exportLink: (
      kind: 'members' | 'businesses',
      filter: Record<string, string | undefined>,
      { format, lang }: { format: 'spreadsheet' | 'tools'; lang: string },
    ) =>
      http
        .post('members/export-link', { json: withoutEmpty({ ...filter, kind, format, lang }) })
        .json<Answer<'/api/studio/members/export-link', 'post'>>(),
    /** Referrals given, received and won, by month (India time), group and region. */
    referralStats: (range: MonthRange) =>
      http.get('referrals', { searchParams: { ...range } }).json<ReferralStats>(),
    /**
     * The same as the server's CSV file (small: a row per month and group), read with the token;
     * its column names in `lang`.
     */
    referralStatsCsv: (range: MonthRange, lang: string) =>
      http.get('referrals.csv', { searchParams: { ...range, lang } }),
  };
}

/** A query without its empty fields, which the server's schemas would refuse or read as a filter. */
export const withoutEmpty = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;

export type StudioApi = ReturnType<typeof createStudioApi>;
