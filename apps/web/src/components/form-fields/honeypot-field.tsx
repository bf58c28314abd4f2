import './form-fields.css';
import { useFormT } from './messages.ts';

interface HoneypotFieldProps {
  formId: string;
  value: string;
  onChange: (value: string) => void;
}

// A field people never see or reach (off-screen, out of the tab order, hidden from screen readers);
// form-filling robots fill it in, and the server refuses any message where it is not empty.
export function HoneypotField({ formId, value, onChange }: HoneypotFieldProps) {
  const t = useFormT();
  const id = `${formId}-website`;
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>
        {t('form.honeypot')}
        <input id={id} name="Website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
