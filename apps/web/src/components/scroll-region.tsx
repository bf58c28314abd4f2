import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside this region on narrow screens. The region is named by the
 * table's caption and takes focus, or a keyboard could not scroll it (WCAG 2.1.1); the lint rule
 * cannot know that it scrolls.
 */
export function ScrollRegion({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </div>
  );
}
