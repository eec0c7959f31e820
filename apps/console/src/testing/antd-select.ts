// Driving antd selects in the console's screen tests as a mouse user does: open the select, wait
// for its list, click the option by its title. A select whose list is rendered beside it (the
// condition editor's) is matched to that list, so two open lists are never confused; any other
// select's list is the newest open one in the page.
import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The open list of an antd select. */
export async function popupOf(combobox: HTMLElement): Promise<HTMLElement> {
  fireEvent.mouseDown(combobox);
  return waitFor(() => {
    const beside = combobox
      .closest('.ant-select')
      ?.parentElement?.querySelector<HTMLElement>(':scope > .ant-select-dropdown');
    const popup =
      beside ??
      [
        ...document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
        ),
      ].at(-1);
    expect(popup, 'the select’s list').toBeTruthy();
    return popup!;
  });
}

/** Opens an antd select and picks the option with this title. */
export async function choose(combobox: HTMLElement, title: string): Promise<void> {
  const popup = await popupOf(combobox);
  const option = await waitFor(() => {
    const found = popup.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    expect(found, `option ${title}`).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

/** The titles an antd select offers (its list closed again afterwards). */
export async function offered(combobox: HTMLElement): Promise<string[]> {
  const popup = await popupOf(combobox);
  const titles = [...popup.querySelectorAll('.ant-select-item-option')].map(
    (item) => item.getAttribute('title') ?? '',
  );
  fireEvent.keyDown(combobox, { key: 'Escape' });
  return titles;
}
