// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conditionProblems } from './condition-checks';

const condition = (on: string, shows: string) => ({
  if: { properties: { [on]: { const: true } }, required: [on] },
  then: { properties: { [shows]: { type: 'string', maxLength: 10 } } },
});

const form = (allOf: object[], properties: object = { a: { type: 'boolean' } }) =>
  new Map([['business.schema.json', { type: 'object', properties, allOf }]]);

describe('conditionProblems', () => {
  it('passes a chain of follow-ups two levels deep', () => {
    expect(conditionProblems(form([condition('a', 'b'), condition('b', 'c')]))).toEqual([]);
  });

  it('names a field shown on the answer to a field the form no longer has', () => {
    expect(conditionProblems(form([condition('gone', 'b')]))).toEqual([
      expect.objectContaining({ pointer: '/properties/b', code: 'conditionOnMissingField' }),
    ]);
  });

  it('names a circle once, however long', () => {
    const problems = conditionProblems(
      form([condition('b', 'c'), condition('c', 'd'), condition('d', 'b')], {}),
    );
    expect(problems.map((p) => p.code)).toEqual(['conditionCycle']);
    expect(conditionProblems(form([condition('b', 'b')], {})).map((p) => p.code)).toEqual([
      'conditionCycle',
    ]);
  });
});
