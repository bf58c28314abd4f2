import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES, PORTABILITY_CAP, computePortability, portabilityInputSchema, type PortabilityResult } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { formatDollars, parseDollars } from '../format.ts';
import { DollarField } from './dollar-field.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import '../tools.css';

type FieldName = 'oldJust' | 'oldAssessed' | 'newJust';

interface Computed {
  input: Record<FieldName, number>;
  result: PortabilityResult;
}

export default function PortabilityPage() {
  const [text, setText] = useState<Record<FieldName, string>>({ oldJust: '', oldAssessed: '', newJust: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [computed, setComputed] = useState<Computed | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = portabilityInputSchema.safeParse({
      oldJust: parseDollars(text.oldJust),
      oldAssessed: parseDollars(text.oldAssessed),
      newJust: parseDollars(text.newJust),
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= capitalize(issue.message);
      }
      setErrors(next);
      setComputed(null);
      document.getElementById(Object.keys(next)[0]!)?.focus();
      return;
    }
    setErrors({});
    setComputed({ input: parsed.data, result: computePortability(parsed.data) });
  }

  // The result goes the moment any of its inputs stops being valid, so an answer never stands
  // beside figures it was not computed from.
  function change(name: FieldName, value: string) {
    const next = { ...text, [name]: value };
    setText(next);
    const parsed = portabilityInputSchema.safeParse({ oldJust: parseDollars(next.oldJust), oldAssessed: parseDollars(next.oldAssessed), newJust: parseDollars(next.newJust) });
    if (!parsed.success) setComputed(null);
  }

  const field = (name: FieldName, label: string, hint: string) => (
    <DollarField id={name} label={label} hint={`${hint} Whole dollars, at least $1,000.`} value={text[name]} error={errors[name]} onChange={(value) => change(name, value)} />
  );

  return (
    <Page heading={PAGE_TITLES['/tools/portability']!} className="tools-page">
      <p>
        When you sell a Florida homestead and set up a new one within three years, you can take its Save Our Homes benefit with you: up
        to {formatDollars(PORTABILITY_CAP)}. Enter the values from your old home&apos;s property card (or TRIM notice) for the last year it
        was your homestead, and the new home&apos;s just (market) value.
      </p>
      <form className="tools-form" onSubmit={submit} noValidate aria-label="Portability estimate">
        {field('oldJust', 'Old home: just value', 'The market value on the old home’s last homestead roll.')}
        {field('oldAssessed', 'Old home: assessed value', 'The Save Our Homes assessed value of that same year.')}
        {field('newJust', 'New home: just value', 'The new home’s market value (its purchase price is a fair guess).')}
        <button type="submit" className="button">
          Estimate
        </button>
      </form>
      {computed && <PortabilityAnswer {...computed} />}
      <p className="hint">
        This is an estimate. The benefit is set when the office approves your homestead and portability application for the new home; the
        application is due by March 1. See <Link to="/faqcontent/SOH">Save Our Homes</Link>.
      </p>
    </Page>
  );
}

function PortabilityAnswer({ input, result }: Computed) {
  const { oldJust, oldAssessed, newJust } = input;
  return (
    <section className="tools-result" aria-labelledby="portability-result" aria-live="polite">
      <h2 id="portability-result">Your estimate</h2>
      <ScrollRegion captionId="portability-caption">
        <table className="tools-portability">
          <caption id="portability-caption" className="visually-hidden">
            How the transferable benefit is found
          </caption>
          <tbody>
            <tr>
              <th scope="row">Save Our Homes benefit of the old home</th>
              <td className="num">
                {formatDollars(oldJust)} − {formatDollars(oldAssessed)} = {formatDollars(result.oldBenefit)}
              </td>
            </tr>
            {result.kind === 'upsizing' ? (
              <tr>
                <th scope="row">Upsizing (the new home is worth at least as much): the whole benefit moves</th>
                <td className="num">{formatDollars(result.uncappedBenefit)}</td>
              </tr>
            ) : (
              <>
                <tr>
                  <th scope="row">Downsizing: the new home keeps the old ratio of assessed to just value</th>
                  <td className="num">
                    {formatDollars(newJust)} × {formatDollars(oldAssessed)} ÷ {formatDollars(oldJust)} = {formatDollars(newJust - result.uncappedBenefit)}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Benefit before the cap</th>
                  <td className="num">
                    {formatDollars(newJust)} − {formatDollars(newJust - result.uncappedBenefit)} = {formatDollars(result.uncappedBenefit)}
                  </td>
                </tr>
              </>
            )}
            <tr>
              <th scope="row">Transferable benefit{result.capped ? ` (capped at ${formatDollars(PORTABILITY_CAP)})` : ''}</th>
              <td className="num" data-testid="portability-benefit">
                <strong>{formatDollars(result.benefit)}</strong>
              </td>
            </tr>
            <tr>
              <th scope="row">New home&apos;s assessed value</th>
              <td className="num" data-testid="portability-assessed">
                {formatDollars(newJust)} − {formatDollars(result.benefit)} = <strong>{formatDollars(result.newAssessed)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p>
        Homestead exemptions then come off the new assessed value of {formatDollars(result.newAssessed)}, and from the next year it rises
        by no more than 3% a year (or the CPI, if lower).
      </p>
    </section>
  );
}

function capitalize(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.');
}
