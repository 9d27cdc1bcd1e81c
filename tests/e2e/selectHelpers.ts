/**
 * The designed select (src/ui/Select.tsx) the way a visitor drives it: click the trigger the
 * field's label names, then click the option in the list that opens.
 */
import { expect, type Page } from './fixtures';

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const trigger = page.getByLabel(label);
  await trigger.click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(list).toHaveCount(0);
  await expect(trigger).toHaveText(option);
}
