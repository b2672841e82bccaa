let touchOnly: boolean | undefined;

/**
 * True on screens whose pointer cannot hover (phones, tablets): item cards show their actions from
 * the start there, and hints are not drawn as tooltips. Asked once per visit.
 */
export function isTouchOnly(): boolean {
  touchOnly ??= typeof window !== 'undefined' && Boolean(window.matchMedia?.('(hover: none)').matches);
  return touchOnly;
}
