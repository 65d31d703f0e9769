import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { renderWithProviders } from '../../../test/render-with-providers';
import { speakInTest } from '../../../test/locale';
import { LoginPage } from './login-page';

const renderLogin = () =>
  renderWithProviders(<LoginPage />, {
    route: '/manager',
    path: '/manager',
    routes: [{ path: '/manager/home', element: <h1>home</h1> }],
  });

describe('the sign-in page in Chinese', () => {
  it('names the page and the fields, and asks for both fields in Chinese', async () => {
    speakInTest('zh-CN');
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByText('博主控制台')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/用户名/), '   ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名。')).toBeInTheDocument();
    expect(screen.getByText('请输入密码。')).toBeInTheDocument();
    expect(screen.getByLabelText(/密码/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the blog could not be reached, in Chinese, and keeps Retry', async () => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    server.use(http.get('*/api/auth/profile', () => HttpResponse.error()));
    speakInTest('zh-CN');
    renderLogin();
    expect(await screen.findByText('无法连接到博客。')).toBeInTheDocument();
    expect(screen.getByText(/你仍处于登录状态。/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
