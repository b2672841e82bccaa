/**
 * The type sizes and weights the first views write in (home, store, product and checkout pages, at a
 * phone's and a desktop's width). The first text a page writes at a size and weight has the browser
 * load that font (its file, its hinting, its shaper): some 25 ms of a phone's main thread for a first
 * view's dozen sizes, which all fell in the layout of React's first commit (docs/web.md). index.html's
 * static first view holds a hidden word at each of them (web/rsbuild.config.ts puts it beside
 * BOOT_SHELL_HTML), out of the layout at first ([hidden]); the boot script (web/boot/boot.js) lays them
 * out one at a time after the first paint, each in a short task, while the page's code downloads.
 * Only the HTML carries it, not the app's code: React's own copy of the shell needs no fonts loaded
 * again. e2e/journeys/boot.spec.ts checks the list against the text the pages draw: a size missing
 * here costs time, never looks.
 */
export const FIRST_VIEW_TYPE: readonly (readonly [px: number, weight: number])[] = [
  [12, 400], [12, 600], [13, 400], [14, 400], [14, 500], [14, 600], [14, 700], [15, 600],
  [16, 400], [16, 600], [16, 700], [18, 400], [20, 600], [20, 700], [24, 700], [26, 700], [28, 700], [36, 600],
];

/** A hidden word at each size and weight (index.html's style: `.boot-shell__type`), each out of the layout until the boot script shows it. */
export const BOOT_SHELL_TYPE_HTML =
  '<div class="boot-shell__type" aria-hidden="true">' +
  FIRST_VIEW_TYPE.map(([px, weight]) => `<span hidden style="font-size:${px}px;font-weight:${weight}">Ag</span>`).join('') +
  '</div>';
