/** The article's headings as a nested list of links; the section being read is highlighted. */
import { useEffect, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MarkdownHeading } from '@/components/markdown/types';
import { scrollToHeading } from './scroll-to-heading';

interface TableOfContentsProps {
  headings: MarkdownHeading[];
  activeId: string | null;
  /** Called after a heading is chosen (the phone drawer closes itself). */
  onNavigate?: () => void;
  headingId: string;
}

export function TableOfContents({
  headings,
  activeId,
  onNavigate,
  headingId,
}: TableOfContentsProps) {
  const top = Math.min(...headings.map((heading) => heading.level));
  const activeLink = useRef<HTMLAnchorElement>(null);

  // A long contents list scrolls inside its own box: keep the current entry visible there without
  // moving the page (scrollIntoView would scroll the window too).
  useEffect(() => {
    const link = activeLink.current;
    const box = link?.closest<HTMLElement>('[data-toc-scroll]');
    if (!link || !box) return;
    const { offsetTop, offsetHeight } = link;
    if (offsetTop < box.scrollTop || offsetTop + offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, offsetTop - box.clientHeight / 2);
    }
  }, [activeId]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onNavigate?.();
    // After the drawer has closed and given focus back, move to the heading.
    window.setTimeout(() => scrollToHeading(id), 0);
  };
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary', mb: 1 }}
      >
        On this page
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {headings.map((heading) => {
          const current = heading.id === activeId;
          return (
            <Box component="li" key={heading.id} sx={{ pl: (heading.level - top) * 1.5 }}>
              <Link
                href={`#${heading.id}`}
                onClick={(event) => go(event, heading.id)}
                aria-current={current ? 'location' : undefined}
                ref={current ? activeLink : undefined}
                underline="hover"
                sx={{
                  display: 'block',
                  py: 0.5,
                  pl: 1.25,
                  borderLeft: 2,
                  borderColor: current ? 'primary.main' : 'divider',
                  color: current ? 'primary.main' : 'text.secondary',
                  fontWeight: current ? 600 : 400,
                  fontSize: '0.875rem',
                  lineHeight: 1.45,
                  overflowWrap: 'anywhere',
                }}
              >
                {heading.text}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
