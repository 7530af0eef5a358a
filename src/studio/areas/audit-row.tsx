import { useLanguage, useT } from '@/i18n/texts-provider';
import type { TextKey, Translate } from '@/shared/i18n/format';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@/shared/staff-types';
import { WHEN } from '../studio-classes';

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
};

/** An action's name in the page's language; an action this page does not know, as recorded. */
export const actionName = (t: Translate, action: string) =>
  Object.hasOwn(ACTION_NAMES, action) ? t(ACTION_NAMES[action as AuditAction]) : action;

/** One entry: a row of four cells on a desktop, a card on a phone. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { language } = useLanguage();
  // "rows: 1240 · complete: true": what the entry records, as plain pairs.
  const details = Object.entries(entry.details ?? {})
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(' · ');
  return (
    <tr className="border-b align-top max-md:flex max-md:flex-col max-md:py-2">
      <td className="py-2 pr-3 whitespace-nowrap max-md:py-0">
        <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(language, WHEN)}</time>
      </td>
      <td className="py-2 pr-3 max-md:py-0">{entry.actor}</td>
      <td className="py-2 pr-3 max-md:py-0">
        <span className="font-medium">{actionName(t, entry.action)}</span>
        {entry.subject && <span className="text-muted-foreground"> · {entry.subject}</span>}
        {details && (
          <span className="text-muted-foreground block break-all text-xs">{details}</span>
        )}
      </td>
      <td className="py-2 max-md:py-0">{entry.ip}</td>
    </tr>
  );
}
