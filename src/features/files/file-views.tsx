/**
 * The files as a grid of cards (with image previews) or as a compact list (a table on wide
 * screens, cards on phones and tablets); both let files be selected for bulk delete.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import { TextLink } from '@/components/plain/text-link';
import { Placeholder } from '@/components/plain/placeholder';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { FileItem } from '@/api/types';
import { DataRows, type DataColumn } from '@/components/console/data-table';
import type { BulkSelection } from '@/components/console/use-bulk-actions';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formatWhen } from '@/lib/format-date';
import { FileActions } from './file-actions';
import { fileKind, formatFileSize, isImageType } from './file-format';

interface ViewProps {
  files: FileItem[];
  onDelete: (file: FileItem) => void;
  selection?: BulkSelection<FileItem>;
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
} as const;

/**
 * The file's name, linked to the file in a new tab; plain text when the API's URL did not pass the
 * URL policy (the adapter leaves it empty).
 */
function FileName({ file, variant, bold }: { file: FileItem; variant?: 'body2'; bold?: boolean }) {
  // The line (one, ending in "…" when too long) is the Typography's; the link only sits in it.
  return (
    <Typography
      noWrap
      title={file.name}
      variant={variant}
      sx={{ fontWeight: bold ? 500 : undefined, minWidth: 0 }}
    >
      {file.url ? (
        <TextLink href={file.url} target="_blank" rel="noopener noreferrer">
          {file.name}
        </TextLink>
      ) : (
        file.name
      )}
    </Typography>
  );
}

/** The preview box keeps a 4:3 space whether or not the image has arrived. */
function Preview({ file }: { file: FileItem }) {
  return (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {isImageType(file.mimeType) && file.url ? (
        <Box
          component="img"
          src={file.url}
          alt={file.name}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <InsertDriveFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      )}
    </Box>
  );
}

export function FileGrid({ files, onDelete, selection }: ViewProps) {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('console.files.list')}
      sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}
    >
      {files.map((file) => (
        <Card
          component="li"
          key={file.id}
          data-row
          variant="outlined"
          sx={{ bgcolor: selection?.selected.has(file.id) ? 'action.selected' : undefined }}
        >
          <Preview file={file} />
          <Box sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {selection && (
                <Checkbox
                  size="small"
                  checked={selection.selected.has(file.id)}
                  disabled={selection.busy}
                  onChange={() => selection.toggle(file.id)}
                  slotProps={{ input: { 'aria-label': selection.rowLabel(file) } }}
                  sx={{ m: -0.75 }}
                />
              )}
              <FileName file={file} variant="body2" bold />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {fileKind(file.mimeType, file.name)} · {formatFileSize(file.size)} ·{' '}
              {formatWhen(file.createdAt)}
            </Typography>
            <Box sx={{ mt: 0.5, mx: -0.75 }}>
              <FileActions file={file} onDelete={onDelete} />
            </Box>
          </Box>
        </Card>
      ))}
    </Box>
  );
}

const fileColumns = (onDelete: (file: FileItem) => void): DataColumn<FileItem>[] => [
  {
    key: 'name',
    header: t('console.files.column.name'),
    card: 'title',
    minWidth: 200,
    render: (file) => <FileName file={file} />,
  },
  {
    key: 'type',
    header: t('console.files.column.type'),
    render: (file) => fileKind(file.mimeType, file.name),
  },
  {
    key: 'size',
    header: t('console.files.column.size'),
    align: 'right',
    nowrap: true,
    render: (file) => formatFileSize(file.size),
  },
  {
    key: 'uploaded',
    header: t('console.files.column.uploaded'),
    nowrap: true,
    render: (file) => formatWhen(file.createdAt),
  },
  {
    key: 'actions',
    header: t('console.files.column.actions'),
    align: 'right',
    nowrap: true,
    card: 'controls',
    render: (file) => <FileActions file={file} onDelete={onDelete} />,
  },
];

export function FileTable({ files, onDelete, selection }: ViewProps) {
  const t = useT();
  return (
    <DataRows
      label={t('console.files.list')}
      columns={fileColumns(onDelete)}
      rows={files}
      getRowId={(file) => file.id}
      selection={selection}
      loading={false}
      pageSize={files.length}
    />
  );
}

/** An image preview's room while it loads (the plain placeholder takes a class, not `sx`). */
const PreviewPlaceholder = styled(Placeholder)({ aspectRatio: '4 / 3', height: 'auto' });

export function FileGridSkeleton({ count }: { count: number }) {
  const t = useT();
  return (
    <Box sx={GRID} aria-busy="true" aria-label={t('console.files.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // eslint-disable-next-line no-restricted-syntax -- a React key
        <Card key={`skeleton-${index}`} variant="outlined" aria-hidden>
          <PreviewPlaceholder shape="rectangular" />
          <Box sx={{ p: 1.5 }}>
            <Placeholder />
            <Placeholder width="60%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
