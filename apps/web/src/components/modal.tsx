import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for width (e.g. 'modal-wide'). */
  className?: string;
}

// A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
// Escape fires 'cancel', and on close focus returns to whatever opened the dialog. Tab wraps from
// the last control to the first (and back with Shift+Tab) so focus never wanders off to the
// browser's own toolbar, which would leave a keyboard user outside the dialog.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = controls[0];
  const last = controls[controls.length - 1];
  // While the dialog's content is still loading there is nothing to move to: stay put.
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (!controls.includes(document.activeElement as HTMLElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
export function Modal({ title, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect, so the dialog is open before any effect of its content runs: content that
  // arrives with the modal in one commit (a dialog's code already loaded) can then move focus
  // into itself, which a closed <dialog> would refuse.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKey = (event: KeyboardEvent) => wrapTab(dialog, event);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKey);
      if (dialog.open) dialog.close();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={className ? `modal ${className}` : 'modal'} aria-labelledby={titleId}>
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
