/**
 * What the API has that the public pages do not (site-changes.ts), by kind, each article named:
 * a link to its editor, or its title as the pages had it for one deleted since. A long list names
 * the first few of each kind and counts the rest.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { errorMessage } from '@/api/errors';
import { Placeholder } from '@/components/plain/placeholder';
import { TextRouterLink } from '@/components/plain/text-link';
import { ErrorState } from '@/components/states/error-state';
import { SITE_CHANGES_SHOWN } from '@/config/constants';
import { paths } from '@/config/paths';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { CHANGE_KINDS, hasChanges, siteChanges, type ChangedArticle } from '../site-changes';
import type { SiteState } from '../site-state-format';
import { useGetEveryArticleQuery } from '../site-state-api';

const HEADINGS: Record<(typeof CHANGE_KINDS)[number], MessageId> = {
  published: 'console.site.changes.published',
  edited: 'console.site.changes.edited',
  disabled: 'console.site.changes.disabled',
  deleted: 'console.site.changes.deleted',
};

/** The plain link takes a class, not `sx`. */
const TitleLink = styled(TextRouterLink)({ overflowWrap: 'anywhere' });

function ChangeGroup({
  kind,
  articles,
}: {
  kind: keyof typeof HEADINGS;
  articles: ChangedArticle[];
}) {
  const t = useT();
  const more = articles.length - SITE_CHANGES_SHOWN;
  return (
    <Box component="section" aria-label={t(HEADINGS[kind], { count: articles.length })}>
      <Typography variant="subtitle2" component="h3">
        {t(HEADINGS[kind], { count: articles.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, '& > li': { py: 0.25 } }}>
        {articles.slice(0, SITE_CHANGES_SHOWN).map(({ id, title }) => (
          <li key={id}>
            {kind === 'deleted' ? (
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {title}
              </Box>
            ) : (
              <TitleLink to={paths.console.articleEdit.href(id)}>{title}</TitleLink>
            )}
          </li>
        ))}
        {more > 0 && (
          <Box component="li" sx={{ color: 'text.secondary' }}>
            {t('console.site.changes.more', { count: more })}
          </Box>
        )}
      </Box>
    </Box>
  );
}

export function SiteChangeList({ state }: { state: SiteState }) {
  const t = useT();
  const { data: articles, error, refetch } = useGetEveryArticleQuery();
  if (!articles && error) {
    return (
      <ErrorState
        title={t('console.site.changesFailed')}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!articles) {
    return (
      <Box aria-busy="true" aria-label={t('console.site.comparing')}>
        <Placeholder width="50%" />
      </Box>
    );
  }
  const changes = siteChanges(state, articles);
  if (!hasChanges(changes)) {
    return <Typography variant="body1">{t('console.site.upToDate')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body1">{t('console.site.notYet')}</Typography>
      {CHANGE_KINDS.filter((kind) => changes[kind].length > 0).map((kind) => (
        <ChangeGroup key={kind} kind={kind} articles={changes[kind]} />
      ))}
    </Box>
  );
}
