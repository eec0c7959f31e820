// Test-only: an antd dialog by its title. Under test, rc's ids are all "test-id", so a dialog's
// aria-labelledby may point at another element (a filter's select) and its accessible name is not
// its title there; in a browser the ids are unique and the dialog is named by its title.
import { endMotions } from '@qyfw/app-kit/testing';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The open dialog whose title is `title`, if any (a closing one finishes closing first). */
export function openDialog(title: string): HTMLElement | undefined {
  endMotions();
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (dialog) =>
      dialog.querySelector('.ant-modal-title')?.textContent === title &&
      dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none',
  );
}

/** Waits for the dialog titled `title` to open. */
export function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = openDialog(title);
    expect(dialog, `dialog ${title}`).toBeTruthy();
    return dialog!;
  });
}
