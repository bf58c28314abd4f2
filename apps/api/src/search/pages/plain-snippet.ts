// A page's text as a search result shows it: plain text, never HTML, short. The sources are the
// office's Markdown (a topic's answer, a page's summary), which may hold tags, entities and link
// syntax; none of it may reach the result as markup, so tags are dropped, entities read, and any
// angle bracket left is removed (the web prints the text as text, this is the second wall).

const MAX_CHARS = 220;

const ENTITIES: Record<string, string> = { amp: '&', lt: '', gt: '', quot: '"', apos: "'", nbsp: ' ' };

export function plainSnippet(source: string, max = MAX_CHARS): string {
  const text = source
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    // A script's or style's body is code, not text.
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? ' ';
    })
    // Markdown: [text](url) reads as its text; emphasis marks, headings and code ticks go.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max * 0.6) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max).replace(/[,;:]$/, '')}…`;
}
