/**
 * What the browser reads from the API, typed from the server's own OpenAPI document
 * (`npm run api:types`), so a route's answer and the screen that reads it cannot drift apart. The
 * server types its answers from its route schemas and never imports these.
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { HttpMethod, PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { components, paths } from './generated/openapi';

/** A path's operation for a method (the paths name the methods they lack too, as `never`). */
type Operation<Path extends keyof paths, Method extends HttpMethod> =
  paths[Path] extends Record<Method, infer Found extends Record<string, unknown>> ? Found : never;

/** The JSON body of an operation's success: `Answer<'/api/v2/config', 'get'>`. */
export type Answer<
  Path extends PathsWithMethod<paths, Method>,
  Method extends HttpMethod,
> = SuccessResponseJSON<Operation<Path, Method>>;

/** The body of every refusal: its code, the message in the page's language, and what else it names. */
export type ApiError = components['schemas']['ApiError'];

/** What the server tells the browser about itself: configuration, not code. */
export type ClientConfig = Answer<'/api/v2/config', 'get'>;

/** A session's tokens: login, sign-up and a refresh answer them alike, and the browser keeps them. */
export type AuthTokens = Answer<'/api/auth/login', 'post'>;

/** The signed-in member's profile: the header's language, the dashboard and the profile screen read it. */
export type Profile = Answer<'/api/profile/me', 'get'>;

/** A group as the group routes name it: a lookup answers one, a search a list of them. */
export type Group = Answer<'/api/groups/{groupNumber}', 'get'>;

/** The privacy notice in one language, as its page shows it. */
export type PrivacyNotice = Answer<'/api/privacy/notice', 'get'>;

/** The network's contact person for members' data, as every page's footer names them. */
export type PrivacyContact = Answer<'/api/privacy/contact', 'get'>;

/** A business in the member's list: the dashboard counts them, the list screen shows them. */
export type ListedBusiness = Answer<'/api/business/', 'get'>[number];

/**
 * A part of members' catalogue in one language. The document says only that a message is a string
 * or an array; the page reads Lingui's compiled form, which the server writes.
 */
export type TextsAnswer = Omit<Answer<'/api/v2/texts/{language}', 'get'>, 'messages'> & {
  messages: Record<string, CompiledMessage>;
};

// The Form Studio (`/api/studio/*`). The form engine builds problems, changes and language reports
// with its own types (studio-types); the Studio reads them as answered here.

/** A staff session: the sign-in answers it, and the tab keeps it. */
export type StaffSession = Answer<'/api/studio/session', 'post'>;

/** Who the staff token names, and the areas their role lets them use now. */
export type StaffMe = Answer<'/api/studio/me', 'get'>;

/** One person on staff: the staff list names them, a role change answers them. */
export type StaffEntry = Answer<'/api/studio/staff/{phone}', 'put'>;

/** A page of the audit, newest first. */
export type AuditPage = Answer<'/api/studio/audit', 'get'>;
export type AuditEntry = AuditPage['items'][number];

/** The live forms, their files and their texts: the Studio's lists, drafts and translations start here. */
export type StudioForms = Answer<'/api/studio/forms', 'get'>;

/** A problem of a draft: the check, the preview and the impact answer them alike. */
export type Problem = Answer<'/api/studio/check', 'post'>['problems'][number];

/** What the draft would do to stored records, and to whom. */
export type ImpactResult = Answer<'/api/studio/impact', 'post'>;

/** A published version with its changes against the one before: the history lists them. */
export type VersionWithDiff = Answer<'/api/studio/versions', 'get'>['versions'][number];

/** A page of the members' table. */
export type MemberPage = Answer<'/api/studio/members', 'get'>;
export type MemberRow = MemberPage['items'][number];

/** A member, their fields labelled, and their businesses. */
export type MemberDetail = Answer<'/api/studio/members/{id}', 'get'>;

/** The Requests area's list: members' concerns and scheduled deletions, overdue first. */
export type RequestList = Answer<'/api/studio/requests', 'get'>;
export type RequestSummary = RequestList['requests'][number];

/** A concern as staff open it, with its answers and the reply. */
export type RequestDetail = Answer<'/api/studio/requests/{id}', 'get'>;

/** A member's own concerns, with their status, due date and reply (Your data). */
export type OwnConcerns = Answer<'/api/me/concerns', 'get'>;
export type OwnConcern = OwnConcerns['concerns'][number];
