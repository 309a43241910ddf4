import { expect, test } from '@playwright/test';

// The server's Content-Security-Policy allows no eval (apps/api/src/plugins/security-headers.ts).
// Zod probes for eval with `new Function` unless it is told not to (apps/web/src/lib/zod-config.ts):
// Firefox logs each probe, Chromium fires a `securitypolicyviolation` event, which this counts.

const SENTINEL = 'https://sentinel.invalid/';

test('the login page, which builds the schemas, breaks no Content-Security-Policy rule', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // A violation of our own, reported after any that loading the page caused: once this one is
  // seen, so are they.
  await page.evaluate((url) => fetch(url).catch(() => undefined), SENTINEL);
  await expect.poll(violations).toContain(`connect-src ${SENTINEL}`);
  expect(await violations()).toEqual([`connect-src ${SENTINEL}`]);
});
