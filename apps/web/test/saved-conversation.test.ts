// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearConversation, loadConversation, saveConversation, type ChatMessage } from '../src/features/chat/lib/saved-conversation.ts';

// The assistant's conversation kept for the visit (issue 33): what is written comes back, and what
// storage holds that this page did not write is dropped rather than shown.

const KEY = 'county.chat.conversation';

const said = (sentBy: ChatMessage['sentBy'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  sentBy,
  date: new Date('2026-11-26T06:00:00Z'),
  content,
  actions: [],
  ...extra,
});

describe('the kept conversation', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back as it was written, dates included, and Clear forgets it', () => {
    const list = [
      said('bot', '', { greeting: true }),
      said('user', 'When are TPP returns due?'),
      said('bot', 'Tangible returns are due April 1.', { actions: [{ actionName: 'TPP', actionLink: '/tpp' }], lang: 'es', canned: 'TPP' }),
    ];
    saveConversation(list);
    const back = loadConversation();
    expect(back).toEqual(list.map(({ id: _id, ...rest }) => ({ ...rest, id: 0 })));
    expect(back![0]!.date).toBeInstanceOf(Date);
    clearConversation();
    expect(loadConversation()).toBeNull();
  });

  it('drops what it did not write: other shapes, bad dates, unknown canned names, extra fields', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify([
        { sentBy: 'admin', content: 'x', date: '2026-11-26T06:00:00Z' },
        { sentBy: 'user', content: 42, date: '2026-11-26T06:00:00Z' },
        { sentBy: 'user', content: 'no date', date: 'yesterday' },
        {
          sentBy: 'bot',
          content: '<img src=x onerror=alert(1)>',
          date: '2026-11-26T06:00:00Z',
          canned: 'Evil',
          lang: 'fr',
          html: '<b>x</b>',
          actions: [{ actionName: 'ok', actionLink: '/tpp', extra: 1 }, { actionName: 5 }, null],
        },
      ]),
    );
    const back = loadConversation();
    expect(back).toHaveLength(1);
    expect(back![0]).toEqual({
      id: 0,
      sentBy: 'bot',
      content: '<img src=x onerror=alert(1)>',
      date: new Date('2026-11-26T06:00:00Z'),
      actions: [{ actionName: 'ok', actionLink: '/tpp' }],
    });
    for (const junk of ['not json', '{"a":1}', '[]', 'null']) {
      sessionStorage.setItem(KEY, junk);
      expect(loadConversation(), junk).toBeNull();
    }
  });
});
