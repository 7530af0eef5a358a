import { expect, test, type Page } from '@playwright/test';
import { E2E_OTPLESS_APP_PORT, FAKE_OTPLESS } from '../helpers/e2e-servers';
import { nextPhone, submitSignUpForm, submitWizard, typeOtp } from './helpers';

// The same production build, on a server configured for OTPless (faked on loopback).
test.use({ baseURL: `http://127.0.0.1:${E2E_OTPLESS_APP_PORT}` });

/** The code the fake OTPless "sent" on WhatsApp. */
async function otplessCode(page: Page, digits: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${FAKE_OTPLESS.url}/fake-sdk/code/${digits}`);
      code = ((await answer.json()) as { code: string | null }).code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test("with OTPless configured, sign-up runs on its SDK under the page's CSP; a wrong code is refused first", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const phone = nextPhone();
  await submitSignUpForm(page, phone);
  await expect(page.locator('script#otpless-sdk')).toHaveAttribute(
    'src',
    `${FAKE_OTPLESS.url}/v4/headless.js`,
  );

  const code = await otplessCode(page, phone.digits);
  await typeOtp(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByText('OTP incorrect. Please enter valid OTP')).toBeVisible();
  await typeOtp(page, code);
  await expect(page.getByText('OTP verified. Signing up...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('with OTPless configured, the wizard verifies through its SDK and the submit is accepted', async ({
  page,
}) => {
  await submitWizard(page, nextPhone(), 'Rao Textiles', otplessCode);
});
