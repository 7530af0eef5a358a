import { parse } from 'csv-parse/sync';
import type { Group } from '../repositories/groups';

export interface ImportProblem {
  line: number;
  message: string;
}

const REQUIRED = ['groupNumber', 'groupName', 'region'] as const;

/**
 * Reads a group directory CSV with the header groupNumber,groupName,region. Every bad row is
 * reported with its line number; the caller imports nothing unless there are none.
 */
export function parseGroupsCsv(text: string): { groups: Group[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  let records: Array<{ record: Record<string, string>; line: number }>;
  try {
    records = (
      parse(text, {
        columns: true,
        skip_empty_lines: true,
        trim: true,
        bom: true,
        info: true,
      }) as Array<{ record: Record<string, string>; info: { lines: number } }>
    ).map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return {
      groups: [],
      problems: [{ line, message: `not valid CSV: ${(error as Error).message}` }],
    };
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (records.length > 0 && missing.length > 0) {
    return {
      groups: [],
      problems: [{ line: 1, message: `missing column(s): ${missing.join(', ')}` }],
    };
  }
  const seen = new Map<string, number>();
  const groups: Group[] = [];
  for (const { record, line } of records) {
    const group = {
      groupNumber: record.groupNumber ?? '',
      groupName: record.groupName ?? '',
      region: record.region ?? '',
    };
    if (!/^[0-9]{1,9}$/.test(group.groupNumber))
      problems.push({ line, message: `group number "${group.groupNumber}" must be 1 to 9 digits` });
    if (!group.groupName || group.groupName.length > 120)
      problems.push({ line, message: 'group name must be 1 to 120 characters' });
    if (!group.region || group.region.length > 120)
      problems.push({ line, message: 'region must be 1 to 120 characters' });
    const earlier = seen.get(group.groupNumber);
    if (earlier)
      problems.push({ line, message: `group number ${group.groupNumber} repeats line ${earlier}` });
    seen.set(group.groupNumber, line);
    groups.push(group);
  }
  if (records.length === 0) problems.push({ line: 1, message: 'no groups in the file' });
  return { groups, problems };
}
