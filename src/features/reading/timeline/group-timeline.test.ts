import { groupTimeline } from './group-timeline';
import { rowOffsets, rowAt, ROW_HEIGHT, toTimelineRows, visibleRange } from './timeline-rows';

const entry = (id: string, createdAt: string) => ({ id, title: `Title ${id}`, createdAt });

describe('groupTimeline', () => {
  it('orders years, months and entries newest first, whatever order they came in', () => {
    const groups = groupTimeline([
      entry('a', '2024-05-10T08:00:00Z'),
      entry('b', '2026-01-15T08:00:00Z'),
      entry('c', '2024-11-02T08:00:00Z'),
      entry('d', '2026-01-20T08:00:00Z'),
      entry('e', '2025-07-01T08:00:00Z'),
    ]);
    expect(groups.years.map((year) => year.year)).toEqual([2026, 2025, 2024]);
    expect(groups.years[2].months.map((month) => month.month)).toEqual([10, 4]);
    expect(groups.years[0].months[0].entries.map((item) => item.id)).toEqual(['d', 'b']);
  });

  it('counts entries per year and per month', () => {
    const groups = groupTimeline([
      entry('1', '2025-03-01T00:00:00Z'),
      entry('2', '2025-03-31T23:59:59Z'),
      entry('3', '2025-04-01T00:00:00Z'),
      entry('4', '2024-12-24T12:00:00Z'),
    ]);
    expect(groups.total).toBe(4);
    expect(groups.years.map(({ year, count }) => [year, count])).toEqual([
      [2025, 3],
      [2024, 1],
    ]);
    expect(groups.years[0].months.map(({ month, entries }) => [month, entries.length])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });

  it('groups by the UTC calendar, whatever offset the date is written with', () => {
    const groups = groupTimeline([
      // 2026-01-01 00:30 at +02:00 is still 31 December 2025 in UTC.
      entry('offset', '2026-01-01T00:30:00+02:00'),
      entry('late', '2025-12-31T23:30:00Z'),
      entry('new-year', '2026-01-01T00:00:00Z'),
    ]);
    expect(groups.years.map((year) => year.year)).toEqual([2026, 2025]);
    expect(groups.years[0].months[0].entries.map((item) => item.id)).toEqual(['new-year']);
    expect(groups.years[1].months[0]).toMatchObject({ year: 2025, month: 11 });
    expect(groups.years[1].months[0].entries.map((item) => item.id)).toEqual(['late', 'offset']);
  });

  it('keeps entries with unreadable dates, apart, instead of losing them', () => {
    const groups = groupTimeline([
      entry('x', 'not a date'),
      entry('y', ''),
      entry('z', '2025-01-01T00:00:00Z'),
    ]);
    expect(groups.undated.map((item) => item.id)).toEqual(['x', 'y']);
    expect(groups.years).toHaveLength(1);
    expect(groups.total).toBe(3);
  });

  it('keeps the server order for entries at the same instant', () => {
    const groups = groupTimeline([
      entry('first', '2025-02-02T02:02:02Z'),
      entry('second', '2025-02-02T02:02:02Z'),
    ]);
    expect(groups.years[0].months[0].entries.map((item) => item.id)).toEqual(['first', 'second']);
  });
});

describe('timeline rows', () => {
  const groups = groupTimeline([
    entry('1', '2025-03-02T00:00:00Z'),
    entry('2', '2025-03-01T00:00:00Z'),
    entry('3', '2024-12-01T00:00:00Z'),
    entry('4', 'garbage'),
  ]);
  const rows = toTimelineRows(groups);

  it('flattens into year, month and entry rows, with undated entries last', () => {
    expect(rows.map((row) => row.kind)).toEqual([
      'year',
      'month',
      'entry',
      'entry',
      'year',
      'month',
      'entry',
      'year',
      'entry',
    ]);
    expect(rows[rows.length - 2]).toMatchObject({ kind: 'year', year: null, count: 1 });
  });

  it('places rows by their fixed heights', () => {
    const offsets = rowOffsets(rows);
    expect(offsets[0]).toBe(0);
    expect(offsets[1]).toBe(ROW_HEIGHT.year);
    expect(offsets[2]).toBe(ROW_HEIGHT.year + ROW_HEIGHT.month);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, ROW_HEIGHT.year)).toBe(1);
    expect(rowAt(offsets, 1e9)).toBe(rows.length - 1);
  });

  it('places the rows after a taller (wrapped) entry by its measured height', () => {
    const wrapped = rows[2];
    expect(wrapped.kind).toBe('entry');
    const offsets = rowOffsets(rows, new Map([[wrapped.key, 88]]));
    expect(offsets[3]).toBe(ROW_HEIGHT.year + ROW_HEIGHT.month + 88);
    expect(offsets[4]).toBe(offsets[3] + ROW_HEIGHT[rows[3].kind]);
  });

  it('never returns more rows than the cap, however tall the viewport', () => {
    const many = toTimelineRows(
      groupTimeline(
        Array.from({ length: 5000 }, (_, index) =>
          entry(String(index), new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString()),
        ),
      ),
    );
    const offsets = rowOffsets(many);
    const { start, end } = visibleRange(offsets, 0, 1e9, 600, 200);
    expect(start).toBe(0);
    expect(end - start).toBe(200);
    const middle = visibleRange(offsets, 40_000, 41_000, 600, 200);
    expect(middle.start).toBeGreaterThan(0);
    expect(offsets[middle.start]).toBeLessThanOrEqual(40_000 - 600);
    expect(offsets[middle.end]).toBeGreaterThanOrEqual(41_000 + 600);
  });
});
