/**
 * A place for the table of contents at the top of the layout's sidebar on wide screens; the slot
 * is sticky, so the contents stay beside the article while the reader scrolls. Null when the page is rendered
 * without the public layout (then the contents sit above the article).
 */
import { useEffect, useState } from 'react';

const SIDEBAR_SELECTOR = 'aside[aria-label="Sidebar"]';

export function useSidebarSlot(enabled: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const sidebar = enabled ? document.querySelector(SIDEBAR_SELECTOR) : null;
    if (!sidebar) {
      setSlot(null);
      return;
    }
    const element = document.createElement('div');
    element.className = 'article-toc-slot';
    element.style.cssText = 'position: sticky; top: 16px; z-index: 1;';
    sidebar.prepend(element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, [enabled]);
  return slot;
}
