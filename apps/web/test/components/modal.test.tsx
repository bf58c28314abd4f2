// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../src/components/modal.tsx';
import { axeFindings, renderAt } from './render.tsx';

// happy-dom rather than jsdom: the modal is a native <dialog> opened with showModal(), which jsdom
// lacks. Neither DOM makes the page behind inert nor turns Escape into the dialog's 'cancel' event;
// the test raises 'cancel' as the browser does, and the browser suite covers the rest.

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Give feedback
      </button>
      {open ? (
        <Modal title="Feedback" onClose={() => setOpen(false)}>
          <label htmlFor="m-name">
            Name
            <input id="m-name" />
          </label>
          <button type="button" disabled>
            Not yet
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Modal>
      ) : null}
    </>
  );
}

async function openDialog() {
  renderAt(<Opener />);
  const opener = screen.getByRole('button', { name: 'Give feedback' });
  await userEvent.click(opener);
  const dialog = document.querySelector('dialog')!;
  return { opener, dialog };
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title', async () => {
    const { dialog } = await openDialog();
    expect(dialog.open).toBe(true);
    const titleId = dialog.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Feedback');
    expect(document.getElementById(titleId)?.tagName).toBe('H2');
    expect(await axeFindings(dialog)).toEqual([]);
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', async () => {
    const { dialog } = await openDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(name);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on cancel (what Escape raises) and gives focus back to the opener', async () => {
    const { opener, dialog } = await openDialog();
    screen.getByRole('textbox', { name: 'Name' }).focus();
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    // React runs the effect's cleanup, which hands focus back, just after it removes the dialog.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('gives focus back to the opener when closed from inside', async () => {
    const { opener } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.querySelector('dialog')).toBeNull();
  });
});
