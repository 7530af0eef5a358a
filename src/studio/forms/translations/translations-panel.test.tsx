import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Problem, StudioForms } from '@/shared/api/answers';
import { t } from '@/i18n/texts';
import { studioItems } from '../studio-items';
import { TranslationsContainer } from './translations-container';
import { TranslationsPanel, type TranslationsPanelProps } from './translations-panel';

const rows = [
  { key: 'business.schema.json#/properties/businessName/title', english: 'Business Name' },
  { key: 'business.schema.json#/properties/city/title', english: 'City' },
  { key: 'defs/address.json#/properties/pin/title', english: 'PIN code' },
];
const panel = (props: Partial<TranslationsPanelProps> = {}) => (
  <TranslationsPanel
    rows={rows}
    languages={[
      {
        code: 'hi',
        name: 'हिन्दी',
        dir: 'ltr',
        file: {
          [rows[0]!.key]: { text: 'व्यवसाय का नाम', en: 'Business Name' },
          [rows[1]!.key]: { text: 'नगर', en: 'Town' },
        },
      },
      { code: 'ta', name: 'தமிழ்', dir: 'ltr', file: {} },
    ]}
    problems={[]}
    onChange={() => {}}
    addable={[]}
    onAdd={() => {}}
    onExport={() => {}}
    onImport={() => {}}
    {...props}
  />
);

