import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhoneMetadata } from '../helpers/phone-metadata';
import { parseMemberSearch } from '../../src/server/services/member-search';

/** What staff type or paste into the members' search box, and what it is matched as. */
describe('parseMemberSearch', () => {
  // The unit project reads phones as a browser does: once libphonenumber's code has arrived.
  beforeAll(() => loadPhoneMetadata('919876543210'));
  const phone = '+919876543210';
  it.each([
    '98765 43210',
    '9876543210',
    '098765-43210',
    '+91 98765 43210',
    '+91 98765-43210',
    '0091 98765 43210',
    '919876543210',
    '(+91) 98765.43210',
    '९८७६५ ४३२१०',
    '+९१ ९८७६५ ४३२१०',
    '௯௮௭௬௫ ௪௩௨௧௦',
  ])('reads %j as the phone alone', (text) => {
    expect(parseMemberSearch(text, 'IN')).toEqual({ phones: [phone] });
  });

  it('reads short digits as a group number and as text', () => {
    expect(parseMemberSearch(' ४२ ', 'IN')).toEqual({ phones: [], group: '42', like: '%42%' });
  });

  it('reads words as text, lower case, spaces folded, LIKE wildcards escaped', () => {
    expect(parseMemberSearch('  Asha   PATIL ', 'IN')).toEqual({
      phones: [],
      like: '%asha patil%',
    });
    expect(parseMemberSearch('50%_off\\', 'IN').like).toBe('%50\\%\\_off\\\\%');
  });

  it('reads nothing from blank text', () => {
    expect(parseMemberSearch('   ', 'IN')).toEqual({ phones: [] });
  });
});
