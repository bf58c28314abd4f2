import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PORTABILITY_CAP, computePortability, portabilityInputSchema, type PortabilityResult } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { formatDollars, parseDollars } from '../format.ts';
import { DollarField } from './dollar-field.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { dollarIssue, useToolsT, type ToolsKey } from '../messages.ts';
import '../tools.css';

type FieldName = 'oldJust' | 'oldAssessed' | 'newJust';

/** The name of each field inside a sentence ('the old home's just value'), for its messages. */
const FIELD_NAMES: Record<FieldName, ToolsKey> = {
  oldJust: 'tools.portability.oldJustField',
  oldAssessed: 'tools.portability.oldAssessedField',
  newJust: 'tools.portability.newJustField',
};

interface Computed {
  input: Record<FieldName, number>;
  result: PortabilityResult;
}

export default function PortabilityPage() {
  const t = useToolsT();
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
        next[field] ??= dollarIssue(t, issue, t(FIELD_NAMES[field]));
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
    const parsed = portabilityInputSchema.safeParse({
      oldJust: parseDollars(next.oldJust),
      oldAssessed: parseDollars(next.oldAssessed),
      newJust: parseDollars(next.newJust),
    });
    if (!parsed.success) setComputed(null);
  }

  const field = (name: FieldName, label: string, hint: string) => (
    <DollarField
      id={name}
      label={label}
      hint={`${hint} ${t('tools.wholeDollars')}`}
      value={text[name]}
      error={errors[name]}
      onChange={(value) => change(name, value)}
    />
  );

  return (
    <Page heading={t('tools.portability.title')} className="tools-page">
      <p>{t('tools.portability.intro', { cap: formatDollars(PORTABILITY_CAP) })}</p>
      <form className="tools-form" onSubmit={submit} noValidate aria-label={t('tools.portability.form')}>
        {field('oldJust', t('tools.portability.oldJust'), t('tools.portability.oldJustHint'))}
        {field('oldAssessed', t('tools.portability.oldAssessed'), t('tools.portability.oldAssessedHint'))}
        {field('newJust', t('tools.portability.newJust'), t('tools.portability.newJustHint'))}
        <button type="submit" className="button">
          {t('tools.portability.estimate')}
        </button>
      </form>
      {computed && <PortabilityAnswer {...computed} />}
      <p className="hint">{t.rich('tools.portability.note', { link: (text) => <Link to="/faqcontent/SOH">{text}</Link> })}</p>
    </Page>
  );
}

function PortabilityAnswer({ input, result }: Computed) {
  const t = useToolsT();
  const { oldJust, oldAssessed, newJust } = input;
  return (
    <section className="tools-result" aria-labelledby="portability-result" aria-live="polite">
      <h2 id="portability-result">{t('tools.portability.result')}</h2>
      <ScrollRegion captionId="portability-caption">
        <table className="tools-portability">
          <caption id="portability-caption" className="visually-hidden">
            {t('tools.portability.caption')}
          </caption>
          <tbody>
            <tr>
              <th scope="row">{t('tools.portability.oldBenefit')}</th>
              <td className="num">
                {formatDollars(oldJust)} − {formatDollars(oldAssessed)} = {formatDollars(result.oldBenefit)}
              </td>
            </tr>
            {result.kind === 'upsizing' ? (
              <tr>
                <th scope="row">{t('tools.portability.upsizing')}</th>
                <td className="num">{formatDollars(result.uncappedBenefit)}</td>
              </tr>
            ) : (
              <>
                <tr>
                  <th scope="row">{t('tools.portability.downsizing')}</th>
                  <td className="num">
                    {formatDollars(newJust)} × {formatDollars(oldAssessed)} ÷ {formatDollars(oldJust)} = {formatDollars(newJust - result.uncappedBenefit)}
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('tools.portability.beforeCap')}</th>
                  <td className="num">
                    {formatDollars(newJust)} − {formatDollars(newJust - result.uncappedBenefit)} = {formatDollars(result.uncappedBenefit)}
                  </td>
                </tr>
              </>
            )}
            <tr>
              <th scope="row">
                {result.capped ? t('tools.portability.capped', { cap: formatDollars(PORTABILITY_CAP) }) : t('tools.portability.transferable')}
              </th>
              <td className="num" data-testid="portability-benefit">
                <strong>{formatDollars(result.benefit)}</strong>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('tools.portability.newAssessed')}</th>
              <td className="num" data-testid="portability-assessed">
                {formatDollars(newJust)} − {formatDollars(result.benefit)} = <strong>{formatDollars(result.newAssessed)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p>{t('tools.portability.after', { value: formatDollars(result.newAssessed) })}</p>
    </section>
  );
}
