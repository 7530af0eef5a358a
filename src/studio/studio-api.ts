import ky from 'ky';
import type { StaffSession } from './staff-session';
import type {
  CheckResult,
  DraftFiles,
  ImpactResult,
  PreviewResult,
  StudioForms,
  VersionSummary,
  VersionWithDiff,
} from '@/shared/studio-types';

export interface StudioApiOptions {
  token: () => string | undefined;
  /** The server no longer takes the token (expired, or the phone left STAFF_PHONES). */
  onSignedOut: () => void;
  prefixUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The Studio's client for `/api/studio/*`: the staff bearer token on every call. Studio routes
 * answer 404 to any caller they do not know (and 401 to a token that has run out), so either means
 * the session is over.
 */
export function createStudioApi({
  token,
  onSignedOut,
  prefixUrl = '/api/studio',
  fetch,
}: StudioApiOptions) {
  const http = ky.create({
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
        (request, _options, response) => {
          const signingIn = new URL(request.url).pathname.endsWith('/session');
          if (!signingIn && (response.status === 401 || response.status === 404)) onSignedOut();
        },
      ],
    },
  });
  return {
    signIn: (body: { phone: string; uid: string; token: string }) =>
      http.post('session', { json: body }).json<StaffSession>(),
    forms: () => http.get('forms').json<StudioForms>(),
    check: (files: DraftFiles) => http.post('check', { json: { files } }).json<CheckResult>(),
    /** The draft's forms, in `language` (a code of KNOWN_LANGUAGES) or English. */
    preview: (files: DraftFiles, language?: string) =>
      http.post('preview', { json: { files, language } }).json<PreviewResult>(),
    impact: (files: DraftFiles) => http.post('impact', { json: { files } }).json<ImpactResult>(),
    publish: (body: { files: DraftFiles; note: string; baseVersion: number | null }) =>
      http.post('publish', { json: body }).json<{ version: VersionSummary }>(),
    versions: () => http.get('versions').json<{ versions: VersionWithDiff[] }>(),
    rollback: (id: number, note?: string) =>
      http
        .post(`versions/${id}/rollback`, { json: note ? { note } : {} })
        .json<{ version: VersionSummary }>(),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;
