import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { ChatEngine } from '../../src/chat/engine.ts';
import { loadKnowledgeBase } from '../../src/chat/knowledge-base.ts';

const engine = new ChatEngine(loadKnowledgeBase(resolve(repoRoot, 'content/assistant')));

describe('the assistant and the TRIM notice', () => {
  it('sends people who look for their notice to the notice pages, in both languages', () => {
    for (const question of ['where is my TRIM notice', 'I lost my trim notice, can I get a copy?', 'dónde está mi aviso TRIM']) {
      expect(engine.reply(question).items[0]?.actionLink, question).toBe('/trim');
    }
  });

  it('still answers what a TRIM notice is with the information page, and appeals with the appeals page', () => {
    expect(engine.reply('is the trim notice a bill').items[0]?.actionLink).toBe('/faqcontent/Trim_Info');
    expect(engine.reply('how do I file a petition with the value adjustment board').items[0]?.actionLink).not.toBe('/trim');
  });
});
