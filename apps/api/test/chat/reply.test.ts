import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { ChatEngine } from '../../src/chat/engine.ts';
import { loadKnowledgeBase } from '../../src/chat/knowledge-base.ts';
import { evaluate, hasFact, matches, readCases } from '../../src/chat/evaluate.ts';
import { isCannedAction } from '@county/shared';
import { sentences } from '../../src/chat/reply-text.ts';

// The answer in words (issue 17): the reply opens with the sentences of the knowledge base that
// answer the question, in the question's language, and the links follow. Run on the real
// knowledge base, so an edit that loses a fact from an answer shows up here.

const kb = loadKnowledgeBase(resolve(repoRoot, 'content/assistant'));
const engine = new ChatEngine(kb);

describe('answers first', () => {
  it('answers with the date, the amount or the place the question asks for', () => {
    expect(engine.reply('When is the homestead deadline?').text).toContain('March 1');
    expect(engine.reply('When are TRIM notices mailed?').text).toContain('August');
    expect(engine.reply('how much is the fee to petition the value adjustment board').text).toContain('$15');
    const appeal = engine.reply('How do I appeal my value?').text;
    expect(appeal).toContain('Value Adjustment Board');
    expect(appeal).toContain('25 days');
  });

  it('answers savings in figures, the asked date first and appeals with the Board’s 25 days (issue 33)', () => {
    const savings = engine.reply('How much does the homestead exemption save me?').text;
    for (const fact of ['$25,000', '$50,000', '$75,000', '3%']) expect(savings).toContain(fact);
    expect(sentences(engine.reply('When are TPP returns due?').text)[0]).toContain('April 1');
    expect(sentences(engine.reply('¿Cuándo vence la declaración de TPP?').text)[0]).toContain('1 de abril');
    expect(engine.reply('I disagree with my value').text).toContain('25 days');
    expect(engine.reply('No estoy de acuerdo con mi valor').text).toContain('25 días');
  });

  it('picks the sentence that answers, not the topic’s first one', () => {
    // The TPP answer opens with the April 1 due date; the penalty is in a later sentence.
    const tpp = kb.topics.find((t) => t.title === 'TPP')!;
    const reply = engine.reply('late penalty for the tangible return, how much').text;
    expect(sentences(tpp.answer)[0]).not.toContain('5%');
    expect(reply).toContain('5%');
  });

  it('sends flood zones to FEMA through the notice, tax bills to the Tax Collector and mailing addresses to the office', () => {
    const flood = engine.reply('Is my house in a flood zone?');
    expect(flood.items[0]).toEqual({ actionName: 'FEMA Flood Map', actionLink: 'notice:fema' });
    expect(flood.text).toContain('FEMA');
    const pay = engine.reply('Where do I pay my tax bill?');
    expect(pay.items[0]?.actionName).toBe('External');
    expect(pay.items.map((i) => i.actionLink)).toContain('notice:taxes');
    expect(pay.text).toMatch(/^Property tax bills are sent and collected by the Tax Collector/);
    const moved = engine.reply('I moved, how do I change my mailing address?');
    expect(moved.items[0]?.actionLink).toBe('/report-online');
    expect(moved.text).toContain('407-555-0100');
    expect(moved.items.map((i) => i.actionName)).not.toContain('External');
  });

  it('opens the flood map at the address of the question', () => {
    const reply = engine.reply('is 1234 Lake Underhill Rd in a flood zone');
    expect(reply.items[0]?.actionLink).toBe('/parcelsearch?q=1234%20Lake%20Underhill%20Rd');
    expect(reply.items[1]?.actionLink).toBe('notice:fema?Address=1234%20Lake%20Underhill%20Rd');
  });

  it('answers nothing it does not know, with what it covers and the phone', () => {
    const reply = engine.reply("What's the weather in Orlando tomorrow?");
    expect(reply.items).toEqual([]);
    expect(reply.text).toBe(kb.replies.noAnswer.en);
    expect(reply.text).toContain('407-555-0100');
  });

  it('leads a property search with what was typed', () => {
    const reply = engine.reply('who owns 1234 Lake Underhill Rd?');
    expect(reply.text).toContain('1234 Lake Underhill Rd');
  });
});

