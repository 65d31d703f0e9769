/**
 * A tag chip's colour, written in the page: the prerendered HTML draws each chip in its colour,
 * and the app taking the page over adopts those colours before hydrating (render-app.tsx), so its
 * first render is the page's markup and no chip changes colour (tag-colors.ts).
 */
import { adoptTagColors } from './tag-colors';

const TAG_ATTRIBUTE = 'data-tag';
/** Its colour's index into TAG_COLORS: tag-chip.module.css draws the chip by it. */
const COLOR_ATTRIBUTE = 'data-color';

/** A chip's attributes: its tag and its colour. */
export const chipColorAttributes = (id: string, index: number) => ({
  [TAG_ATTRIBUTE]: id,
  [COLOR_ATTRIBUTE]: index,
});

/** Adopts the colours of the chips under `root`, as they were drawn. */
export function adoptPageTagColors(root: ParentNode): void {
  const chips = root.querySelectorAll(`[${TAG_ATTRIBUTE}][${COLOR_ATTRIBUTE}]`);
  adoptTagColors(
    Array.from(
      chips,
      (chip) =>
        [chip.getAttribute(TAG_ATTRIBUTE)!, Number(chip.getAttribute(COLOR_ATTRIBUTE))] as const,
    ),
  );
}
