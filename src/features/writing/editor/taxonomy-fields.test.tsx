import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { CategoryField, LabelsField } from './taxonomy-fields';

const page = (list: unknown[]) =>
  HttpResponse.json({
    code: 0,
    msg: 'ok',
    data: { list, total: list.length, page: 1, pageSize: 100 },
  });
const item = (id: number, name: string, disabled: boolean) => ({
  id,
  name,
  disabled,
  articleCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderFields() {
  return renderWithProviders(
    <>
      <CategoryField value="" onChange={() => undefined} known={null} />
      <LabelsField value={[]} onChange={() => undefined} known={[]} />
    </>,
  );
}

describe('the article form’s category and labels', () => {
  it('name a disabled category and a disabled label alike', async () => {
    server.use(
      http.get('*/api/category/all', () =>
        page([item(1, 'Notes', false), item(2, 'Old drafts', true)]),
      ),
      http.get('*/api/label/all', () => page([item(7, 'React', false), item(8, 'Legacy', true)])),
    );
    const { user } = renderFields();
    const category = screen.getByRole('combobox', { name: /category/i });
    expect(
      await within(category).findByRole('option', { name: 'Old drafts (disabled)' }),
    ).toBeInTheDocument();
    expect(within(category).getByRole('option', { name: 'Notes' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Labels' }));
    expect(await screen.findByRole('option', { name: 'Legacy (disabled)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'React' })).toBeInTheDocument();
  });

  it('say when the labels could not be loaded, as the categories do', async () => {
    server.use(
      http.get('*/api/category/all', () => HttpResponse.error()),
      http.get('*/api/label/all', () => HttpResponse.error()),
    );
    renderFields();
    expect(await screen.findByText('Categories could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Labels could not be loaded.')).toBeInTheDocument();
  });
});
