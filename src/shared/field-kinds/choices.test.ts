import { describe, expect, it } from 'vitest';
import { choiceLines, choiceValue, editChoices } from './choices';

const retail = { value: 'retail', label: 'Retail' };
const services = { value: 'services', label: 'Services' };

describe('choices', () => {
  it('reads lines as staff paste them', () => {
    expect(choiceLines(' Retail \r\n\nServices\nRetail\n')).toEqual(['Retail', 'Services']);
  });

  it('makes a stored value once from the English label, never one taken or Other', () => {
    expect(choiceValue('Hotels & Restaurants', new Set())).toBe('hotels-restaurants');
    expect(choiceValue('Retail', new Set(['retail']))).toBe('retail-2');
    expect(choiceValue('Other', new Set())).toBe('other-2');
    expect(choiceValue('खुदरा', new Set(['choice']))).toBe('choice-2');
  });

  it('keeps a value through a rename, and retires a removed choice', () => {
    const renamed = editChoices([retail, services], [], ['Retail trade', 'Services']);
    expect(renamed).toEqual({
      choices: [{ value: 'retail', label: 'Retail trade' }, services],
      retired: [],
    });
    const removed = editChoices([retail, services], [], ['Services', 'Exports']);
    expect(removed.choices).toEqual([services, { value: 'exports', label: 'Exports' }, retail]);
    expect(removed.retired).toEqual(['retail']);
  });

  it('offers a retired choice again when it is typed again, with its value', () => {
    expect(editChoices([retail, services], ['retail'], ['Services', 'Retail'])).toEqual({
      choices: [services, retail],
      retired: [],
    });
  });
});
