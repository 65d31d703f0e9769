/** Where files are dropped, or picked with the button (the keyboard path). */
import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useT } from '@/i18n/use-t';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
}

export function DropZone({ onFiles }: DropZoneProps) {
  const t = useT();
  const picker = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes('Files');

  return (
    <Box
      role="region"
      aria-label={t('console.files.drop.region')}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (hasFiles(event)) event.preventDefault();
      }}
      onDragLeave={(event) => {
        // Leaving for a child element is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length) onFiles(files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 2.5, sm: 4 },
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1 }}>{t('console.files.drop.hint')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('console.files.drop.or')}
      </Typography>
      <Button variant="contained" onClick={() => picker.current?.click()}>
        {t('console.files.drop.choose')}
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        data-testid="file-picker"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Box>
  );
}
