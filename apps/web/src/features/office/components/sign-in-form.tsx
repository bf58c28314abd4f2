import { useRef, useState, type FormEvent } from 'react';
import { staffSignInSchema, type StaffMe } from '@county/shared/staff';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { HttpError } from '../../../lib/http.ts';
import { signIn } from '../api/staff.ts';

const FORM = 'office-sign-in';
const LABELS = { email: 'E-mail address', password: 'Password', code: 'Code from your authenticator app' } as const;
const FIELD_MESSAGES = { email: 'Enter your office e-mail address.', password: 'Enter your password.', code: 'Enter the six digits your app shows.' } as const;
type Field = keyof typeof LABELS;

/** The office's sign-in: e-mail, password and the authenticator's code, all three every time. */
export function SignInForm({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const parsed = staffSignInSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= FIELD_MESSAGES[issue.path[0] as Field];
      setErrors(found);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onSignedIn(await signIn(parsed.data));
    } catch (error) {
      setRefused(error instanceof HttpError && error.body ? error.body.message : 'The office could not be reached. Try again in a moment.');
      setValues((current) => ({ ...current, code: '' }));
    } finally {
      setSending(false);
    }
  };

  const listed = (Object.keys(LABELS) as Field[]).flatMap((name) => (errors[name] ? [{ name, label: LABELS[name], message: errors[name] }] : []));
  return (
    <form id={FORM} noValidate onSubmit={(event) => void submit(event)} className="office-form">
      {listed.length > 0 ? <ErrorSummary ref={summary} formId={FORM} title="There is a problem" errors={listed} /> : null}
      {refused ? (
        <p role="alert" className="listing-error">
          {refused}
        </p>
      ) : null}
      <TextField
        formId={FORM}
        name="email"
        type="email"
        label={LABELS.email}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="username"
        required
      />
      <TextField
        formId={FORM}
        name="password"
        type="password"
        label={LABELS.password}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <TextField
        formId={FORM}
        name="code"
        label={LABELS.code}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        autoComplete="one-time-code"
        maxLength={6}
        hint="Six digits; a new code every 30 seconds."
        required
      />
      <button type="submit" className="button" disabled={sending}>
        Sign in
      </button>
    </form>
  );
}
