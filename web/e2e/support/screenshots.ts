import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Saves a picture of the whole page, or of `area` only, as `<name>.png` in the folder named by
 * `E2E_SCREENSHOTS`, for a person to look at; without that variable it does nothing, so ordinary
 * runs write no files.
 */
export async function screenshot(page: Page, name: string, area?: Locator): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  // The web fonts first, so the picture shows the text as a person sees it.
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(folder, `${name}.png`);
  if (area) await area.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
}
