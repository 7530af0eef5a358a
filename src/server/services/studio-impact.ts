import type { FromSchema } from 'json-schema-to-ts';
import type { Db } from '../db/connect';
import { storedRecordsRepository } from '../repositories/stored-records';
import { answersOf, toPerson } from '../repositories/users';
import type { CompiledForm } from '../../form-engine/types';
import { propertiesOf } from '../../form-engine/compile';
import { toFieldErrors } from '../../shared/validation/field-errors';
import type { impactResult } from '../routes/studio-answers';

type AffectedMember = FromSchema<typeof impactResult>['affected'][number];

export interface FormImpact {
  form: string;
  /** Stored records this form validates. */
  records: number;
  /** Records valid with the live form that the draft would make invalid. */
  invalid: number;
  /** Records the live form already finds invalid (not counted in `invalid`). */
  alreadyInvalid: number;
  reasons: Array<{
    pointer: string;
    label: string;
    message: string;
    count: number;
    unanswered?: boolean;
  }>;
}

const PAGE = 500;
/** Enough names to check a change by; the count says how many more there are. */
const MEMBERS_SHOWN = 50;
const REASONS_SHOWN = 20;

/** A stored record, and whose it is: the member, and the business's name for a business. */
interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  memberId: string;
  memberName: string;
  business?: string;
}
type Records = AsyncGenerator<StoredRecord>;

/**
 * The members a whole draft reaches, each once however many of their records (profile, businesses)
 * and forms it reaches: the first MEMBERS_SHOWN by name with their businesses, and a count of all.
 */
export function affectedMembers() {
  const members = new Map<string, AffectedMember | null>();
  return {
    add({ memberId, memberName, business }: Omit<StoredRecord, 'id' | 'data'>) {
      if (!members.has(memberId)) {
        const shown = members.size < MEMBERS_SHOWN;
        members.set(memberId, shown ? { memberId, memberName, businesses: [] } : null);
      }
      const member = members.get(memberId);
      if (member && business !== undefined && !member.businesses.includes(business))
        member.businesses.push(business);
    },
    result: () => ({
      affected: [...members.values()].filter((m): m is AffectedMember => m !== null),
      affectedMembers: members.size,
    }),
  };
}

type Node = Record<string, unknown> | undefined;
const child = (node: Node, key: string): Node => {
  const value = node?.[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
};

/**
 * The label staff know a field by, from the draft's bundled schema (a `*` step is any item of a
 * list: an address's PIN Code). The pointer's last name when the schema gives no title.
 */
function labelAt(schema: Record<string, unknown>, pointer: string): string {
  let node: Node = schema;
  const names = pointer.split('/').slice(1);
  for (const name of names)
    node =
      name === '*'
        ? child(node, 'items')
        : (child(propertiesOf(node ?? {}) as Node, name) ?? undefined);
  const title = node?.title;
  return typeof title === 'string' ? title : (names.filter((n) => n !== '*').at(-1) ?? '');
}

const fullName = (row: { first_name: string; middle_name: string | null; last_name: string }) =>
  [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');

/**
 * Which stored records each form validates: businesses for the business forms, members' profiles
 * (users rows as the profile form reads them) for the profile forms. Sign-up's password is never
 * stored, so its absence is not counted against a member.
 */
const SOURCES: Record<string, { table: 'businesses' | 'users'; ignore?: string }> = {
  business: { table: 'businesses' },
  'wizard-business': { table: 'businesses' },
  profile: { table: 'users' },
  'wizard-profile': { table: 'users' },
  'sign-up': { table: 'users', ignore: '/password' },
};

export function impactOf(db: Db) {
  const stored = storedRecordsRepository(db);

  async function* records(table: 'businesses' | 'users'): Records {
    let after = '';
    for (;;) {
      const page =
        table === 'businesses'
          ? (await stored.businesses(after, PAGE)).map((row) => ({
              id: row.id,
              data: JSON.parse(row.document) as Record<string, unknown>,
              memberId: row.owner_id,
              memberName: fullName(row),
              business: row.business_name,
            }))
          : (await stored.users(after, PAGE)).map((row) => ({
              id: row.id,
              data: { ...answersOf(row), ...toPerson(row) } as Record<string, unknown>,
              memberId: row.id,
              memberName: fullName(row),
            }));
      yield* page;
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }

  const errorsOf = (form: CompiledForm, data: unknown, ignore?: string) =>
    Object.entries(form.validate(data) ? {} : toFieldErrors(form.validate.errors, '')).filter(
      ([pointer]) => !ignore || (pointer !== ignore && !pointer.startsWith(`${ignore}/`)),
    );

  /**
   * The draft's form validated against every stored record the live form validates; the members
   * whose records it would make invalid go into `people`.
   */
  return async (
    name: string,
    draft: CompiledForm,
    live: CompiledForm,
    people: ReturnType<typeof affectedMembers>,
  ): Promise<FormImpact> => {
    const impact: FormImpact = {
      form: name,
      records: 0,
      invalid: 0,
      alreadyInvalid: 0,
      reasons: [],
    };
    const source = SOURCES[name];
    if (!source) return impact;
    const reasons = new Map<string, FormImpact['reasons'][number]>();
    for await (const { data, ...owner } of records(source.table)) {
      impact.records += 1;
      const errors = errorsOf(draft, data, source.ignore);
      if (errors.length === 0) continue;
      if (errorsOf(live, data, source.ignore).length > 0) {
        impact.alreadyInvalid += 1;
        continue;
      }
      impact.invalid += 1;
      people.add(owner);
      for (const [path, message] of errors) {
        // One reason for every address of a business, not one per position in the list.
        const pointer = path.replace(/\/\d+(?=\/|$)/g, '/*');
        // A top-level field the record never answered: a new required field, asked next time.
        const unanswered = /^\/[^/]+$/.test(pointer) && data[pointer.slice(1)] === undefined;
        const key = `${pointer}\n${message}\n${unanswered}`;
        const reason = reasons.get(key) ?? {
          pointer,
          label: labelAt(draft.schema, pointer),
          message,
          count: 0,
          ...(unanswered ? { unanswered } : {}),
        };
        reason.count += 1;
        reasons.set(key, reason);
      }
    }
    impact.reasons = [...reasons.values()]
      .sort((a, b) => b.count - a.count || a.pointer.localeCompare(b.pointer))
      .slice(0, REASONS_SHOWN);
    return impact;
  };
}
