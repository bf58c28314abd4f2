import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, staffEnrollSchema, type StaffEnrollment } from '@county/shared/staff';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { HttpError } from '../../../lib/http.ts';
import { enroll, readEnrollment } from '../api/staff.ts';
import './office.css';

// /office/enroll?token=... (issue 45): the one-time link the staff command prints. The person scans
// the QR code (or types the key) into an authenticator app, chooses a password, and proves the app
// works with one code. The link stops working once used, or after 24 hours.

const FORM = 'office-enroll';
type Field = 'password' | 'code';
type State = { kind: 'loading' } | { kind: 'problem'; message: string } | { kind: 'ready'; enrollment: StaffEnrollment } | { kind: 'done' };

const fieldMessage = (field: Field) =>
  field === 'password' ? `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.` : 'Enter the six digits your app shows.';

export default function EnrollPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [values, setValues] = useState<Record<Field, string>>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token) {
      setState({ kind: 'problem', message: 'Open the link from the message an administrator sent you: it carries your enrollment key.' });
      return;
    }
    readEnrollment(token).then(
      (enrollment) => setState({ kind: 'ready', enrollment }),
      (error: unknown) =>
        setState({ kind: 'problem', message: error instanceof HttpError && error.body ? error.body.message : 'The office could not be reached.' }),
    );
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffEnrollSchema.safeParse({ token, ...values });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= fieldMessage(issue.path[0] as Field);
    if (parsed.success) {
      setSending(true);
      try {
        await enroll(parsed.data);
        setState({ kind: 'done' });
        return;
      } catch (error) {
        const body = error instanceof HttpError ? error.body : null;
        const field = body?.field === 'password' || body?.field === 'code' ? body.field : 'code';
        found[field] = body?.message ?? 'The office could not be reached. Try again in a moment.';
      } finally {
        setSending(false);
      }
    }
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const listed = (['password', 'code'] as const).flatMap((name) =>
    errors[name] ? [{ name, label: name === 'password' ? 'Password' : 'Code', message: errors[name] }] : [],
  );
  return (
    <Page heading="Set up your office account" className="office-page">
      {state.kind === 'loading' ? <p role="status">Reading your enrollment link…</p> : null}
      {state.kind === 'problem' ? <p role="alert">{state.message}</p> : null}
      {state.kind === 'done' ? (
        <div role="status">
          <p>Your account is ready. Sign in with your e-mail address, your password and a code from your app.</p>
          <p>
            <Link to="/office">Go to the office sign-in</Link>
          </p>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <form id={FORM} noValidate onSubmit={(event) => void submit(event)} className="office-form">
          {listed.length > 0 ? <ErrorSummary ref={summary} formId={FORM} title="There is a problem" errors={listed} /> : null}
          <p>
            Account: <strong>{state.enrollment.email}</strong>
          </p>
          <h2>1. Add the office to your authenticator app</h2>
          <p>Scan this code with an authenticator app (Microsoft Authenticator, Google Authenticator, 1Password and others).</p>
          <img className="office-enroll-qr" src={state.enrollment.qrImage} alt="QR code of your authenticator key; the key is also written below." />
          <p>
            Or type this key into the app: <span className="office-secret">{state.enrollment.secret}</span>
          </p>
          <h2>2. Choose a password and confirm a code</h2>
          <TextField
            formId={FORM}
            name="password"
            type="password"
            label="New password"
            value={values.password}
            onChange={(password) => setValues((current) => ({ ...current, password }))}
            error={errors.password}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one; common passwords are refused.`}
            required
          />
          <TextField
            formId={FORM}
            name="code"
            label="Code from your authenticator app"
            value={values.code}
            onChange={(code) => setValues((current) => ({ ...current, code }))}
            error={errors.code}
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <button type="submit" className="button" disabled={sending}>
            Set up my account
          </button>
        </form>
      ) : null}
    </Page>
  );
}
