/**
 * A room's door (issue 49): a breakout session with limited seats has a door of its own, which
 * checks in that session's registrations and shows the room against its seats.
 */
import { doorEvent, makeDoor, register, ticketCode } from './checkInHelpers';
import { AxeRun } from './axeRun';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a room's door checks in its session's registrations and counts its seats", async ({ page, request }) => {
  const event = await doorEvent(request, true);
  const workshop = `${event.eventId}-ws`;
  const inRoom = await ticketCode(
    request,
    event,
    await register(request, event, 'Rosalind', 'Franklin', 1, [event.eventId, workshop]),
  );
  const elsewhere = await ticketCode(request, event, await register(request, event, 'Alan', 'Turing', 1));
  const door = await makeDoor(request, event, 'Room 2', workshop);
  await page.goto(door.path);
  await expect(page.getByTestId('door-count')).toHaveText('0 of 1 on site checked in');
  await expect(page.getByTestId('door-room')).toHaveText('Workshop A: 0 of 2 seats taken');

  const field = page.getByLabel('Ticket code (scanner or keyboard)');
  await field.fill(inRoom);
  await field.press('Enter');
  const result = page.getByTestId('door-result');
  await expect(result).toHaveAttribute('data-colour', 'green');
  await expect(page.getByTestId('door-room')).toHaveText('Workshop A: 1 of 2 seats taken');
  await field.fill(elsewhere);
  await field.press('Enter');
  await expect(result).toHaveAttribute('data-colour', 'red');
  await expect(result).toContainText('Not registered for this session.');
  await expect(page.getByText('Register a walk-up')).toHaveCount(0);
  expect((await new AxeRun(page).analyze()).violations).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/door-room-phone.png', fullPage: true });
});
