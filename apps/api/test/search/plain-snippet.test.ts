import { describe, expect, it } from 'vitest';
import { plainSnippet } from '../../src/search/pages/plain-snippet.ts';

// A page's text as a search result shows it: plain text whatever the office's Markdown holds.

describe('plainSnippet', () => {
  it('drops tags, scripts and comments, reads entities, and leaves no angle bracket', () => {
    const text = plainSnippet('File <b>by March 1</b>.<script>alert("x")</script><!-- note --> Fees &amp; forms &lt;img&gt; <img src=x onerror=alert(1)');
    expect(text).toBe('File by March 1 . Fees & forms img');
    expect(plainSnippet('a <<script>b</script>> c')).not.toMatch(/[<>]/);
    expect(plainSnippet('&#60;script&#62; &#x3C;b&#x3E;')).not.toMatch(/[<>]/);
  });

  it('reads Markdown links as their text and drops emphasis', () => {
    expect(plainSnippet('See **the [homestead page](/homestead)** or `DR-501`.')).toBe('See the homestead page or DR-501 .');
  });

  it('cuts long text at a sentence or a word', () => {
    const long = `${'The first sentence is long enough to keep. '.repeat(5)}And more words follow here`;
    const cut = plainSnippet(long, 120);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('.')).toBe(true);
    const words = plainSnippet('word '.repeat(60), 50);
    expect(words.endsWith('…')).toBe(true);
    expect(words.length).toBeLessThanOrEqual(51);
  });
});
