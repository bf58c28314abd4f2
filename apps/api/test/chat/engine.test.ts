import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANNED_ACTIONS, CHAT_MAX_ACTIONS, FAQ_PAGE_IDS, CONTENT_PAGE_IDS, NOTICE_LINK_PREFIX, NOTICE_TYPES, PAGE_TITLES, isKnownPath } from '@county/shared';
import { repoRoot } from '../../src/config.ts';
import { ChatEngine } from '../../src/chat/engine.ts';
import { loadKnowledgeBase, parseTopic } from '../../src/chat/knowledge-base.ts';
import { evaluate, matches, readCases } from '../../src/chat/evaluate.ts';
import { findProperty } from '../../src/chat/property-query.ts';

// The engine on the real knowledge base of content/assistant, so that an edit to a topic that
// breaks an answer shows up here.

const kb = loadKnowledgeBase(resolve(repoRoot, 'content/assistant'));
const engine = new ChatEngine(kb);
const first = (q: string) => engine.reply(q).items[0];
const links = (q: string) => engine.reply(q).items.map((a) => a.actionLink);

describe('knowledge base', () => {
  it('covers every content page, every page route and the four canned answers', () => {
    const linked = new Set(kb.topics.map((t) => t.link));
    // Left out: receipts, the error page, other names of the search page, the owner-alert pages
    // reached only through an e-mail's signed link, and the office's own pages (staff only).
    const pages = [
      ...CONTENT_PAGE_IDS.map((id) => `/content/${id}`),
      ...FAQ_PAGE_IDS.map((id) => `/faqcontent/${id}`),
      ...Object.keys(PAGE_TITLES).filter(
        (p) =>
          ![
            '/thankyou',
            '/ocpaFeedback/thankyou',
            '/report-fraud/thankyou',
            '/error',
            '/granparcelsearch',
            '/search',
            '/Searches/ParcelSearch.aspx',
            '/owner-alert/confirm',
            '/owner-alert/manage',
            '/owner-alert/unsubscribe',
            '/office',
            '/office/enroll',
          ].includes(p),
      ),
    ];
    expect(pages.filter((p) => !linked.has(p))).toEqual([]);
    for (const name of CANNED_ACTIONS) expect(kb.topics.some((t) => t.title === name)).toBe(true);
  });

  it('links only to pages of the site, with several phrasings per topic', () => {
    for (const topic of kb.topics) {
      const notice = topic.link.startsWith(NOTICE_LINK_PREFIX);
      expect(
        notice ? (NOTICE_TYPES as readonly string[]).includes(topic.link.slice(NOTICE_LINK_PREFIX.length)) : isKnownPath(topic.link.split('?')[0]!),
        topic.id,
      ).toBe(true);
      expect(topic.questions.length, topic.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('rejects a topic file with a link outside the site or no answer, naming the file', () => {
    const bad = `---\ntitle: Nowhere\nlink: /no/such/page\nquestions: [a, b, c]\n---\nText.`;
    expect(() => parseTopic('bad-link', bad)).toThrow(/bad-link.*link/);
    const empty = `---\ntitle: Empty\nlink: /tpp\nquestions: [a, b, c]\n---\n`;
    expect(() => parseTopic('no-answer', empty)).toThrow(/no-answer.*short answer/);
  });
});

describe('answers', () => {
  it('returns at most five unique items, best first', () => {
    for (const q of ['homestead', 'property value', 'taxes', 'office']) {
      const answer = engine.reply(q).items;
      expect(answer.length).toBeLessThanOrEqual(CHAT_MAX_ACTIONS);
      const keys = answer.map((a) => (CANNED_ACTIONS.includes(a.actionName as never) ? a.actionName : a.actionLink));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('answers the canned topics by their exact names', () => {
    expect(
      engine
        .reply('how to file for the homestead exemption')
        .items.slice(0, 2)
        .map((a) => a.actionName),
    ).toContain('Homestead');
    expect(first('extension for my tangible return')?.actionName).toBe('TPP');
    expect(
      engine
        .reply('income and expense survey')
        .items.slice(0, 2)
        .map((a) => a.actionName),
    ).toContain('Income Survey');
    expect(first('where can I pay my tax bill')?.actionName).toBe('External');
  });

  it('understands abbreviations and synonyms', () => {
    expect(links('hx').slice(0, 2)).toContain('/homestead');
    expect(first('soh')?.actionLink).toBe('/faqcontent/SOH');
    expect(first('trim')?.actionLink).toBe('/faqcontent/Trim_Info');
    expect(first('vab')?.actionLink).toBe('/faqcontent/Trim_Info');
    expect(first('ag')?.actionLink).toBe('/faqcontent/AGClass');
    expect(
      engine
        .reply('tpp')
        .items.slice(0, 2)
        .map((a) => a.actionName),
    ).toContain('TPP');
    expect(first('greenbelt on my pasture')?.actionLink).toBe('/faqcontent/AGClass');
    expect(first('manufactured homes')?.actionLink).toBe('/faqcontent/MobileHome');
  });

  it('copes with misspellings, word order and filler words', () => {
    expect(links('homstead exemtion').slice(0, 2)).toContain('/homestead');
    expect(first('agricultrual clasification')?.actionLink).toBe('/faqcontent/AGClass');
    expect(first('notice TRIM the is what')?.actionLink).toBe('/faqcontent/Trim_Info');
    expect(first('um hi please could you tell me about the save our homes thing')?.actionLink).toBe('/faqcontent/SOH');
  });

  it('offers the parcel search with the address or parcel id of the question', () => {
    const byAddress = engine.reply('who owns 1234 Lake Underhill Rd?').items;
    expect(byAddress[0]?.actionLink).toBe('/parcelsearch?q=1234%20Lake%20Underhill%20Rd');
    const byId = engine.reply('what is the value of 35-20-27-6645-00-001').items;
    expect(byId[0]?.actionLink).toBe('/parcelsearch?q=35-20-27-6645-00-001');
    expect(engine.reply('272035664500001').items[0]?.actionLink).toBe('/parcelsearch?q=272035664500001');
  });

  it('returns an empty list for questions outside what the office does', () => {
    for (const q of ['What is the weather like in Orlando this weekend?', 'tell me a funny joke', 'zzqx vvbn', 'who won the world series', 'what time is it']) {
      expect(engine.reply(q).items, q).toEqual([]);
    }
  });

  it('answers a question asked again from memory, whatever its spacing', () => {
    const answer = engine.reply('what is a trim notice').items;
    expect(engine.reply('  what is a   trim notice ').items).toBe(answer);
    expect(answer[0]?.actionLink).toBe('/faqcontent/Trim_Info');
  });

  it('returns an empty list for filler alone', () => {
    expect(engine.reply('what is it?').items).toEqual([]);
    expect(engine.reply('   ').items).toEqual([]);
  });
});

describe('property mentions', () => {
  it('finds addresses with suffix, direction, unit, city and ZIP', () => {
    expect(findProperty('value of 200 S. Orange Ave, Orlando, FL 32801 please')?.text).toBe('200 S. Orange Ave, Orlando, FL 32801');
    expect(findProperty('12 N Main Street apt 4')?.text).toBe('12 N Main Street apt 4');
    expect(findProperty('who owns 455 Winter Park Blvd')?.rest).toBe('who owns');
  });

  it('does not take dates, amounts or form numbers for an address', () => {
    for (const q of ['is the deadline March 1', 'tpp exemption of $25,000', 'form DR-405 due April 1', 'senior exemption over 65']) {
      expect(findProperty(q), q).toBeNull();
    }
  });
});

describe('evaluation sets', () => {
  it('scores items by path without host or query, and canned answers by name', () => {
    expect(matches({ actionName: 'x', actionLink: 'https://example.org/parcelsearch?q=1' }, '/parcelsearch')).toBe(true);
    expect(matches({ actionName: 'x', actionLink: 'faqcontent/soh' }, '/faqcontent/SOH')).toBe(true);
    expect(matches({ actionName: 'TPP', actionLink: '/tpp' }, 'TPP')).toBe(true);
    expect(matches({ actionName: 'Tangible', actionLink: '/tpp' }, 'TPP')).toBe(false);
  });

  it('meets the budget on the held-out set of differently phrased questions', () => {
    const report = evaluate(readCases(resolve(repoRoot, 'apps/api/test/chat/held-out.jsonl')), (q) => engine.reply(q));
    expect(report.top1 / report.answerable).toBeGreaterThanOrEqual(0.95);
    expect(report.top3 / report.answerable).toBeGreaterThanOrEqual(0.98);
    expect(report.offTopicEmpty / report.offTopic).toBeGreaterThanOrEqual(0.9);
  });
});
