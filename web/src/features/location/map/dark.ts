/** Dark mode, read from the theme so it also holds in dialogs drawn outside the page's root. */
export function isDark(background: string): boolean {
  const hex = background.replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return false;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
}
