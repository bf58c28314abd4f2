import type { ReactNode } from 'react';

interface TableRegionProps {
  /** Id of the table's caption, which names the region. */
  captionId: string;
  children: ReactNode;
}

/** A wide table scrolls sideways in its own named region, which keyboard users can focus to scroll. */
export function TableRegion({ captionId, children }: TableRegionProps) {
  return (
    // A scrollable region must take focus or a keyboard cannot scroll it (WCAG 2.1.1); the lint rule
    // does not know that the region scrolls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </div>
  );
}
