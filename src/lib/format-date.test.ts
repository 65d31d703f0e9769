import { formatDay, formatWhen, parseDate } from './format-date';

const day = (iso: string) => formatDay(new Date(iso));

describe('formatWhen', () => {
  const now = new Date(2026, 2, 5, 18, 30); // 5 March 2026, 18:30 local time

  it('shows the time for a moment of today', () => {
    expect(formatWhen(new Date(2026, 2, 5, 14, 5).toISOString(), now)).toBe('today 14:05');
    expect(formatWhen(new Date(2026, 2, 5, 0, 0).toISOString(), now)).toBe('today 00:00');
  });

  it('shows the day alone for any other day, never a time of day', () => {
    const yesterday = new Date(2026, 2, 4, 9, 0).toISOString();
    expect(formatWhen(yesterday, now)).toBe(day(yesterday));
    expect(formatWhen(yesterday, now)).not.toMatch(/\d:\d\d|AM|PM/);
    const lastYear = new Date(2025, 2, 5, 14, 5).toISOString();
    expect(formatWhen(lastYear, now)).toBe(day(lastYear));
    expect(formatWhen(lastYear, now)).toMatch(/2025/);
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatWhen('', now)).toBe('—');
    expect(formatWhen('not a date', now)).toBe('—');
  });
});

describe('formatDay', () => {
  it('reads the calendar day in UTC when asked (the public lists group by UTC months)', () => {
    const late = new Date('2026-01-31T23:30:00Z');
    expect(formatDay(late, 'UTC')).toBe(
      new Intl.DateTimeFormat(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(late),
    );
    expect(formatDay(late, 'UTC')).toMatch(/31/);
  });

  it('parses only readable dates', () => {
    expect(parseDate('2026-01-02T03:04:05Z')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(parseDate('nope')).toBeNull();
  });
});
