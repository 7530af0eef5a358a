import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/connect';
import { referralsRepository } from '../repositories/referrals';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import { neutralise } from './members-export';
import { indiaMonthStart, indiaPeriods } from './referrals';
import type { LiveForms } from '../../form-engine/live-forms';
import type { ReferralStatRow } from '../routes/referral-answers';

/** The longest span the Studio's figures cover at once: five years of months. */
export const MOST_MONTHS = 60;

const monthOf = (utcFrom: string) => {
  const at = new Date(Date.parse(utcFrom) + (5 * 60 + 30) * 60 * 1000);
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
};
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

/**
 * The Studio's referral figures: per India-time month and group (with its region), referrals the
 * group's members gave and received, and those they received that were won that month with their
 * value. Groups as they were when each referral was given. Aggregates only: no member is named.
 */
export function referralStatsService(db: Db, clock: Clock, liveForms: LiveForms) {
  const referrals = referralsRepository(db);

  /** The months asked, or the last twelve up to this one (India time). */
  function span(query: { from?: string; to?: string }) {
    const now = monthOf(indiaPeriods(clock.now()).month.from);
    const to = query.to ?? now;
    let from = query.from;
    if (!from) {
      const [y, m] = to.split('-').map(Number) as [number, number];
      const back = new Date(Date.UTC(y, m - 1 - 11, 1));
      from = `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`;
    }
    if (from > to || monthsBetween(from, to) > MOST_MONTHS)
      throw new ApiError(400, 'VALIDATION_ERROR');
    return { from, to };
  }

  async function rows(query: { from?: string; to?: string }) {
    const { from, to } = span(query);
    const counts = await referrals.groupMonths(
      indiaMonthStart(from),
      indiaMonthStart(nextMonth(to)),
    );
    const table = new Map<string, ReferralStatRow>();
    const row = (c: {
      month: string;
      group_number: string;
      group_name: string;
      region: string;
    }) => {
      const key = JSON.stringify([c.month, c.group_number, c.group_name, c.region]);
      let found = table.get(key);
      if (!found) {
        found = {
          month: c.month,
          groupNumber: c.group_number,
          groupName: c.group_name,
          region: c.region,
          given: 0,
          received: 0,
          won: 0,
          wonValue: 0,
        };
        table.set(key, found);
      }
      return found;
    };
    for (const c of counts.given) row(c).given += c.n;
    for (const c of counts.received) row(c).received += c.n;
    for (const c of counts.won) {
      row(c).won += c.n;
      row(c).wonValue += c.value;
    }
    const sorted = [...table.values()].sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        a.groupNumber.localeCompare(b.groupNumber, 'en', { numeric: true }) ||
        a.groupName.localeCompare(b.groupName) ||
        a.region.localeCompare(b.region),
    );
    return { from, to, rows: sorted };
  }

  return {
    rows: async (query: { from?: string; to?: string }) => ({ rows: (await rows(query)).rows }),

    /**
     * The same as a CSV a spreadsheet opens (UTF-8 with a byte-order mark), column names in
     * `language`, every text cell safe from being read as a formula.
     */
    async csv(query: { from?: string; to?: string }, language: string) {
      const { from, to, rows: found } = await rows(query);
      const say = (key: string) =>
        liveForms.text(
          language,
          `studio.referralsExport.${key}` as Parameters<LiveForms['text']>[1],
        );
      const columns = [
        'month',
        'groupNumber',
        'groupName',
        'region',
        'given',
        'received',
        'won',
        'wonValue',
      ] as const;
      const text = stringify(
        found.map((r) => columns.map((c) => neutralise(String(r[c])))),
        { bom: true, header: true, columns: columns.map((c) => neutralise(say(c))) },
      );
      return {
        name: `referrals-${from}-${to}.csv`,
        text,
        from,
        to,
        rows: found.length,
        at: iso(clock.now()),
      };
    },
  };
}

export type ReferralStatsService = ReturnType<typeof referralStatsService>;
