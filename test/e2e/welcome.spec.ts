import { expect, test } from '@playwright/test';
import { launchWithExtension, removeLaunchFiles, waitForWelcomeTab } from '@/test/support/chromium';

test('a fresh install opens the welcome page, whose demo samples answer without a key', async () => {
  const launched = await launchWithExtension({ keepWelcomeTab: true });
  try {
    const welcome = await waitForWelcomeTab(launched.context, launched.extensionId);
    await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Welcome to VIN & TIN Lookup');
    await expect(welcome.getByText(/billed from your Prembly wallet/)).toBeVisible();
    await expect(welcome.getByText(/No analytics, no telemetry/)).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Open Options to connect a key' })).toBeVisible();

    await welcome.getByRole('button', { name: 'Try VIN 4T1BF1FK5DU276514' }).click();
    const report = welcome.getByRole('region', { name: 'Vehicle report' });
    await expect(report).toContainText('Toyota');
    await expect(report).toContainText('Demo data');

    await welcome.getByRole('button', { name: 'Try TIN 10493827-0001' }).click();
    await expect(welcome.getByRole('region', { name: 'Taxpayer record' })).toContainText(
      'ADEWALE AUTOS NIGERIA LIMITED',
    );
    await expect(
      welcome
        .getByRole('listitem')
        .filter({ has: welcome.locator('kbd') })
        .first(),
    ).toBeVisible();
  } finally {
    await launched.context.close();
    removeLaunchFiles(launched);
  }
});

test('the welcome page does not open again when the browser restarts', async () => {
  const first = await launchWithExtension();
  await first.context.close();
  const second = await launchWithExtension({
    userDataDir: first.userDataDir,
    extensionDir: first.extensionDir,
  });
  try {
    await second.context.newPage();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(second.context.pages().map((page) => page.url())).not.toContainEqual(
      expect.stringContaining('welcome.html'),
    );
  } finally {
    await second.context.close();
    removeLaunchFiles(second);
  }
});
