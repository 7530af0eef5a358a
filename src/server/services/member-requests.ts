import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import {
  memberRequestsRepository,
  type MemberRequestRow,
  type ScheduledDeletionRow,
  type StaffRequestRow,
} from '../repositories/member-requests';
import { usersRepository } from '../repositories/users';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, notFound } from '../errors';
import { assertValid, readForm } from '../validation';
import type { LiveForms } from '../../form-engine/live-forms';
import { answerText, fieldValues, formFields } from './form-columns';
import { memberName } from './member-name';
import type { Actor, AuditService } from './audit';
import type {
  OwnConcern,
  OwnConcerns,
  RequestDetail,
  RequestList,
  RequestSummary,
} from '../routes/request-answers';

/** Open concerns a member may have at once: enough for any real worry, too few to flood the office. */
export const MOST_OPEN_CONCERNS = 3;
/** Answered concerns the Studio's list shows, newest answer first, after every open one. */
const ANSWERED_SHOWN = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

type Answers = Record<string, unknown>;

/**
 * Members' concerns (DPDP s.13): raised with the concern form, due GRIEVANCE_DAYS later, answered
 * by staff in the Studio's Requests area. Opening and answering one is audited.
 */
export function memberRequestsService(
  db: Db,
  clock: Clock,
  liveForms: LiveForms,
  audit: AuditService,
  grievanceDays: number,
) {
  const requests = memberRequestsRepository(db);
  const users = usersRepository(db);

  /** The answers read through the live concern form, in a language. */
  const labelled = (answers: Answers, language: string | undefined) => {
    const fields = formFields(liveForms.form('concern', language));
    const topic = fields.find((f) => f.key === 'topic');
    return {
      about: topic ? answerText(topic, answers.topic) : '',
      answers: fieldValues(fields, answers),
    };
  };
  const parsed = (row: MemberRequestRow): Answers => JSON.parse(row.answers) as Answers;

  const ownConcern = (row: MemberRequestRow, language?: string): OwnConcern => ({
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    dueAt: row.due_at,
    ...labelled(parsed(row), language),
    reply: row.reply,
    repliedAt: row.replied_at,
  });

  const summary = (row: StaffRequestRow, now: string, language?: string): RequestSummary => ({
    id: row.id,
    kind: row.kind,
    memberId: row.user_id,
    memberName: memberName(row),
    about: labelled(parsed(row), language).about,
    status: row.status,
    createdAt: row.created_at,
    dueAt: row.due_at,
    overdue: row.status === 'open' && row.due_at < now,
  });

  /** A scheduled deletion: its id is the member's; it is done when the purge erases them. */
  const deletion = (row: ScheduledDeletionRow, now: string): RequestSummary => ({
    id: row.id,
    kind: 'deletion',
    memberId: row.id,
    memberName: memberName(row),
    about: null,
    status: 'scheduled',
    createdAt: row.deletion_requested_at ?? row.deletion_due_at,
    dueAt: row.deletion_due_at,
    overdue: row.deletion_due_at < now,
  });

  const detail = (row: StaffRequestRow, language?: string): RequestDetail => ({
    request: {
      ...summary(row, iso(clock.now()), language),
      answers: labelled(parsed(row), language).answers,
      reply: row.reply,
      repliedBy: row.replied_by,
      repliedAt: row.replied_at,
    },
  });

  return {
    /** A member raises a concern: the concern form's answers, validated as every form is. */
    async raise(userId: string, input: Answers, language?: string): Promise<OwnConcern> {
      const answers = readForm('concern', input);
      assertValid('concern', answers);
      const now = clock.now();
      const row: MemberRequestRow = {
        id: newId(),
        user_id: userId,
        kind: 'concern',
        answers: JSON.stringify(answers),
        status: 'open',
        reply: null,
        replied_by: null,
        replied_at: null,
        due_at: iso(now + grievanceDays * DAY_MS),
        created_at: iso(now),
      };
      await inTransaction(db, async (tx) => {
        // Concurrent concerns of one member count in turn, so the cap holds.
        await users.lock(tx, userId);
        if ((await requests.countOpen(tx, userId)) >= MOST_OPEN_CONCERNS)
          throw new ApiError(409, 'CONCERN_LIMIT');
        await requests.insert(tx, row);
      });
      return ownConcern(row, language);
    },

    /** The member's own concerns, newest first, and whether they may raise another now. */
    async own(userId: string, language?: string): Promise<OwnConcerns> {
      const rows = await requests.listFor(userId);
      const open = rows.filter((r) => r.status === 'open').length;
      return {
        concerns: rows.map((row) => ownConcern(row, language)),
        canRaise: open < MOST_OPEN_CONCERNS,
        grievanceDays,
      };
    },

    /**
     * The Studio's list, concerns and scheduled deletions: overdue first, then by due date,
     * answered concerns last (newest answer first). Names and topics only: opening a concern
     * (audited) shows what it says.
     */
    async list(language?: string): Promise<RequestList> {
      const now = iso(clock.now());
      const [concerns, deletions] = await Promise.all([
        requests.forStaff(ANSWERED_SHOWN),
        requests.deletions(),
      ]);
      const items = [
        ...concerns.map((row) => summary(row, now, language)),
        ...deletions.map((row) => deletion(row, now)),
      ];
      const done = (r: RequestSummary) => r.status === 'answered';
      items.sort(
        (a, b) =>
          Number(done(a)) - Number(done(b)) ||
          Number(b.overdue) - Number(a.overdue) ||
          (done(a) ? 0 : a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id)),
      );
      return { requests: items, grievanceDays };
    },

    /** One concern as staff open it; the opening is audited. */
    async open(actor: Actor, id: string, language?: string): Promise<RequestDetail> {
      const row = await requests.get(id);
      if (!row) throw notFound();
      await audit.record(actor, 'request-viewed', id, { member: row.user_id, kind: row.kind });
      return detail(row, language);
    },

    /** Staff answer an open concern; the answer and its audit entry stand or fall together. */
    async reply(actor: Actor, id: string, text: string, language?: string): Promise<RequestDetail> {
      const row = await inTransaction(db, async (tx) => {
        const inTx = memberRequestsRepository(tx);
        const answered = await inTx.answer(tx, id, {
          reply: text,
          replied_by: actor.phone,
          replied_at: iso(clock.now()),
        });
        const found = await inTx.get(id);
        if (!found) throw notFound();
        if (!answered) throw new ApiError(409, 'REQUEST_ANSWERED');
        await audit.record(
          actor,
          'request-answered',
          id,
          { member: found.user_id, kind: found.kind, length: text.length },
          tx,
        );
        return found;
      });
      return detail(row, language);
    },
  };
}

export type MemberRequestsService = ReturnType<typeof memberRequestsService>;
