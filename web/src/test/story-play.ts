import { waitFor } from 'storybook/test';

/** The motion steps of a popup or dialog that is drawn but not shown yet (app/styles.css: no pointer then). */
const OPENING = "[class*='-prepare'], [class*='-appear-start'], [class*='-enter-start']";

/**
 * Resolves once no dialog or popup is still zooming open: a story's play function presses what a shopper
 * would press, and a shopper's press is not taken while the dialog is drawn at opacity 0 (app/styles.css).
 */
export async function dialogsShown(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector(OPENING)) throw new Error('a dialog is still opening');
    },
    { timeout: 5000 },
  );
}
