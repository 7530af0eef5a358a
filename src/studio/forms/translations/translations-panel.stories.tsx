import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TranslationsPanel } from './translations-panel';

const rows = [
  { key: 'business.schema.json#/title', english: 'Business details' },
  { key: 'business.schema.json#/properties/businessName/title', english: 'Business Name' },
  { key: 'defs/address.json#/properties/pin/errorMessage/pattern', english: 'Enter a 6-digit PIN' },
];

/** A form's texts in Hindi (one stale, one with a problem) and Tamil (nothing yet). */
const meta = {
  title: 'Studio/Translations',
  component: TranslationsPanel,
  args: {
    rows,
    languages: [
      {
        code: 'hi',
        name: 'हिन्दी',
        dir: 'ltr',
        file: {
          [rows[0]!.key]: { text: 'व्यवसाय का विवरण', en: 'Business details' },
          [rows[1]!.key]: { text: 'व्यवसाय का नाम', en: 'Name of the business' },
          [rows[2]!.key]: { text: '<b>6 अंकों का पिन</b>', en: 'Enter a 6-digit PIN' },
        },
      },
      { code: 'ta', name: 'தமிழ்', dir: 'ltr', file: {} },
    ],
    problems: [
      {
        file: 'i18n/hi.json',
        pointer: '/defs~1address.json#~1properties~1pin~1errorMessage~1pattern',
        message: 'A translation may not contain HTML or script.',
      },
    ],
    onChange: fn(),
    addable: [
      { code: 'mr', name: 'मराठी' },
      { code: 'ur', name: 'اردو' },
    ],
    onAdd: fn(),
    onExport: fn(),
    onImport: fn(),
  },
} satisfies Meta<typeof TranslationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormTexts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('हिन्दी 3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stale' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 1 texts shown');
    await userEvent.type(canvas.getByLabelText('தமிழ்: Business Name'), 'த');
    await expect(args.onChange).toHaveBeenCalledWith('ta', rows[1]!.key, 'த');
  },
};

export const CsvRefused: Story = {
  args: {
    imported: {
      code: 'hi',
      problems: ['Line 3: no text has the key “otp.gone”.', 'Line 6: 2 columns instead of 3.'],
    },
  },
};

export const NoLanguageYet: Story = { args: { languages: [] } };

/** The business form's lists: their labels are rows like any text; countries are the browser's. */
export const WithLists: Story = {
  args: {
    rows: [
      ...rows,
      { key: 'lists.category.retail', english: 'Retail' },
      { key: 'lists.entityType.soleProprietorship', english: 'Sole Proprietorship' },
    ],
    countries: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Sole');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 1 texts shown');
    await expect(canvas.getByText(/Countries are not listed here/)).toBeVisible();
  },
};
