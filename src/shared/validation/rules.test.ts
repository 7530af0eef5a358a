import { beforeAll, describe, expect, it } from 'vitest';
import { isGoogleMapsUrl } from './maps-rule';
import { isValidPhone } from './phone-rule';
import { loadPhoneMetadata } from '../../../tests/helpers/phone-metadata';

// In a browser (jsdom included) a phone reads once libphonenumber's code and its calling code's
// slice have arrived; the server reads it at once.
beforeAll(() => loadPhoneMetadata('14155552671', '447911123456'));

describe('isGoogleMapsUrl', () => {
  it.each([
    ['https://www.google.com/maps/place/Gateway+of+India/@18.92,72.83,17z', true],
    ['http://www.google.com/maps/place/x', true],
    ['https://google.co.in/maps/@19.07,72.87,12z', true],
    ['https://www.google.com/maps?q=19.07,72.87', true],
    ['https://maps.google.com/?q=Pune', true],
    ['https://maps.google.co.in/maps?cid=123', true],
    ['https://goo.gl/maps/AbC123', true],
    ['https://maps.app.goo.gl/AbC123xyz', true],
    ['https://maps.app.goo.gl/', false],
    ['https://maps.app.goo.gl', false],
    ['https://goo.gl/maps/', false],
    ['https://goo.gl/AbC123', false],
    ['https://www.google.com/maps', false],
    ['https://www.google.com/search?q=maps', false],
    ['https://evil.com/maps.app.goo.gl/x', false],
    ['https://maps.app.goo.gl.evil.com/x', false],
    ['https://google.com.evil.com/maps/place/x', false],
    ['https://user:pw@maps.app.goo.gl/x', false],
    ['https://maps.app.goo.gl:8443/x', false],
    ['ftp://maps.app.goo.gl/x', false],
    ['javascript:alert(1)//maps.app.goo.gl/x', false],
    ['maps.app.goo.gl/x', false],
    ['', false],
  ])('%s → %s', (url, valid) => {
    expect(isGoogleMapsUrl(url)).toBe(valid);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['919876543210', 0, true],
    ['+919876543210', 0, true],
    ['14155552671', 0, true],
    ['447911123456', 0, true],
    ['91987654321', 0, false],
    ['9198765432101', 0, false],
    ['9876543210', 0, false],
    ['91 98765 43210', 0, false],
    ['91abc9876543', 0, false],
    ['', 0, false],
    ['1234567890123456', 0, false],
    ['91', 4, true],
    ['9198', 4, true],
    ['91987', 4, false],
    ['', 4, true],
    ['919876543210', 4, true],
  ])('%s (empty up to %d digits) → %s', (value, emptyUpTo, valid) => {
    expect(isValidPhone(value, emptyUpTo)).toBe(valid);
  });
});
