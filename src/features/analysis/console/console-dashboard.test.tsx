import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { speakInTest } from '../../../../test/locale';
import { ConsoleDashboard } from './console-dashboard';

const analysis = (days: number) => ({
  pv: 120,
  uv: 45,
  articleCount: 12,
  categoryCount: 6,
  labelCount: 18,
  daily: Array.from({ length: days }, (_, index) => ({
    date: `2026-10-${String(index + 1).padStart(2, '0')}`,
    pv: index * 2,
    uv: index,
  })),
  topArticles: [{ id: 7, title: 'Typography for the web', views: 321 }],
});

describe('ConsoleDashboard', () => {
  beforeEach(() => writeToken(login({ username: 'admin', password: 'admin123' }).token));

  it('shows the totals, the trend and the most read articles', async () => {
    const requested: string[] = [];
    server.use(
      http.get('*/api/analysis', ({ request }) => {
        const days = new URL(request.url).searchParams.get('days') ?? '';
        requested.push(days);
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: analysis(Number(days) > 30 ? 30 : Number(days)),
        });
      }),
    );
    const { user, router } = renderWithProviders(<ConsoleDashboard />, { route: '/manager/home' });
    const totals = await screen.findByRole('list', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Articles12'));
    expect(totals).toHaveTextContent('Categories6');
    expect(totals).toHaveTextContent('Labels18');
    expect(totals).toHaveTextContent(/Page views.*120/);
    expect(totals).toHaveTextContent(/Visitors.*45/);
    expect(screen.getByRole('link', { name: 'Typography for the web' })).toHaveAttribute(
      'href',
      '/detail/7',
    );

    const chart = screen.getByRole('group', { name: /Trend chart/ });
    expect(chart).toHaveAccessibleName(/870 page views and 435 visitors in all/);
    act(() => chart.focus());
    await user.keyboard('{Home}');
    expect(await screen.findByText(/Oct 1: 0 page views, 0 visitors/)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    // One visitor is one (an ICU plural; before the catalogs it read "1 visitors").
    expect(await screen.findByText(/Oct 2: 2 page views, 1 visitor$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(requested).toContain('7'));
    expect(new URLSearchParams(router.state.location.search).get('days')).toBe('7');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('speaks Chinese: headings, totals, dates and numbers in the language, plural counts', async () => {
    speakInTest('zh-CN');
    server.use(
      http.get('*/api/analysis', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: { ...analysis(30), pv: 12345, topArticles: [{ id: 7, title: '排版', views: 1 }] },
        }),
      ),
    );
    const { user } = renderWithProviders(<ConsoleDashboard />, { route: '/manager/home' });
    expect(screen.getByRole('heading', { name: '仪表盘' })).toBeInTheDocument();
    const totals = await screen.findByRole('list', { name: '总计' });
    await waitFor(() => expect(totals).toHaveTextContent('文章12'));
    expect(totals).toHaveTextContent('浏览量最近 30 天12,345');
    expect(screen.getByRole('heading', { name: '阅读最多的文章' })).toBeInTheDocument();
    expect(screen.getByText('1 次阅读')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最近 7 天' })).toHaveTextContent('7 天');

    const chart = screen.getByRole('group', { name: /^趋势图。/ });
    expect(chart).toHaveAccessibleName(/最近 30 天每日的浏览量与访客：共 870 次浏览、435 位访客；/);
    act(() => chart.focus());
    await user.keyboard('{Home}');
    expect(await screen.findByText(/^10月1日周四：0 次浏览，0 位访客$/)).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    server.use(http.get('*/api/analysis', () => HttpResponse.error(), { once: true }));
    const { user } = renderWithProviders(<ConsoleDashboard />, { route: '/manager/home' });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
