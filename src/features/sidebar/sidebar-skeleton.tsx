/** Small placeholder lines while a sidebar section loads. */
import { Placeholder } from '@/components/plain/placeholder';

const KEYS = ['a', 'b', 'c', 'd', 'e'];

export function SidebarSkeleton({ lines = 5 }: { lines?: number }) {
  return (
    <div aria-hidden="true">
      {KEYS.slice(0, lines).map((key) => (
        <Placeholder key={key} height={28} />
      ))}
    </div>
  );
}
