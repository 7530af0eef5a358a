import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm } from './schema-form';
import { preloadForm } from './theme';
import { FIELD_KINDS, fieldKind, type FieldKind, type FieldSettings } from '@/shared/field-kinds';
import {
  builtFieldForm,
  FIELD,
  isShipped,
  sayInLanguage,
  type BuiltFieldForm,
  type ShippedLanguage,
} from '../../.storybook/built-field-form';

type State = 'empty' | 'filled' | 'refused';

/** A kind's one-field form, and the member's answer in it, if any. */
interface KindForm {
  kind: FieldKind;
  built: BuiltFieldForm;
  answer?: unknown;
}

interface KindFormsProps {
  state: State;
  forms: KindForm[];
}

/** The answer a member gave, by state: none, the kind's first valid sample, its first refused one. */
const answerIn = (kind: FieldKind, state: State): unknown =>
  state === 'empty' ? undefined : kind.samples[state === 'filled' ? 'valid' : 'invalid'][0];

/** Each kind's form, one under another; a refused answer shows its message as after a submit. */
function KindForms({ state, forms }: KindFormsProps) {
  return (
    <div className="flex flex-col gap-8">
      {forms.map(({ kind, built, answer }) => (
        <section key={built.form.name} data-kind={kind.id} className="border-b pb-6">
          <SchemaForm
            form={built.form}
            defaultFormData={answer === undefined ? {} : { [FIELD]: answer }}
            showAllErrors={state === 'refused'}
          />
        </section>
      ))}
    </div>
  );
}

/** Choices as staff type them, labelled in the language (the lists' catalogue texts). */
const choices = (language: ShippedLanguage, list: Record<string, string>) => {
  const say = sayInLanguage(language);
  return Object.entries(list).map(([value, key]) => ({ value, label: say(key) }));
};

/** A few choices, with the values the kinds' samples pick. */
const FEW: Record<string, string> = {
  retail: 'lists.category.retail',
  services: 'lists.category.professionalServices',
  manufacturing: 'lists.category.manufacturing',
};

/** The settings a story builds a kind with: a choice kind gets a few choices and "Other". */
const settingsFor = (kind: FieldKind, language: ShippedLanguage): FieldSettings =>
  kind.settings.includes('choices') ? { choices: choices(language, FEW), other: true } : {};

/** One form for each kind the registry has, in the order the Kind chooser offers them. */
const formsIn = (language: ShippedLanguage, state: State = 'empty'): KindForm[] =>
  FIELD_KINDS.map((kind) => ({
    kind,
    built: builtFieldForm(kind, language, settingsFor(kind, language)),
    answer: answerIn(kind, state),
  }));

/** The forms, once the parts they render in chunks of their own have come (see forms.stories). */
async function preloaded(forms: KindForm[]) {
  await Promise.all(forms.map(({ built }) => preloadForm(built.form.schema, built.form.uiSchema)));
  return { forms };
}

const languageOf = (globals: Record<string, unknown>): ShippedLanguage =>
  typeof globals.language === 'string' && isShipped(globals.language) ? globals.language : 'en';

/** A phone's width, the 375 px: the width every target must be 44 px tall at. */
const PHONE = { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' } };

/**
 * Every kind of field the Studio builds, straight from the registry (a new kind gets its stories
 * here with no edit), as a member meets it: a form of one required field labelled with the kind's
 * name, its texts in the toolbar's language. Empty, filled with the kind's first valid sample, and
 * refused with its first invalid one. axe runs on each and must find nothing.
 */
const meta = {
  title: 'Forms/Field kinds',
  component: KindForms,
  args: { state: 'empty', forms: [] },
  argTypes: { forms: { table: { disable: true } } },
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: { phone: PHONE }, defaultViewport: 'phone' },
  },
  loaders: [({ args, globals }) => preloaded(formsIn(languageOf(globals), args.state))],
  render: (args, { loaded }) => <KindForms {...args} forms={loaded.forms as KindForm[]} />,
} satisfies Meta<typeof KindForms>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownErrors = (root: HTMLElement) =>
  [...root.querySelectorAll('[id$="__error"] span')].map((span) => span.textContent);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that starts with the label: a required field's name goes on with its mark. */
