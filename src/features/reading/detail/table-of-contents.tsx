/** The article's headings as a nested list of links; the section being read is highlighted. */
import { memo, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import type { MarkdownHeading } from '@/components/markdown/types';
import { articleSection, moveToSection } from '@/components/markdown/fragment';
import { useT } from '@/i18n/use-t';
import styles from './table-of-contents.module.css';

interface TableOfContentsProps {
  headings: MarkdownHeading[];
  activeId: string | null;
  /**
   * Called with the move to the heading chosen, to make once it can be made (the phone drawer
   * closes itself first); without it the move is made at once.
   */
  onNavigate?: (move: () => void) => void;
  headingId: string;
}

export function TableOfContents({
  headings,
  activeId,
  onNavigate,
  headingId,
}: TableOfContentsProps) {
  const t = useT();
  const top = Math.min(...headings.map((heading) => heading.level));
  const activeLink = useRef<HTMLAnchorElement>(null);
  // The pointer (mouse, pen or finger) is on the entries: the reader is about to choose one.
  const pointedAt = useRef(false);

  // A long contents list scrolls inside its own box: keep the current entry visible there without
  // moving the page (scrollIntoView would scroll the window too). Not while the reader points at
  // the list: the section being read changes as the page moves (a glide, the page scrolled a
  // little), and the list moving under a pressed button turned the click into one on the list
  // itself, or on another entry (the reader stayed where they were, 30,000 px from the section
  // chosen: issue 25).
  useEffect(() => {
    const link = activeLink.current;
    const box = link?.closest<HTMLElement>('[data-toc-scroll]');
    if (!link || !box || pointedAt.current) return;
    const { offsetTop, offsetHeight } = link;
    if (offsetTop < box.scrollTop || offsetTop + offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, offsetTop - box.clientHeight / 2);
    }
  }, [activeId]);

  // One listener for the whole list: a long article's contents has over a thousand entries.
  const go = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href^="#"]');
    if (!link) return;
    event.preventDefault();
    // The entry's href is '#' + the heading's id as it is (not escaped).
    const id = link.getAttribute('href')!.slice(1);
    const move = () => {
      const heading = articleSection(id);
      if (heading) moveToSection(heading);
    };
    if (onNavigate) onNavigate(move);
    else move();
  };
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('article.onThisPage')}
      </h2>
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- one listener for the entries' links (delegation): each link is focusable and Enter on it fires this click */}
      <ol
        className={styles.list}
        onClick={go}
        onPointerEnter={() => (pointedAt.current = true)}
        onPointerLeave={() => (pointedAt.current = false)}
      >
        {headings.map((heading) => (
          <TocEntry
            key={heading.id}
            heading={heading}
            depth={heading.level - top}
            current={heading.id === activeId}
            currentLink={activeLink}
          />
        ))}
      </ol>
    </nav>
  );
}

interface TocEntryProps {
  heading: MarkdownHeading;
  /** Levels below the list's top level. */
  depth: number;
  current: boolean;
  currentLink: RefObject<HTMLAnchorElement | null>;
}

/** Re-rendered only when it becomes, or stops being, the section being read. */
const TocEntry = memo(function TocEntry({ heading, depth, current, currentLink }: TocEntryProps) {
  return (
    <li data-depth={depth || undefined}>
      <a
        href={`#${heading.id}`}
        aria-current={current ? 'location' : undefined}
        ref={current ? currentLink : undefined}
      >
        {heading.text}
      </a>
    </li>
  );
});
