import { call, signIn } from '../testing/api-client';

interface Analysis {
  pv: number;
  uv: number;
  articleCount: number;
  daily: { date: string; pv: number; uv: number }[];
  topArticles: unknown[];
}

const today = () => new Date().toISOString().slice(0, 10);

describe('analysis', () => {
  it('summarises 7, 30 or 90 days ending today', async () => {
    const token = await signIn();
    for (const days of [7, 30, 90]) {
      const answer = await call<Analysis>('GET', '/api/analysis', { days }, token);
      expect(answer.data.daily).toHaveLength(days);
      expect(answer.data.daily.at(-1)?.date).toBe(today());
      expect(answer.data.pv).toBe(answer.data.daily.reduce((sum, day) => sum + day.pv, 0));
      expect(answer.data.daily.every((day) => day.pv > 0 && day.uv <= day.pv)).toBe(true);
    }
    const fallback = await call<Analysis>('GET', '/api/analysis', {}, token);
    expect(fallback.data.daily).toHaveLength(30);
    expect(fallback.data.articleCount).toBeGreaterThanOrEqual(64);
  });

  it('records a page view per visit and a visitor per new key per day', async () => {
    const token = await signIn();
    const todayOf = async () =>
      (await call<Analysis>('GET', '/api/analysis', { days: 7 }, token)).data.daily.at(-1);
    const before = await todayOf();
    for (const key of ['visitor-a', 'visitor-a', 'visitor-b']) {
      expect(
        (await call('POST', '/api/analysis', { key, event: 'analysis', path: '/' })).code,
      ).toBe(0);
    }
    const after = await todayOf();
    expect(after?.pv).toBe((before?.pv ?? 0) + 3);
    expect(after?.uv).toBe((before?.uv ?? 0) + 2);
  });
});
