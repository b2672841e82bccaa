import type { Module } from '@/shared/state/chosen-module';

/** SPEC.md section 9: the redirect after a module is chosen waits 100 to 300 ms; 300 for module navigation. */
export const MODULE_NAVIGATION_DELAY_MS = 300;

/** What choosing a module may lead to. */
export type ModuleSelectionOutcome = 'home' | 'ask-location' | 'reload' | 'failed';

/** The texts the steps show, already translated. */
export interface ModuleSelectionTexts {
  selected: string;
  selectLocation: string;
  failed: string;
}

/** Everything the steps touch, handed in so the steps stay plain and testable. */
export interface ModuleSelectionEnv {
  /** Store the module under SPEC.md's "module" key. */
  saveModule: (module: Module) => void;
  /** Empty the cart of the previous module (the cart feature's hook point). */
  clearCart: (next: Module) => void | Promise<void>;
  hasLocation: boolean;
  /** Under 768px the app reloads instead of navigating (SPEC.md section 2). */
  smallScreen: boolean;
  pathname: string;
  navigate: (path: string) => void;
  /** A full page load of `path`. */
  reload: (path: string) => void;
  openLocationPicker: () => void;
  notify: { success: (text: string) => void; info: (text: string) => void; error: (text: string) => void };
  texts: ModuleSelectionTexts;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC.md section 4, module selection: save the module, clear the cart, then go to /home after
 * 300 ms when a location exists, or else ask for a location (and go to / when elsewhere).
 * Under 768px the page reloads: to /home with a location, else to /interest, the mobile landing
 * that asks for one.
 */
export async function selectModule(module: Module, env: ModuleSelectionEnv): Promise<ModuleSelectionOutcome> {
  const { texts, notify } = env;
  try {
    env.saveModule(module);
    await env.clearCart(module);
    if (env.smallScreen) {
      env.reload(env.hasLocation ? '/home' : '/interest');
      return 'reload';
    }
    if (env.hasLocation) {
      notify.success(texts.selected);
      await (env.wait ?? sleep)(MODULE_NAVIGATION_DELAY_MS);
      env.navigate('/home');
      return 'home';
    }
    notify.info(texts.selectLocation);
    env.openLocationPicker();
    if (env.pathname !== '/') env.navigate('/');
    return 'ask-location';
  } catch {
    notify.error(texts.failed);
    return 'failed';
  }
}