const startsWith = (label: string) => new RegExp(`^${escape(label)}`);

/** The texts a kind's messages are, of all the texts it built into its field. */
const messagesOf = (built: BuiltFieldForm) =>
  Object.entries(built.texts)
    .filter(([pointer]) => pointer.includes('/errorMessage/'))
    .map(([, text]) => text);

/** Option labels the kind built in (Yes, No, Other), by pointer. */
const optionTextsOf = (built: BuiltFieldForm) =>
  Object.entries(built.texts).filter(([pointer]) => pointer.endsWith('/title'));

/** What a thumb hits: a radio or checkbox is hit through its whole label row. */
const targetOf = (control: HTMLElement) => control.closest('label') ?? control;

/**
 * What every state shows for every kind: the field is named by its label; each target is at least
 * 44 px tall at a phone's width; the texts the kind built in are in the story's language.
 */
async function checkEveryKind(
  canvasElement: HTMLElement,
  language: ShippedLanguage,
  each: (section: HTMLElement, built: BuiltFieldForm, kind: FieldKind) => Promise<void>,
) {
  const english = language === 'en' ? undefined : formsIn('en');
  for (const [index, { kind, built }] of formsIn(language).entries()) {
    const section = canvasElement.querySelector<HTMLElement>(`[data-kind="${kind.id}"]`)!;
    await expect(section, kind.id).toBeTruthy();
    const canvas = within(section);
    const named = startsWith(built.label);
    const [control] = canvas.getAllByLabelText(named);
    await expect(control, kind.id).toHaveAccessibleName(named);
    for (const target of section.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]), textarea, button, [role=combobox]',
    )) {
      const height = targetOf(target).getBoundingClientRect().height;
      await expect(height, `${kind.id}: ${target.outerHTML.slice(0, 80)}`).toBeGreaterThanOrEqual(
        44,
      );
    }
    for (const [pointer, text] of optionTextsOf(built)) {
      await expect(canvas.getByLabelText(text), `${kind.id} ${pointer}`).toBeVisible();
      if (english)
        await expect(text, `${kind.id} ${pointer}`).not.toBe(english[index]!.built.texts[pointer]);
    }
    if (english)
      for (const message of messagesOf(built))
        await expect(messagesOf(english[index]!.built), kind.id).not.toContain(message);
    await each(section, built, kind);
  }
}

const submitOf = (section: HTMLElement) => section.querySelector('button[type=submit]');

/** The controls in `section` that hold an answer: a radio or box picked, a box with text in it. */
const answeredIn = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((control) =>
      control.type === 'radio' || control.type === 'checkbox'
        ? (control as HTMLInputElement).checked
        : control.type !== 'hidden' && control.value !== '',
    )
    .map((control) => control.id);

const EMPTY = {
  args: { state: 'empty' },
  play: async ({ canvasElement, globals }) =>
    checkEveryKind(canvasElement, languageOf(globals), async (section, _built, kind) => {
      await expect(shownErrors(section), kind.id).toEqual([]);
      // Nothing is answered for the member: no Yes, no first choice, no text.
      await expect(answeredIn(section), kind.id).toEqual([]);
    }),
} satisfies Story;

const FILLED = {
  args: { state: 'filled' },
  play: async ({ canvasElement, globals }) =>
    checkEveryKind(canvasElement, languageOf(globals), async (section, _built, kind) => {
      await expect(shownErrors(section), kind.id).toEqual([]);
      // Some rules wait for code of their own (the phone's metadata) before they pass.
      await waitFor(() =>
        expect(submitOf(section)?.getAttribute('aria-disabled'), kind.id).not.toBe('true'),
      );
    }),
} satisfies Story;

const REFUSED = {
  args: { state: 'refused' },
  play: async ({ canvasElement, globals }) =>
    checkEveryKind(canvasElement, languageOf(globals), async (section, built, kind) => {
      const [shown, ...more] = shownErrors(section);
      await expect(more, kind.id).toEqual([]);
      // The kind's own message for the answer, never ajv's English ("must match pattern …").
      await expect(messagesOf(built), kind.id).toContain(shown);
    }),
} satisfies Story;

