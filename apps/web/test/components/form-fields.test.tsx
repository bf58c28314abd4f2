// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../../src/components/form-fields/text-field.tsx';
import { SelectField } from '../../src/components/form-fields/select-field.tsx';
import { RadioGroup } from '../../src/components/form-fields/radio-group.tsx';
import { ErrorSummary } from '../../src/components/form-fields/error-summary.tsx';
import { HoneypotField } from '../../src/components/form-fields/honeypot-field.tsx';
import { FormStatus } from '../../src/components/form-fields/form-status.tsx';
import { axeFindings } from './render.tsx';

/** The ids of the elements a control's aria-describedby names, in order. */
function describedByTexts(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

function ControlledText(props: { mask?: 'phone'; error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Test form">
      <TextField formId="f" name="phone" label="Phone" value={value} onChange={setValue} required {...props} />
    </form>
  );
}

describe('TextField', () => {
  it('is labelled, marked required, and passes axe', async () => {
    const { container } = render(<ControlledText />);
    const input = screen.getByRole('textbox', { name: /Phone/ });
    expect(input).toBeInstanceOf(HTMLInputElement);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(await axeFindings(container)).toEqual([]);
  });

  it('ties its hint and its error to the input with aria-describedby', async () => {
    const { container } = render(<ControlledText hint="Day or evening." error="Enter a phone number." />);
    const input = screen.getByRole('textbox', { name: /Phone/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(input)).toEqual(['Day or evening.', 'Enter a phone number.']);
    expect(await axeFindings(container)).toEqual([]);
  });

  it('reshapes what is typed with its mask and announces the format in the hint', async () => {
    render(<ControlledText mask="phone" hint="Day or evening." />);
    const input = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.type(input, '(407) 555-0100 x9');
    expect((input as HTMLInputElement).value).toBe('4075550100');
    const [hint] = describedByTexts(input);
    expect(hint).toMatch(/^Day or evening\. Digits only/);
  });

  it('renders a labelled textarea when given rows', () => {
    render(<TextField formId="f" name="message" label="Message" value="" onChange={() => {}} rows={4} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInstanceOf(HTMLTextAreaElement);
  });
});

describe('SelectField', () => {
  it('is labelled, shows option labels for server values, and links its error', async () => {
    let chosen = '';
    const { container } = render(
      <SelectField
        formId="f"
        name="topic"
        label="Topic"
        value=""
        options={['TAX', 'VAL']}
        optionLabel={(o) => (o === 'TAX' ? 'Taxes' : 'Values')}
        placeholder="Choose one"
        error="Choose a topic."
        onChange={(v) => (chosen = v)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose one', 'Taxes', 'Values']);
    expect(describedByTexts(select)).toEqual(['Choose a topic.']);
    await userEvent.selectOptions(select, 'Values');
    expect(chosen).toBe('VAL');
    expect(await axeFindings(container)).toEqual([]);
  });
});

describe('RadioGroup', () => {
  function Group({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <RadioGroup
        formId="f"
        name="contact"
        legend="Reply by"
        value={value}
        onChange={setValue}
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ]}
        hint="We answer within two days."
        error={error}
        required
      />
    );
  }

  it('names the group by its legend, links hint and error, and passes axe', async () => {
    const { container } = render(<Group error="Choose how we reply." />);
    const group = screen.getByRole('group', { name: /Reply by/ });
    expect(describedByTexts(group)).toEqual(['We answer within two days.', 'Choose how we reply.']);
    expect(await axeFindings(container)).toEqual([]);
  });

  it('checks the radio a person clicks, and gives the first radio the field id', async () => {
    render(<Group />);
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Phone' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Email' }).checked).toBe(false);
    expect(screen.getByRole('radio', { name: 'Email' }).id).toBe('f-contact');
  });
});

describe('ErrorSummary', () => {
  it('is an alert named by its title whose links move focus to the field', async () => {
    const { container } = render(
      <>
        <ErrorSummary formId="f" title="There is a problem" errors={[{ name: 'email', label: 'Email', message: 'Enter an email address.' }]} />
        <TextField formId="f" name="email" label="Email" value="" onChange={() => {}} error="Enter an email address." />
      </>,
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Email: Enter an email address.' });
    expect(link.getAttribute('href')).toBe('#f-email');
    await userEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(await axeFindings(container)).toEqual([]);
  });
});

describe('HoneypotField', () => {
  it('stays out of the tab order and the accessibility tree', async () => {
    const { container } = render(
      <>
        <HoneypotField formId="f" value="" onChange={() => {}} />
        <button type="button">Next</button>
      </>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    const trap = container.querySelector('input[name="Website"]');
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(await axeFindings(container)).toEqual([]);
  });
});

describe('FormStatus', () => {
  it('announces an error as an alert and information as a status, and shows nothing without one', async () => {
    const { container, rerender } = render(<FormStatus status={{ kind: 'error', title: 'Not sent', message: 'Try again.' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Not sent');
    expect(await axeFindings(container)).toEqual([]);
    rerender(<FormStatus status={{ kind: 'info', title: 'Sent', message: 'Thank you.' }} />);
    expect(screen.getByRole('status').textContent).toContain('Thank you.');
    rerender(<FormStatus status={null} />);
    expect(container.innerHTML).toBe('');
  });
});
