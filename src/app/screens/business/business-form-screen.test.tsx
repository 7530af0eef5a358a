import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { answer } from '@/testing/fake-api';
import { installEnglishTexts, installTexts } from '@/testing/texts';
import { BusinessFormScreen } from './business-form-screen';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

beforeEach(() => {
  installTexts('hi');
  answer('GET business/business-categories', {
    body: [
      { category: 'Retail', subCategories: ['Grocery', 'Jewellery'] },
      { category: 'Manufacturing', subCategories: ['Textiles'] },
    ],
  });
  answer('GET business/business-entity-types/India', {
    body: [
      { country: 'India', isoCode: 'IN', entityTypes: ['Sole Proprietorship', 'Partnership'] },
    ],
  });
});
afterEach(() => installEnglishTexts());

const optionsShown = async () =>
  (await screen.findAllByRole('option', {}, { timeout: 5000 })).map((o) => o.textContent);

/** Opens a list and answers what it offers, then closes it. */
async function listOf(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name }));
  const shown = await optionsShown();
  await user.keyboard('{Escape}');
  return shown;
}

it("offers the business form's lists in Hindi, stores their English and finds them by either", async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/secure/add-business']}>
      <BusinessFormScreen />
    </MemoryRouter>,
  );
  const country = await screen.findByRole('combobox', { name: /Country/ });
  // India, named in Hindi before its list is opened.
  await waitFor(() => expect(country).toHaveTextContent('भारत'));
  expect(await listOf(user, /Entity Type/)).toEqual([
    'प्रोप्राइटरशिप (एकल स्वामित्व)',
    'पार्टनरशिप (साझेदारी)',
  ]);
  expect(await listOf(user, /^Business Category/)).toEqual([
    'खुदरा व्यापार (रिटेल)',
    'मैन्युफ़ैक्चरिंग',
    'अन्य',
  ]);

  await user.click(screen.getByRole('combobox', { name: /^Business Category/ }));
  await user.keyboard('खुद');
  expect(await optionsShown()).toEqual(['खुदरा व्यापार (रिटेल)']);
  await user.keyboard('{Enter}');
  // The sub-categories of the stored "Retail".
  expect(await listOf(user, /Sub-category/)).toEqual(['किराना', 'ज्वेलरी']);

  await user.click(country);
  await user.keyboard('Nepal');
  expect(await optionsShown()).toEqual(['नेपाल']);
});
