/** The console table below its breakpoint: each row a card, the title on top, "Header value" pairs, actions at the bottom. */
import Box from '@mui/material/Box';
import { Placeholder } from '@/components/plain/placeholder';
import { useT } from '@/i18n/use-t';
import type { DataRowsProps } from './data-table-types';
import { RowCheckbox, SelectAll, cellContent } from './data-cells';

export function CardList<T>({
  label,
  columns,
  rows,
  getRowId,
  highlightId,
  selection,
  loading,
  fetching,
  pageSize,
}: DataRowsProps<T>) {
  const t = useT();
  const title = columns.find((column) => column.card === 'title');
  const details = columns.filter((column) => column.card === undefined);
  const controls = columns.filter((column) => column.card === 'controls');
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={t('console.table.loading', { what: label.toLowerCase() })}>
        {Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
          <Box
            key={index}
            aria-hidden
            sx={{ px: 2, py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}
          >
            <Placeholder width="80%" />
            <Placeholder width="50%" />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <>
      {selection && (
        <Box
          component="label"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            typography: 'body2',
            color: 'text.secondary',
          }}
        >
          <SelectAll selection={selection} count={rows.length} />
          <span aria-hidden>{t('console.table.selectAll')}</span>
        </Box>
      )}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={fetching}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {rows.map((row, index) => {
          const id = getRowId(row);
          return (
            <Box
              component="li"
              key={id}
              data-row
              aria-current={id === highlightId ? 'true' : undefined}
              sx={{
                display: 'flex',
                gap: 0.5,
                px: selection ? 1 : 2,
                pr: 2,
                py: 1.5,
                borderTop: index ? 1 : 0,
                borderColor: 'divider',
                bgcolor:
                  selection?.selected.has(id) || id === highlightId ? 'action.selected' : undefined,
              }}
            >
              {selection && (
                <Box sx={{ mt: -0.75 }}>
                  <RowCheckbox selection={selection} row={row} id={id} />
                </Box>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {title && (
                  <Box sx={{ fontWeight: 500, mb: 0.5, overflowWrap: 'break-word' }}>
                    {cellContent(title, row)}
                  </Box>
                )}
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'flex',
                    flexWrap: 'wrap',
                    columnGap: 2,
                    rowGap: 0.5,
                    typography: 'body2',
                    alignItems: 'center',
                  }}
                >
                  {details.map((column) => (
                    <Box
                      key={column.key}
                      sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}
                    >
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {column.header}
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}>
                        {column.render(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
                {controls.length > 0 && (
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                      mt: 0.5,
                      ml: -1,
                    }}
                  >
                    {controls.map((column) => (
                      <Box key={column.key} sx={{ display: 'flex', alignItems: 'center' }}>
                        {column.render(row)}
                        {/* A switch's column name beside it (it has its own accessible name). */}
                        {column.key !== 'actions' && (
                          <Box
                            component="span"
                            aria-hidden
                            sx={{ typography: 'body2', color: 'text.secondary' }}
                          >
                            {column.header}
                          </Box>
                        )}
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
