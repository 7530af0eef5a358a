import { describe, expect, it } from 'vitest';
import { parseRupees, rupees } from './money';

describe('rupees', () => {
  it.each([
    [150000, '₹1,50,000'],
    [50000, '₹50,000'],
    [1, '₹1'],
    [12345678, '₹1,23,45,678'],
  ])('writes %d as %s', (value, shown) => {
    expect(rupees(value)).toBe(shown);
  });
});

describe('parseRupees', () => {
  it.each([
    ['50,000', 50000],
    ['50000', 50000],
    [' 1,50,000 ', 150000],
    ['₹50,000', 50000],
    ['Rs. 50000', 50000],
    ['५०,०००', 50000],
    ['௫௦௦௦௦', 50000],
    ['50 000', 50000],
    ['2,00,00,00,000', 2_000_000_000],
  ])('reads %s as %d', (typed, value) => {
    expect(parseRupees(typed)).toBe(value);
  });

  it.each(['', '0', '-5', '50.5', '50,000.00', 'fifty', '5e4', '₹', '2000000001'])(
    'refuses %j',
    (typed) => {
      expect(parseRupees(typed)).toBeUndefined();
    },
  );
});
