/**
 * The static first view: a header bar and grey placeholders of a catalogue page, painted from
 * index.html before any JavaScript arrives (web/rsbuild.config.ts puts it in the mount element) and
 * drawn again by React while the first page's code loads (BootShell), so nothing flickers in between.
 * Plain shapes, no words: nothing to translate; its colours and sizes live in web/index.html's style.
 */
const bar = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8"/>`;

const circles = [0, 1, 2, 3, 4].map((i) => `<circle cx="${32 + i * 74}" cy="62" r="30"/>`).join('');
const cards = [0, 1].map((i) => bar(i * 184, 186, 170, 150) + bar(i * 184, 346, 130, 14) + bar(i * 184, 368, 90, 14)).join('');

export const BOOT_SHELL_HTML =
  '<div class="boot-shell" aria-busy="true">' +
  '<div class="boot-shell__header"><svg class="boot-shell__logo" viewBox="0 0 120 28" aria-hidden="true" focusable="false">' +
  `<g fill="currentColor">${bar(0, 0, 120, 28)}</g></svg></div>` +
  '<div class="boot-shell__body"><svg class="boot-shell__pulse" viewBox="0 0 354 390" aria-hidden="true" focusable="false">' +
  `<g fill="currentColor">${bar(0, 0, 150, 18)}${circles}${bar(0, 140, 190, 18)}${cards}</g></svg></div>` +
  '</div>';
