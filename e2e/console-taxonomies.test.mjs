// Categories and labels in the console (issue 4 "Tests"): add one (after an empty name and a
// duplicate are refused with a message under the field), rename it, delete it.
import assert from 'node:assert/strict';
import { test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const TOAST_WAIT = { timeout: 60000 };

const toast = (page, text) => page.getByRole('alert').filter({ hasText: text });

const KINDS = [
  {
    noun: 'category',
    title: 'Categories',
    menu: 'Category',
    existing: 'Frontend',
    name: 'Gardening',
    renamed: 'Gardening notes',
  },
  {
    noun: 'label',
    title: 'Labels',
    menu: 'Label',
    existing: 'React',
    name: 'Sourdough',
    renamed: 'Sourdough starters',
  },
];

test.describe('console categories and labels', () => {
  for (const kind of KINDS) {
    test(`adds, renames and deletes a ${kind.noun}`, async () => {
      const page = await e2e.newPage({ viewport: DESKTOP });
      await e2e.signIn(page);
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: kind.menu, exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: kind.title }).waitFor();
      const table = page.getByRole('table', { name: kind.title });
      await table.getByRole('row').nth(1).waitFor();

      // Add: an empty name is stopped here, a duplicate by the server.
      await page
        .getByRole('button', { name: `Add ${kind.noun}` })
        .first()
        .click();
      const add = page.getByRole('dialog', { name: `Add a ${kind.noun}` });
      const name = add.getByRole('textbox', { name: 'Name' });
      await name.waitFor();
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await add.getByText('Enter a name.').waitFor();
      assert.equal(await name.getAttribute('aria-invalid'), 'true');

      await name.fill(kind.existing);
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      const duplicate = new RegExp(`${kind.noun} named "${kind.existing}" already exists`, 'i');
      await add.getByText(duplicate).waitFor();
      assert.equal(await name.getAttribute('aria-invalid'), 'true');

      await name.fill(kind.name);
      await name.press('Enter');
      await add.waitFor({ state: 'hidden' });
      await toast(page, `Added the ${kind.noun} “${kind.name}”.`).waitFor(TOAST_WAIT);

      // Find it whatever page it landed on.
      const search = page.getByRole('searchbox', { name: `Search ${kind.title.toLowerCase()}` });
      await search.fill(kind.name);
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === kind.name);
      // The search's own page, not the first page it replaces (which may show the new row too: a
      // click there went to a table about to be swapped, and no dialog opened, once in CI).
      await page.getByText('1–1 of 1').waitFor();
      await table.getByText(kind.name, { exact: true }).waitFor();

      // Rename.
      await table.getByRole('button', { name: `Edit ${kind.name}`, exact: true }).click();
      const rename = page.getByRole('dialog', { name: `Rename the ${kind.noun}` });
      const newName = rename.getByRole('textbox', { name: 'Name' });
      assert.equal(await newName.inputValue(), kind.name);
      await newName.fill(kind.renamed);
      await rename.getByRole('button', { name: 'Save', exact: true }).click();
      await rename.waitFor({ state: 'hidden' });
      await toast(page, `Renamed the ${kind.noun} to “${kind.renamed}”.`).waitFor(TOAST_WAIT);
      await table.getByText(kind.renamed, { exact: true }).waitFor();
      await table.getByText(kind.name, { exact: true }).waitFor({ state: 'detached' });

      // Delete, after confirming.
      await table.getByRole('button', { name: `Delete ${kind.renamed}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: `Delete the ${kind.noun}?` });
      await confirm.getByText(`“${kind.renamed}” will be deleted.`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await toast(page, `Deleted the ${kind.noun} “${kind.renamed}”.`).waitFor(TOAST_WAIT);
      await table.getByText(kind.renamed, { exact: true }).waitFor({ state: 'detached' });
    });
  }
});
