import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

/** The names in the catalogue table, top to bottom. */
function shownNames(page: Page): Promise<string[]> {
  return page.locator('.exemption-types__table tbody th[scope="row"]').allTextContents();
}

/** The list with `name` taken out and put back at `index`. */
function moved(names: readonly string[], name: string, index: number): string[] {
  const rest = names.filter((candidate) => candidate !== name);
  rest.splice(index, 0, name);
  return rest;
}

/** The centre of an element on the screen. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe.runIf(browserAvailable())('an administrator maintains the exemption catalogue', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('adds a type, edits it in place, reorders by keyboard and by mouse, and deletes it', async () => {
    const { admin } = env.system.credentials;
    const context = await openContext(env.browser);
    const page = await context.newPage();
    await logIn(page, env.url, admin.username, admin.password, /\/admin$/);
    await page.getByRole('link', { name: 'Medicaid Exemptions Management' }).click();
    await page.waitForURL(/\/admin\/medicaid-exemptions$/);
    await page.getByRole('heading', { name: 'Medicaid Exemptions Management', level: 1 }).waitFor();
    const name = 'Caring for a newborn grandchild';

    await page.getByRole('button', { name: 'Add New Exemption' }).click();
    const addForm = page.getByRole('form', { name: 'Add New Exemption' });
    await addForm.getByLabel(/^Exemption Name/).fill(name);
    await addForm.getByLabel(/^Abbreviation/).fill('GRANDCARE');
    await addForm
      .getByLabel('Description', { exact: true })
      .fill('Full-time care of a grandchild under one year old.');
    await addForm.getByLabel(/^Sort Order/).fill('50');
    await addForm.getByLabel(/^Minimum/).fill('1');
    await addForm.getByLabel(/^Maximum/).fill('12');
    await addForm.getByLabel(/^Default/).fill('6');
    await addForm.getByRole('button', { name: 'Create Exemption' }).click();
    await page.getByText('Exemption created successfully', { exact: true }).waitFor();
    const row = page.locator('.exemption-types__table tbody tr', { hasText: name });
    await row.getByText('GRANDCARE').waitFor();
    const afterAdding = await shownNames(page);
    // Sort order 50 puts it after the seeded federal categories.
    expect(afterAdding.at(-1)).toBe(name);

    // Edit and delete show when the pointer is over the row.
    await row.hover();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('form', { name: `Edit exemption: ${name}` });
    await editor
      .getByLabel('Description', { exact: true })
      .fill('Full-time care of a grandchild under two years old.');
    await editor.getByLabel(/^Maximum/).fill('24');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Exemption updated successfully', { exact: true }).waitFor();
    await editor.waitFor({ state: 'detached' });
    await row.getByText('Full-time care of a grandchild under two years old.').waitFor();
    await expect(row.locator('td.exemption-types__months').nth(1).textContent()).resolves.toBe('24');
    // Focus goes back to the row's edit button, so a keyboard user carries on from there.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).resolves.toBe(
      `Edit ${name}`,
    );

    // By keyboard: pick the handle up with space, two places up with the arrows, drop with space.
    const handle = page.getByRole('button', { name: `Move ${name}` });
    const count = afterAdding.length;
    // Each key waits for what a screen reader would say about the last one.
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(`Picked up ${name}. It is in position ${count} of ${count}.`);
    await page.keyboard.press('ArrowUp');
    await announced(`${name} was moved to position ${count - 1} of ${count}.`);
    await page.keyboard.press('ArrowUp');
    await announced(`${name} was moved to position ${count - 2} of ${count}.`);
    await page.keyboard.press('Space');
    await page.getByText('Exemption order updated successfully', { exact: true }).waitFor();
    const byKeyboard = moved(afterAdding, name, afterAdding.length - 3);
    await expect(shownNames(page)).resolves.toEqual(byKeyboard);
    await page.reload();
    await row.waitFor();
    await expect(shownNames(page)).resolves.toEqual(byKeyboard);

    // By mouse: press on the handle, drag it up over the row above, let go. The row stays in the
    // middle of the screen, away from the edges where dragging scrolls the page.
    const target = page.locator('.exemption-types__table tbody tr').nth(count - 4);
    await handle.scrollIntoViewIfNeeded();
    const from = await centreOf(handle);
    const to = await centreOf(target.locator('.exemption-types__handle'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 10, { steps: 3 });
    await page.mouse.move(to.x, to.y, { steps: 20 });
    await page.mouse.up();
    await page.getByText('Exemption order updated successfully', { exact: true }).waitFor();
    const byMouse = moved(byKeyboard, name, count - 4);
    await expect(shownNames(page)).resolves.toEqual(byMouse);
    await page.reload();
    await row.waitFor();
    await expect(shownNames(page)).resolves.toEqual(byMouse);
    // The saved order is the one enrollees are offered.
    const offered = await page.evaluate(async () => (await fetch('/api/medicaid-exemptions')).json());
    expect(offered.map((type: { exemptionName: string }) => type.exemptionName)).toEqual(byMouse);

    // Nobody has asked for it, so it can go.
    await row.hover();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(`“${name}” will be removed from the exemption types.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete Exemption' }).click();
    await page.getByText('Exemption deleted successfully', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.exemption-types__table tbody tr').first().waitFor();
    await expect(shownNames(page)).resolves.toEqual(afterAdding.filter((candidate) => candidate !== name));
    await context.close();
  });
});