describe('TranslationsPanel', () => {
  it('labels each box with the language and the English, and counts each language', () => {
    render(panel());
    expect(screen.getByLabelText('हिन्दी: Business Name')).toHaveValue('व्यवसाय का नाम');
    expect(screen.getByLabelText('தமிழ்: Business Name')).toHaveValue('');
    expect(screen.getByText('हिन्दी 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(/· 1 stale/)).toBeInTheDocument();
    expect(screen.getByText('தமிழ் 0 of 3')).toBeInTheDocument();
    expect(screen.getByText('Stale: translated from “Town”')).toBeInTheDocument();
  });

  it('lists only missing or stale texts when asked, and finds a text by its words', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.click(screen.getByRole('button', { name: 'Stale' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 1 texts shown');
    expect(screen.getByLabelText('हिन्दी: City')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stale' }));
    await user.click(screen.getByRole('button', { name: 'Missing' }));
    // Tamil lacks all three.
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 texts shown');
    await user.type(screen.getByRole('searchbox'), 'pin');
    expect(screen.queryByLabelText('हिन्दी: City')).toBeNull();
    expect(screen.getByLabelText('हिन्दी: PIN code')).toBeInTheDocument();
  });

  it('shows the check’s problems under the box they are about', () => {
    const problems: Problem[] = [
      {
        file: 'i18n/hi.json',
        pointer: '/business.schema.json#~1properties~1businessName~1title',
        message: 'A translation may not contain HTML or script.',
      },
    ];
    render(panel({ problems }));
    const box = screen.getByLabelText('हिन्दी: Business Name');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('A translation may not contain HTML or script.');
    expect(screen.getByLabelText('தமிழ்: Business Name')).not.toHaveAttribute('aria-invalid');
  });
});

const data: StudioForms = {
  version: null,
  baselineHash: 'h',
  files: {
    'business.schema.json': {
      baseline: null,
      live: { properties: { businessName: { title: 'Business Name' } } },
    },
    'i18n/en.json': { baseline: null, live: { 'otp.title': 'Enter the OTP' } },
    'i18n/hi.json': { baseline: null, live: {} },
  },
  forms: { business: { files: ['business.schema.json'] } },
  english: {
    'otp.title': 'Enter the OTP',
    'language.hi': 'हिन्दी',
    'business.schema.json#/properties/businessName/title': 'Business Name',
  },
  languages: [],
};

/** The container over drafts kept in state, as useStudioData keeps them. */
function Harness({
  itemId,
  onText,
  start = {},
}: {
  itemId: string;
  onText: (p: string, t: string) => void;
  start?: Record<string, string>;
}) {
  const live = Object.fromEntries(
    Object.entries(data.files).map(([p, f]) => [p, JSON.stringify(f.live)]),
  );
  const [drafts, setDrafts] = useState<Record<string, string>>({
    // Staff renamed the field in the draft: a translation now translates the new English.
    'business.schema.json': JSON.stringify({ properties: { businessName: { title: 'Firm' } } }),
    ...start,
  });
  const item = studioItems(data, t).find((i) => i.id === itemId)!;
  const setText = (path: string, text: string) => {
    onText(path, text);
    setDrafts((d) => ({ ...d, [path]: text }));
  };
  return (
    <TranslationsContainer
      item={item}
      studio={{ data, texts: { ...live, ...drafts }, drafts, problems: [], setText }}
    />
  );
}

describe('TranslationsContainer', () => {
  it('writes a typed translation into the language file’s draft, made from the draft’s English', async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<Harness itemId="form:business" onText={onText} />);
    expect(screen.queryByLabelText(/Enter the OTP/)).toBeNull();
    await user.type(screen.getByLabelText('हिन्दी: Firm'), 'फ़र्म');
    expect(JSON.parse(onText.mock.lastCall![1] as string)).toEqual({
      'business.schema.json#/properties/businessName/title': { text: 'फ़र्म', en: 'Firm' },
    });
  });

  it('shows the catalogue for a language, and adds a language as an empty draft', async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<Harness itemId="language:i18n/hi.json" onText={onText} />);
    expect(screen.getByLabelText('हिन्दी: Enter the OTP')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Firm/)).toBeNull();
    const add = screen.getByRole('combobox', { name: 'Add a language' });
    expect(within(add).queryByRole('option', { name: /\(hi\)/ })).toBeNull();
    await user.selectOptions(add, 'mr');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onText).toHaveBeenLastCalledWith('i18n/mr.json', '{}\n');
    expect(screen.getByText('मराठी 0 of 2')).toBeInTheDocument();
    // The catalogue is two of the set's three texts.
    expect(screen.getAllByText(/all texts: 0 of 3/)).toHaveLength(2);
  });

  it('leaves a language file broken in the JSON view alone, and says so', () => {
    render(<Harness itemId="form:business" onText={vi.fn()} start={{ 'i18n/hi.json': '{"a":' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('i18n/hi.json is not valid JSON');
    expect(screen.queryByLabelText('हिन्दी: Firm')).toBeNull();
  });
});

describe('the lists a form offers, in the Translations tab', () => {
  const lists: StudioForms = {
    ...data,
    files: {
      ...data.files,
      'business.ui.json': {
        baseline: null,
        live: {
          country: { 'ui:options': { source: 'countries' } },
          entityType: { 'ui:options': { source: 'entityTypes' } },
          businessCategory: { 'ui:options': { source: 'categories' } },
          address: { region: { 'ui:options': { source: 'regions' } } },
        },
      },
    },
    forms: { business: { files: ['business.schema.json', 'business.ui.json'] } },
    english: {
      ...data.english,
      'lists.category.retail': 'Retail',
      'lists.entityType.soleProprietorship': 'Sole Proprietorship',
      'lists.region.west': 'West',
      'lists.subCategory.grocery': 'Grocery',
    },
  };
  const item = studioItems(lists, t).find((i) => i.id === 'form:business')!;
  const texts = Object.fromEntries(
    Object.entries(lists.files).map(([p, f]) => [p, JSON.stringify(f.live)]),
  );

  it('lists and counts the labels members pick from, finds them, and says where countries come from', async () => {
    const user = userEvent.setup();
    render(
      <TranslationsContainer
        item={item}
        studio={{ data: lists, texts, drafts: {}, problems: [], setText: () => {} }}
      />,
    );
    // The form's own text and its three lists; not the sub-categories it does not offer.
    expect(screen.getByText('हिन्दी 0 of 4')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Countries are not listed here: each member’s browser names them in the member’s language.',
      ),
    ).toBeInTheDocument();
    for (const [search, found] of [
      ['Retail', 'Retail'],
      ['Sole', 'Sole Proprietorship'],
      ['West', 'West'],
    ]) {
      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), search!);
      expect(screen.getByRole('status')).toHaveTextContent('1 of 1 texts shown');
      expect(screen.getByLabelText(`हिन्दी: ${found}`)).toBeInTheDocument();
    }
  });
});
