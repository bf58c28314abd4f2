import { useEffect, useRef, type ReactNode } from 'react';
import { serverPass } from '../lib/server-pass.ts';
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
  const documentTitle = `${title ?? heading} | ${siteConfig.officeName}`;
  // The server puts it in the HTML's <title>; in the browser it follows each navigation.
  if (import.meta.env.SSR) {
    const pass = serverPass();
    if (pass) pass.title = documentTitle;
  }
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
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