describe('Spanish', () => {
  it('understands a Spanish question and answers in Spanish', () => {
    const reply = engine.reply('¿Cuándo es la fecha límite para la exención de homestead?');
    expect(reply.language).toBe('es');
    expect(['Homestead', 'Fechas importantes']).toContain(reply.items[0]?.actionName);
    expect(reply.items.slice(0, 3).map((i) => i.actionName)).toContain('Homestead');
    expect(reply.text).toContain('1 de marzo');
  });

  it('names links in Spanish but keeps the canned answers’ names', () => {
    const reply = engine.reply('¿Cuándo envían los avisos TRIM?');
    expect(reply.text).toContain('agosto');
    expect(reply.items[0]).toEqual({ actionName: 'Avisos TRIM', actionLink: '/faqcontent/Trim_Info' });
    expect(engine.reply('¿Dónde pago mis impuestos?').items[0]?.actionName).toBe('External');
  });

  it('answers in the page’s language when the question’s words leave it open, with every link named in Spanish', () => {
    expect(engine.reply('xyzzy plover', 'es').text).toBe(kb.replies.noAnswer.es);
    expect(engine.reply('xyzzy plover').text).toBe(kb.replies.noAnswer.en);
    expect(engine.reply('TPP', 'es').language).toBe('es');
    expect(engine.reply('I disagree with my value', 'es').language).toBe('en');
    const bill = engine.reply('taxpayer rights', 'es');
    expect(bill.items.map((i) => i.actionName)).toContain('Carta de derechos del contribuyente');
    // The canned answers keep their names (the dialog shows them in the page's language).
    expect(kb.topics.filter((t) => !isCannedAction(t.title) && !t.es?.title).map((t) => t.id)).toEqual([]);
  });

  it('keeps English questions in English, and says what it covers in Spanish when nothing fits', () => {
    expect(engine.reply('homestead exemption for a condo').language).toBe('en');
    const none = engine.reply('receta de arroz con pollo');
    expect(none.items).toEqual([]);
    expect(none.text).toBe(kb.replies.noAnswer.es);
  });

  it('has Spanish answers for at least 40 topics, each with at least three ways of asking', () => {
    const spanish = kb.topics.filter((t) => t.es?.answer);
    expect(spanish.length).toBeGreaterThanOrEqual(40);
    for (const t of spanish) expect(t.es!.questions.length, t.id).toBeGreaterThanOrEqual(3);
  });
});

describe('the project set', () => {
  const cases = readCases(resolve(repoRoot, 'apps/api/test/chat/dev-set.jsonl'));

  it('holds at least 150 questions, 40 of them Spanish and 15 off-topic, with a fact for every answerable one', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => engine.reply(c.q).language === 'es').length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.accept.length === 0).length).toBeGreaterThanOrEqual(15);
    for (const c of cases.filter((c) => c.accept.length > 0)) expect(c.fact, c.q).toBeTruthy();
  });

  it('meets the budget: top-1 95%, answered with the fact 95%, off-topic 90%', () => {
    const report = evaluate(cases, (q) => engine.reply(q));
    expect(report.top1 / report.answerable).toBeGreaterThanOrEqual(0.95);
    expect(report.factFound / report.withFact).toBeGreaterThanOrEqual(0.95);
    expect(report.offTopicEmpty / report.offTopic).toBeGreaterThanOrEqual(0.9);
  });

  it('counts a fact only when the reply holds it, and a notice link by its link', () => {
    expect(hasFact('File by  March 1.', 'march 1')).toBe(true);
    expect(hasFact('File by March 10.', 'April 1')).toBe(false);
    expect(matches({ actionName: 'FEMA Flood Map', actionLink: 'notice:fema' }, 'notice:fema')).toBe(true);
    expect(matches({ actionName: 'FEMA Flood Map', actionLink: 'notice:taxes' }, 'notice:fema')).toBe(false);
  });
});
