/** The files as a grid of cards (with image previews) or as a compact list. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { FileItem } from '@/api/types';
import { FileActions } from './file-actions';
import { fileKind, formatFileSize, isImageType } from './file-format';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
};

interface ViewProps {
  files: FileItem[];
  onDelete: (file: FileItem) => void;
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
  const sx = { display: 'block', fontWeight: bold ? 500 : undefined };
  const common = { noWrap: true, title: file.name, variant, sx } as const;
  if (!file.url) return <Typography {...common}>{file.name}</Typography>;
  return (
    <Link href={file.url} target="_blank" rel="noopener noreferrer" underline="hover" {...common}>
      {file.name}
    </Link>
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

export function FileGrid({ files, onDelete }: ViewProps) {
  return (
    <Box component="ul" aria-label="Files" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {files.map((file) => (
        <Card component="li" key={file.id} variant="outlined">
          <Preview file={file} />
          <Box sx={{ p: 1.5 }}>
            <FileName file={file} variant="body2" bold />
            <Typography variant="caption" color="text.secondary" component="p">
              {fileKind(file.mimeType, file.name)} · {formatFileSize(file.size)} ·{' '}
              {formatDate(file.createdAt)}
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

export function FileTable({ files, onDelete }: ViewProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Files">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Name</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Type</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Size
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Uploaded</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id} hover>
              <TableCell sx={{ maxWidth: 320 }}>
                <FileName file={file} />
              </TableCell>
              <TableCell>{fileKind(file.mimeType, file.name)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(file.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <FileActions file={file} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function FileGridSkeleton({ count }: { count: number }) {
  return (
    <Box sx={GRID} aria-busy="true" aria-label="Loading files">
      {Array.from({ length: count }, (_, index) => (
        <Card key={`skeleton-${index}`} variant="outlined" aria-hidden>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Box sx={{ p: 1.5 }}>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
