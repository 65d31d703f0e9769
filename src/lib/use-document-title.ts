/** Keeps `document.title` and the meta description in step with the page. */
import { useEffect } from 'react';
import { getConfig } from '@/config/runtime-config';

export function useDocumentTitle(
  title: string | null | undefined,
  description?: string | null,
): void {
  useEffect(() => {
    const site = getConfig().site;
    document.title = title ? `${title} · ${site.title}` : site.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description || site.description;
  }, [title, description]);
}
