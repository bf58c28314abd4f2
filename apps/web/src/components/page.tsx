import { useEffect, useRef, type ReactNode } from 'react';
import { siteConfig } from '../lib/site-config.ts';

interface PageProps {
  /** The page's h1; also the first part of the document title unless `title` is given. */
  heading: string;
  title?: string;
  children?: ReactNode;
  className?: string;
}

// Every page has exactly one h1 and a document title that says where the reader is. After an
// in-app navigation focus moves to the h1, so a screen-reader user hears the new page's name
// instead of staying on the link that was followed.
export function Page({ heading, title, children, className }: PageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title ?? heading} | ${siteConfig.officeName}`;
  }, [heading, title]);
  useEffect(() => {
    if (((history.state as { idx?: number } | null)?.idx ?? 0) > 0 && !location.hash) headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </div>
  );
}
