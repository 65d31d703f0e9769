// The console's Public site card (issue 42), as the owner works it: the card, and its Rebuild
// settings dialog filled in (a host's build hook, or the prerender's own hook with its token).

/** The card on the console's Home, by its name in the console's language. */
export const publicSiteCard = (page, name = 'Public site') => page.getByRole('region', { name });

/** Keeps `url` (and `token`, which makes it the prerender's own hook) as the rebuild address. */
export async function keepRebuildHook(page, { url, token }) {
  await publicSiteCard(page).getByRole('button', { name: 'Rebuild settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebuild settings' });
  if (token) {
    await dialog.getByRole('radio', { name: /The prerender’s own hook/ }).check();
    await dialog.getByLabel('Token').fill(token);
  }
  await dialog.getByLabel('Address').fill(url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}
