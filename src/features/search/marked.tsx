/** Text with the search's matches marked: plain text and <mark> nodes, never HTML. */
import type { SnippetPart } from './snippet';
import styles from './marked.module.css';

export function Marked({ parts, className }: { parts: SnippetPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
