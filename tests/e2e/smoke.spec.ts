import { expect, test } from '@playwright/test';
import { formTakenOver } from './helpers';

test('the built app renders a form that validates under a strict CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/auth/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Send OTP' });
  await expect(submit).toBeDisabled();

  const phone = page.getByRole('textbox', { name: /Phone Number/ });
  await formTakenOver(page);
  await phone.fill('98765');
  await phone.blur();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await phone.fill('9876543210');
  await expect(submit).toBeEnabled();
  expect(problems).toEqual([]);
});
