import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TextsProvider } from '@/i18n/texts-provider';
import { answer } from '@/testing/fake-api';
import { installEnglishTexts, installTexts } from '@/testing/texts';
import { BusinessListScreen } from './business/business-list-screen';
import { ThankYou } from './onboarding/thank-you';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));

// The Hindi literally, so a screen that still reads English fails here.
const HINDI = {
  myBusinesses: 'मेरे बिज़नेस',
  addBusiness: 'बिज़नेस जोड़ें',
  noBusinesses: 'आपने अभी तक कोई बिज़नेस नहीं जोड़ा है।',
  thanksTitle: 'धन्यवाद!',
  logIn: 'लॉग इन करें',
};

const inHindi = (page: ReactNode) =>
  render(
    <TextsProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </TextsProvider>,
  );

describe('screens in Hindi', () => {
  beforeEach(() => installTexts('hi'));
  afterEach(() => installEnglishTexts());

  it('My Businesses with none yet: the heading, the button and the empty state', async () => {
    answer('GET business/', { body: [] });
    inHindi(<BusinessListScreen />);
    expect(screen.getByRole('heading', { name: HINDI.myBusinesses })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HINDI.addBusiness })).toHaveAttribute(
      'href',
      '/secure/add-business',
    );
    expect(await screen.findByText(HINDI.noBusinesses)).toBeInTheDocument();
  });

  it("the thank-you puts the support number's link where the Hindi sentence has it", () => {
    inHindi(<ThankYou supportPhone="+91 20 4000 1234" onRestart={() => undefined} />);
    expect(screen.getByRole('heading', { name: HINDI.thanksTitle })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '+91 20 4000 1234' });
    // Hindi's verb comes after the number: the link sits inside the sentence, not at its end.
    expect(link.parentElement).toHaveTextContent(
      'हमें आपकी जानकारी मिल गई है। अगर कुछ बदलना हो, तो कृपया +91 20 4000 1234 पर हमसे संपर्क करें।',
    );
    expect(screen.getByRole('link', { name: HINDI.logIn })).toHaveAttribute('href', '/auth/login');
  });
});
