/**
 * Every validation rule and message of the forms, as their schemas state them. Each row removes or
 * breaks one field of otherwise valid data and expects exactly that field's message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createBusiness, createPerson, validData } from '../fixtures/forms';
import { changed, specRows, without } from '../fixtures/spec-rows';
import { runtimeErrors } from '../helpers/runtime-validate';
import { loadPhoneMetadata } from '../helpers/phone-metadata';

// In a browser (jsdom included) a phone reads once libphonenumber's code has arrived.
beforeAll(() => loadPhoneMetadata('447911123456'));

describe("the forms' validation rules and messages", () => {
  it.each(Object.entries(validData))('valid %s data has no errors', (form, data) => {
    expect(runtimeErrors(form, data)).toEqual({});
  });

  it.each(specRows)('%s %j → %s: %s', (form, change, pointer, message) => {
    expect(runtimeErrors(form, changed(form, change))).toEqual({ [pointer]: message });
  });

  it('the wizard business form lets logo, tagline and landline be left out', () => {
    const loose = createBusiness({
      businessAddress: [without(createAddress(), 'businessLandline')],
    });
    delete loose.businessLogo;
    delete loose.businessTagline;
    expect(runtimeErrors('wizard-business', loose)).toEqual({});
    expect(Object.keys(runtimeErrors('business', loose)).sort()).toEqual([
      '/businessAddress/0/businessLandline',
      '/businessLogo',
      '/businessTagline',
    ]);
  });

  it('the alternate phone counts 4 or fewer digits as empty', () => {
    for (const alternatePhone of ['9', '91', '919', '9198']) {
      expect(runtimeErrors('profile', createPerson({ alternatePhone }))).toEqual({});
    }
    expect(runtimeErrors('profile', createPerson({ alternatePhone: '91987' }))).toEqual({
      '/alternatePhone': 'Invalid phone number',
    });
  });

  it('a listed category needs no custom text', () => {
    expect(runtimeErrors('business', createBusiness({ businessCategory: 'Retail' }))).toEqual({});
    expect(
      runtimeErrors(
        'business',
        createBusiness({ businessCategory: 'other', otherBusinessCategory: 'Pottery' }),
      ),
    ).toEqual({});
  });
});
