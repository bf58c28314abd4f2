// Ids that tie a field to its hint and its error, so aria-describedby can name both.

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
export const hintId = (formId: string, name: string) => `${formId}-${name}-hint`;
export const errorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** The aria-describedby value for a field: its hint (if any) and its error (if shown). */
export function describedBy(formId: string, name: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? hintId(formId, name) : '', hasError ? errorId(formId, name) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
