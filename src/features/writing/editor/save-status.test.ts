import { savedLabel, saveStatus, statusText } from './save-status';

const at = new Date(2026, 10, 23, 14, 5).getTime();

describe('save status', () => {
  it('says only what is true', () => {
    const idle = { dirty: false, saving: false, failure: null, savedAt: null };
    expect(statusText(saveStatus(idle))).toBe('Nothing to save');
    expect(statusText(saveStatus({ ...idle, dirty: true }))).toBe('Unsaved changes');
    expect(statusText(saveStatus({ ...idle, dirty: true, saving: true }))).toBe('Saving…');
    expect(saveStatus({ ...idle, dirty: true, failure: 'Disk full.' })).toEqual({
      kind: 'failed',
      message: 'Disk full.',
    });
    // A failure the owner has since undone by hand is no longer a pending failure.
    expect(saveStatus({ ...idle, failure: 'Disk full.', savedAt: at })).toEqual({
      kind: 'saved',
      at,
    });
  });

  it('gives the time of a save today and the date of an older one', () => {
    expect(savedLabel(at, at + 60_000)).toMatch(/^Saved at (14:05|0?2:05\s?PM)$/);
    expect(savedLabel(at, at + 3 * 86_400_000)).toMatch(/^Saved on .*2026/);
  });
});
