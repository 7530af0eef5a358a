import { useLanguage, useT } from '@/i18n/texts-provider';
import type { TextKey, Translate } from '@/shared/i18n/format';
import { STAFF_ROLES, type StaffRole } from '@/shared/staff-roles';
import { AUDIT_ACTIONS, type AuditAction } from '@/shared/staff-types';
import type { AuditEntry } from '@/shared/api/answers';
import { TARGET, WHEN } from '../shell/studio-classes';
import { ROLE_NAMES } from '../shell/role-select';

export { AUDIT_ACTIONS };

/** What the audit records, in words, for each action the server records. */
const ACTION_NAMES: Record<AuditAction, TextKey> = {
  'sign-in': 'studio.audit.action.signIn',
  'sign-in-refused': 'studio.audit.action.signInRefused',
  refused: 'studio.audit.action.refused',
  'member-viewed': 'studio.audit.action.memberViewed',
  export: 'studio.audit.action.export',
  publish: 'studio.audit.action.publish',
  rollback: 'studio.audit.action.rollback',
  'staff-added': 'studio.audit.action.staffAdded',
  'staff-role-changed': 'studio.audit.action.staffRoleChanged',
  'staff-removed': 'studio.audit.action.staffRemoved',
  'request-viewed': 'studio.audit.action.requestViewed',
  'request-answered': 'studio.audit.action.requestAnswered',
};

/** An action's name in the page's language; an action this page does not know, as recorded. */
export const actionName = (t: Translate, action: string) =>
  Object.hasOwn(ACTION_NAMES, action) ? t(ACTION_NAMES[action as AuditAction]) : action;

const roleName = (t: Translate, role: unknown) =>
  STAFF_ROLES.includes(role as StaffRole) ? t(ROLE_NAMES[role as StaffRole]) : String(role ?? '');

/**
 * What an entry says happened, as a sentence in the page's language: whom it concerned by name or
 * number, and what changed. What the sentence does not say is under "Details".
 */
function sentence(t: Translate, entry: AuditEntry, phoneText: (e164: string) => string) {
  const details = entry.details ?? {};
  const subject = entry.subject ?? '';
  switch (entry.action) {
    case 'sign-in':
      return t('studio.audit.says.signIn');
    case 'sign-in-refused':
      return t('studio.audit.says.signInRefused');
    case 'refused':
      return t('studio.audit.says.refused');
    case 'member-viewed':
      return entry.subjectName === null
        ? t('studio.audit.says.memberGone')
        : t('studio.audit.says.memberViewed', { name: entry.subjectName });
    case 'export': {
      const rows = Number(details.rows ?? 0);
      const said = t(
        details.kind === 'businesses'
          ? 'studio.audit.says.exportBusinesses'
          : 'studio.audit.says.exportMembers',
        { count: rows },
      );
      return details.complete === false ? (
        <>
          <span>{said}</span> <span>{t('studio.audit.says.exportStopped')}</span>
        </>
      ) : (
        said
      );
    }
    case 'publish':
      return t('studio.audit.says.publish', { version: subject });
    case 'rollback':
      return t('studio.audit.says.rollback', {
        version: subject,
        to: String(details.rolledBackTo ?? ''),
      });
    case 'staff-added':
      return t('studio.audit.says.staffAdded', {
        phone: phoneText(subject),
        role: roleName(t, details.role),
      });
    case 'staff-role-changed':
      return t('studio.audit.says.staffRoleChanged', {
        phone: phoneText(subject),
        from: roleName(t, details.from),
        to: roleName(t, details.to),
      });
    case 'staff-removed':
      return t('studio.audit.says.staffRemoved', {
        phone: phoneText(subject),
        role: roleName(t, details.role),
      });
    case 'request-viewed':
      return t('studio.audit.says.requestViewed');
    case 'request-answered':
      return t('studio.audit.says.requestAnswered');
    default:
      return actionName(t, entry.action);
  }
}

/** The entry as recorded, for whoever must trace it: its id, its subject and every detail. */
const recorded = (entry: AuditEntry): Array<[string, string]> => [
  ['id', entry.id],
  ['action', entry.action],
  ...(entry.subject ? [['subject', entry.subject] as [string, string]] : []),
  ...Object.entries(entry.details ?? {}).map(([key, value]): [string, string] => [
    key,
    typeof value === 'object' ? JSON.stringify(value) : String(value),
  ]),
];

/** One entry: a row of four cells on a desktop, a card on a phone. */
export function AuditRow({
  entry,
  phoneText,
}: {
  entry: AuditEntry;
  phoneText: (e164: string) => string;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <tr className="border-b align-top max-md:flex max-md:flex-col max-md:py-2">
      <td className="py-2 pr-3 max-md:py-0">
        <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(language, WHEN)}</time>
      </td>
      <td className="py-2 pr-3 max-md:py-0">
        <span className="whitespace-nowrap">{phoneText(entry.actor)}</span>
        {entry.actorRole && (
          <span className="text-muted-foreground"> · {roleName(t, entry.actorRole)}</span>
        )}
      </td>
      <td className="py-2 pr-3 max-md:py-0">
        <p>{sentence(t, entry, phoneText)}</p>
        <details className="text-muted-foreground text-xs">
          <summary className={`${TARGET} flex cursor-pointer items-center underline`}>
            {t('studio.audit.details')}
          </summary>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 font-mono">
            {recorded(entry).map(([key, value]) => (
              <div key={key} className="contents">
                <dt>{key}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      </td>
      <td className="py-2 max-md:py-0">{entry.ip}</td>
    </tr>
  );
}
