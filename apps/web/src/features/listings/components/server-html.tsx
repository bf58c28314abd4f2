// Listing descriptions arrive as HTML that the server has already sanitized to a few plain tags
// (apps/api/src/listings/store.ts); nothing a visitor types ever reaches this element.
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
