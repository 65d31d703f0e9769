/** /manager/article/new and /manager/article/edit/:id: the :id param decides which. */
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Placeholder } from '@/components/plain/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorMessage, isNotFound } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { idFromParam, paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetArticleQuery } from '@/features/reading/articles-api';
import { ArticleForm } from '@/features/writing/editor/article-form';
import { RouterLink } from '@/components/router-link/router-link';

/** Holds the shape of the editor: the title line, then the text. */
function EditorSkeleton() {
  const t = useT();
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label={t('console.editor.loading')}>
      <Placeholder shape="rounded" height={56} />
      <Placeholder shape="rounded" height={420} />
    </Stack>
  );
}

function EditExisting({ id }: { id: string }) {
  const t = useT();
  const { data, error, isLoading, isError, refetch } = useGetArticleQuery(id);
  if (isLoading) return <EditorSkeleton />;
  if (isError || !data) {
    return isNotFound(error) ? (
      <EmptyState
        title={t('console.editor.notFound')}
        description={t('console.editor.notFoundHint')}
        action={
          <Button component={RouterLink} to={paths.console.article.href()}>
            {t('console.editor.backToArticles')}
          </Button>
        }
      />
    ) : (
      <ErrorState
        message={errorMessage(error, t('console.editor.loadFailed'))}
        onRetry={() => void refetch()}
      />
    );
  }
  return <ArticleForm key={data.id} article={data} />;
}

export function ArticleEditorPage() {
  const param = useParams<{ id: string }>().id;
  const id = param === undefined ? undefined : idFromParam(param);
  const t = useT();
  const title = t(id ? 'console.editor.editTitle' : 'console.editor.newTitle');
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          component={RouterLink}
          to={paths.console.article.href()}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('console.articles.title')}
        </Button>
        <Typography
          component="h1"
          variant="h5"
          tabIndex={-1}
          sx={{ flex: 1, fontWeight: 600, outline: 'none' }}
        >
          {title}
        </Typography>
      </Stack>
      {id ? <EditExisting key={id} id={id} /> : <ArticleForm key="new" />}
    </Box>
  );
}
