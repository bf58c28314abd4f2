import './form-fields.css';

export interface FormStatusMessage {
  kind: 'error' | 'info';
  title: string;
  message: string;
}

/** The outcome of a send that did not succeed, inside the form so it is seen (and read) in a dialog too. */
export function FormStatus({ status }: { status: FormStatusMessage | null }) {
  if (!status) return null;
  return (
    <div className={`form-status form-status-${status.kind}`} role={status.kind === 'error' ? 'alert' : 'status'}>
      <strong>{status.title}</strong>
      <p>{status.message}</p>
    </div>
  );
}
