import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { installEnglishTexts, installTexts } from '@/testing/texts';
import type { StudioItem } from '../studio-items';
import { FieldsContainer } from './fields-container';

const item: StudioItem = {
  id: 'form:business',
  kind: 'form',
  label: 'Business',
  files: ['business.schema.json'],
  schemaFile: 'business.schema.json',
  forms: [],
  screens: [],
};
const texts = {
  'business.schema.json': JSON.stringify({
    properties: { logo: { type: 'string', title: 'Business Logo' } },
  }),
  'i18n/ta.json': JSON.stringify({
    'business.schema.json#/properties/logo/title': { text: 'தொழில் லோகோ', en: 'Business Logo' },
  }),
};
const open = () =>
  render(
    <FieldsContainer
      item={item}
      texts={texts}
      setTexts={() => {}}
      formsUsing={() => []}
      nameOf={(file) => file}
    />,
  );

afterEach(installEnglishTexts);

describe('the Fields tab in the staff’s language', () => {
  it('names a field by its Tamil label, after the action, in a Tamil Studio', () => {
    installTexts('ta');
    open();
    expect(screen.getByText('திருத்து: தொழில் லோகோ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மேலே நகர்த்து: தொழில் லோகோ' })).toBeInTheDocument();
    // The Label box still edits the English, which the translation is made from.
    expect(screen.getByRole('textbox', { name: 'லேபிள்' })).toHaveValue('Business Logo');
  });

  it('names it by its English label in an English Studio', () => {
    open();
    expect(screen.getByText('Edit Business Logo')).toBeInTheDocument();
  });
});
