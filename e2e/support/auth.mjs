// Signing in the way a person does: the login form at /manager with the demo account.
export const DEMO_USERNAME = 'admin';
export const DEMO_PASSWORD = 'admin123';

/**
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 */
export async function signIn(
  page,
  baseUrl,
  { username = DEMO_USERNAME, password = DEMO_PASSWORD } = {},
) {
  await page.goto(`${baseUrl}/manager`);
  // `.and(input)`: a "show password" toggle may carry the word in its own label.
  await page
    .getByLabel(/user\s*name/i)
    .and(page.locator('input'))
    .fill(username);
  await page
    .getByLabel(/password/i)
    .and(page.locator('input'))
    .fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/manager/'));
  // The console is shown once its profile call has answered: a test that counts calls or routes
  // them from here on starts after it, not while it may still be on its way.
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}
