/**
 * An event that reaches the page from outside React (another tab's storage write, a message):
 * dispatched the way Testing Library runs its waits, with React's act() checks off, so what it
 * starts (a dialog opening, a navigation, their transitions and focus moves) runs as in a browser
 * and the test waits for the outcome with findBy / waitFor. Wrapping it in act() instead would
 * flush only the first render and leave the timers it schedules outside act.
 */
import { getConfig } from '@testing-library/react';

export async function fromOutsideReact(dispatch: () => void): Promise<void> {
  await getConfig().asyncWrapper(async () => dispatch());
}
