// Text rules for anything this project writes for people to open or read: CSV cells and lines
// printed to a terminal. Stored text comes from the public (forms, the assistant) and from county
// files, so it may hold control characters: ESC sequences that repaint a terminal, NUL, or bidi
// overrides that show text in another order than it is stored.

// C0 controls except tab and line breaks (handled apart), DEL, C1 controls, and the bidi
// embedding, override and isolate characters (U+202A-202E, U+2066-2069).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text without control characters; tabs become spaces and line breaks become '\n'. */
export function withoutControls(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROLS, '');
}

/** One line for a terminal: no control characters at all, line breaks shown as spaces. */
export function terminalSafe(value: unknown): string {
  // Callers pass report figures and names (scalars), whose String() is their usual text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return withoutControls(value === null || value === undefined ? '' : String(value)).replace(/\n/g, ' ');
}

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, also after spaces) gets a
 * leading apostrophe: Excel, LibreOffice and Google Sheets then show it as text and run nothing.
 */
export function guardFormula(text: string): string {
  return /^\s*[=+\-@]/.test(text) ? `'${text}` : text;
}
