import { expect, test, type Page } from '@playwright/test';
import { nextPhone, PHONE_VIEWPORT, verifyInWizard } from './helpers';

/**
 * The group number lookup: leaving Group Number fills Group Name and Region when the lookup
 * answers. A member does not wait for it: they tap the next field and type at once. Every key they
 * type must stay, whether the answer lands just before their first key or in the middle of a word,
 * and the group must still be filled. (The profile screen shows the group read-only: no lookup.)
 */

test.use({ viewport: PHONE_VIEWPORT });
// Four rounds typed at a person's pace (150 ms a key in two of them) take about 20 s on their own.
test.slow();

interface Group {
  number: string;
  name: string;
  region: string;
}

// A different group each round, so each round's fill is seen to land.
const GROUPS: Group[] = [
  { number: '301', name: 'Sample Delhi Connaught', region: 'North' },
  { number: '101', name: 'Sample Pune Central', region: 'West' },
  { number: '201', name: 'Sample Chennai Marina', region: 'South' },
  { number: '401', name: 'Sample Kolkata Park Street', region: 'East' },
];

/** Typing speeds (ms a key) and when the lookup's answer lands: at once, or after 3 keys typed. */
const ROUNDS = [150, 20].flatMap((delay) => [
  { delay, heldFor: 0 },
  { delay, heldFor: 3 },
]);

/** Holds each group lookup's answer until the test lets it go (or not at all when not held). */
async function holdLookups(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/\/api\/groups\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  return {
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/**
 * One round: types the group number, then taps each field in turn and types its text at `delay`
 * ms a key. When held, the lookup's answer is let go after the first `heldFor` keys, so it lands
 * while the member types; else it lands as they tap the first field.
 */
async function typeAfterLookup(
  page: Page,
  lookups: Awaited<ReturnType<typeof holdLookups>>,
  group: Group,
  fields: Array<[RegExp, string]>,
  { delay, heldFor }: (typeof ROUNDS)[number],
) {
  for (const [label] of fields) await page.getByLabel(label).fill('');
  if (heldFor > 0) lookups.hold();
  const groupNumber = page.getByLabel(/Group Number/);
  await groupNumber.tap();
  await groupNumber.fill('');
  await page.keyboard.type(group.number, { delay });

  for (const [index, [label, text]] of fields.entries()) {
    const field = page.getByLabel(label);
    await field.tap();
    if (index === 0 && heldFor > 0) {
      await page.keyboard.type(text.slice(0, heldFor), { delay });
      lookups.release();
      await page.keyboard.type(text.slice(heldFor), { delay });
    } else {
      await page.keyboard.type(text, { delay });
    }
    // The fill never takes the focus away from the field being typed in.
    await expect(field).toBeFocused();
  }

  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(group.name);
  await expect(page.getByRole('combobox', { name: /Region/ })).toContainText(group.region);
  for (const [label, text] of fields) await expect(page.getByLabel(label)).toHaveValue(text);
}

test('Sign Up: no key typed after leaving Group Number is lost, and the group is filled', async ({
  page,
}) => {
  const lookups = await holdLookups(page);
  await page.goto('/auth/sign-up');
  for (const [index, round] of ROUNDS.entries()) {
    await test.step(`${round.delay} ms a key, answer after ${round.heldFor} keys`, () =>
      typeAfterLookup(
        page,
        lookups,
        GROUPS[index]!,
        [
          [/Password/, 'Secret123'],
          [/Last Name/, 'Verma'],
        ],
        round,
      ));
  }
});

test('Wizard Profile Info: no key typed after leaving Group Number is lost, and the group is filled', async ({
  page,
}) => {
  await verifyInWizard(page, nextPhone());
  const lookups = await holdLookups(page);
  for (const [index, round] of ROUNDS.entries()) {
    await test.step(`${round.delay} ms a key, answer after ${round.heldFor} keys`, () =>
      typeAfterLookup(
        page,
        lookups,
        GROUPS[index]!,
        [
          [/Last Name/, 'Verma'],
          [/^Email/, 'verma@example.in'],
        ],
        round,
      ));
  }
});
