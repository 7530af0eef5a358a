import { describe, expect, it } from 'vitest';
import { withHttps } from './with-https';

describe('withHttps', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(withHttps('maps.app.goo.gl/AbC123')).toBe('https://maps.app.goo.gl/AbC123');
    expect(withHttps(' www.google.com/maps/place/x ')).toBe('https://www.google.com/maps/place/x');
    expect(withHttps('//goo.gl/maps/x')).toBe('https://goo.gl/maps/x');
  });

  it('leaves an address with a scheme, and an empty value, alone', () => {
    expect(withHttps('https://maps.app.goo.gl/AbC123')).toBe('https://maps.app.goo.gl/AbC123');
    expect(withHttps('http://goo.gl/maps/x')).toBe('http://goo.gl/maps/x');
    expect(withHttps('HTTPS://goo.gl/maps/x')).toBe('HTTPS://goo.gl/maps/x');
    expect(withHttps('')).toBe('');
    expect(withHttps('  ')).toBe('  ');
  });

  it('leaves words with spaces alone: they are no address, and the rule says so as typed', () => {
    expect(withHttps('not a site')).toBe('not a site');
  });
});