export const Empty: Story = EMPTY;
export const Filled: Story = FILLED;
export const Refused: Story = REFUSED;

const hindi = { language: 'hi' };
export const EmptyInHindi: Story = { ...EMPTY, globals: hindi };
export const FilledInHindi: Story = { ...FILLED, globals: hindi };
export const RefusedInHindi: Story = { ...REFUSED, globals: hindi };

const tamil = { language: 'ta' };
export const EmptyInTamil: Story = { ...EMPTY, globals: tamil };
export const FilledInTamil: Story = { ...FILLED, globals: tamil };
export const RefusedInTamil: Story = { ...REFUSED, globals: tamil };

/** Choices staff retired: no longer offered, but an old answer that picked one still shows it. */
const RETIRED: Record<string, string> = {
  agriculture: 'lists.category.agriculture',
  finance: 'lists.category.finance',
};
/** Enough choices that One choice becomes a list rather than radios. */
const MANY: Record<string, string> = {
  ...FEW,
  healthcare: 'lists.category.healthcare',
  hospitality: 'lists.category.hospitalityFood',
  transport: 'lists.category.transportLogistics',
};

/** A field with retired choices, and the member's old answer that picked one of them. */
function withRetired(
  language: ShippedLanguage,
  name: string,
  id: 'oneChoice' | 'severalChoices',
  offered: Record<string, string>,
  answer: unknown,
): KindForm {
  const kind = fieldKind(id);
  const settings = {
    choices: choices(language, { ...offered, ...RETIRED }),
    retired: Object.keys(RETIRED),
  };
  return { kind, built: builtFieldForm(kind, language, settings, name), answer };
}

const retiredForms = (language: ShippedLanguage) => [
  withRetired(language, 'radios', 'oneChoice', FEW, 'finance'),
  withRetired(language, 'checkboxes', 'severalChoices', FEW, ['retail', 'finance']),
  withRetired(language, 'list', 'oneChoice', MANY, 'finance'),
];

/**
 * Retired choices: Agriculture is hidden everywhere; Finance, retired too, shows (and stays picked)
 * where the member's stored answer picked it, as radios, checkboxes and a list.
 */
export const RetiredChoices: Story = {
  args: { state: 'filled' },
  loaders: [({ globals }) => preloaded(retiredForms(languageOf(globals)))],
  play: async ({ canvasElement, globals }) => {
    const say = sayInLanguage(languageOf(globals));
    const [radios, checkboxes, list] = [...canvasElement.querySelectorAll<HTMLElement>('section')];
    const finance = say(RETIRED.finance!);
    const agriculture = say(RETIRED.agriculture!);

    const group = within(radios!).getByRole('radiogroup', {
      name: startsWith(say('studio.kinds.oneChoice.name')),
    });
    await expect(within(group).getByRole('radio', { name: finance })).toBeChecked();
    await expect(within(group).queryByRole('radio', { name: agriculture })).toBeNull();
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);

    const boxes = within(checkboxes!).getByRole('group', {
      name: startsWith(say('studio.kinds.severalChoices.name')),
    });
    await expect(within(boxes).getByRole('checkbox', { name: finance })).toBeChecked();
    await expect(within(boxes).queryByRole('checkbox', { name: agriculture })).toBeNull();
    await expect(within(boxes).getAllByRole('checkbox')).toHaveLength(4);

    const combobox = within(list!).getByRole('combobox', {
      name: startsWith(say('studio.kinds.oneChoice.name')),
    });
    await expect(combobox).toHaveTextContent(finance);
    await userEvent.click(combobox);
    const page = within(canvasElement.ownerDocument.body);
    // The list's popup is a chunk of its own: on a busy machine it takes longer than a second.
    const options = (await page.findAllByRole('option', {}, { timeout: 5000 })).map(
      (option) => option.textContent,
    );
    await expect(options).toContain(finance);
    await expect(options).not.toContain(agriculture);
    await expect(options).toHaveLength(Object.keys(MANY).length + 1);
    await userEvent.keyboard('{Escape}');
  },
};
