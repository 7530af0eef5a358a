// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baselineFiles, schemaPath } from '../../form-engine/form-files';
import type { FormFiles } from '../../form-engine/types';
import { checker } from './studio-drafts';

/** The baseline with the login form's title set to `title`: a different file set each time. */
function titled(title: unknown): FormFiles {
  const files = baselineFiles();
  const path = schemaPath('login');
  return { ...files, [path]: { ...(files[path] as object), title } };
}

describe("a draft's check, kept by its files' content", () => {
  it('answers the same files again from what it kept, and other files from their own check', () => {
    const check = checker();
    const first = check(titled('Log in'));
    expect(first).toEqual([]);
    // Equal content in a new object: what was kept, not a second check.
    expect(check(titled('Log in'))).toBe(first);

    const broken = check(titled(42));
    expect(broken).not.toEqual([]);
    expect(broken.map((problem) => problem.file)).toContain(schemaPath('login'));
    expect(check(titled(42))).toBe(broken);
  });

  it('keeps the last four file sets: the one used longest ago is checked again', () => {
    const check = checker();
    const [first, second] = [0, 1, 2, 3].map((n) => check(titled(`Title ${n}`)));
    expect(check(titled('Title 0'))).toBe(first);
    check(titled('Title 4'));
    // Used again above, "Title 0" outlived "Title 1", which is checked afresh.
    expect(check(titled('Title 0'))).toBe(first);
    const again = check(titled('Title 1'));
    expect(again).toEqual(second);
    expect(again).not.toBe(second);
  });
});
