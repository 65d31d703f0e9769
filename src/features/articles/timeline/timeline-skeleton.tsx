/** The archive's first rows while it loads, at the rows' real heights. */
import Box from '@mui/material/Box';
import { Placeholder } from '@/components/plain/placeholder';
import { ROW_HEIGHT } from './timeline-rows';

const ENTRY_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function TimelineSkeleton() {
  return (
    <Box aria-hidden="true">
      <Box sx={{ height: ROW_HEIGHT.year, display: 'flex', alignItems: 'flex-end', pb: 1 }}>
        <Placeholder width={160} height={32} />
      </Box>
      <Box sx={{ height: ROW_HEIGHT.month, display: 'flex', alignItems: 'center' }}>
        <Placeholder width={120} />
      </Box>
      {ENTRY_KEYS.map((key) => (
        <Box key={key} sx={{ height: ROW_HEIGHT.entry, display: 'flex', alignItems: 'center' }}>
          <Placeholder width="60%" />
        </Box>
      ))}
    </Box>
  );
}
