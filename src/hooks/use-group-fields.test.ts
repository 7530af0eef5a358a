import { describe, expect, it } from 'vitest';
import { landing } from './use-group-fields';

const found = { groupName: 'Sample Delhi Connaught', region: 'North' };

describe('a group lookup landing', () => {
  it('fills name and region into the data as it is then, whatever else was typed meanwhile', () => {
    const fill = landing('301', { groupNumber: '301' });
    expect(fill({ groupNumber: '301', password: 'Sec' }, found)).toEqual(found);
  });

  it('leaves a field the member has typed in since the lookup started', () => {
    const fill = landing('301', { groupNumber: '301', groupName: 'Sam' });
    expect(fill({ groupNumber: '301', groupName: 'Samp' }, found)).toEqual({ region: 'North' });
  });

  it('changes nothing once the group number is another one (its own lookup answers)', () => {
    const fill = landing('301', { groupNumber: '301' });
    expect(fill({ groupNumber: '3012' }, found)).toBeUndefined();
    expect(fill({}, found)).toBeUndefined();
  });

  it('clears name and region on "Group not found." unless the member changed them', () => {
    const fill = landing('999', { groupNumber: '999', groupName: 'Old', region: 'West' });
    expect(
      fill(
        { groupNumber: ' 999 ', groupName: 'Old', region: 'West' },
        {
          groupName: undefined,
          region: undefined,
        },
      ),
    ).toEqual({ groupName: undefined, region: undefined });
  });
});
