import { lazy } from 'react';
import { afterFirstView } from '@/shared/lib/after-first-view';
import { appStore } from '@/shared/state/app-store';
import {
  authDialogAtom,
  cartDrawerAtom,
  compactDrawerOpenAtom,
  locationPickerAtom,
  modulePickerOpenAtom,
  wishlistDrawerOpenAtom,
} from '@/shared/state/dialogs';

/** Resolves the first time a shopper opens one of the app-wide dialogs (any of their atoms changes). */
export function firstDialogOpened(): Promise<void> {
  return new Promise((opened) => {
    const dialogs = [locationPickerAtom, modulePickerOpenAtom, authDialogAtom, cartDrawerAtom, wishlistDrawerOpenAtom, compactDrawerOpenAtom];
    const stops: (() => void)[] = [];
    const open = () => {
      for (const stop of stops) stop();
      opened();
    };
    for (const dialog of dialogs) stops.push(appStore.sub(dialog, open));
  });
}

/**
 * The app-wide dialogs' hosts (shell-dialogs.tsx): each draws nothing until its dialog opens, yet mounting
 * the six of them was part of the first view's commit and effects, and their code part of its first load
 * (docs/web.md). They come after the first view, or at once when a shopper opens a dialog before it ends:
 * the atom keeps what was asked for, and the dialog opens as the hosts mount.
 */
export const ShellDialogs = lazy(() =>
  Promise.race([afterFirstView(), firstDialogOpened()])
    .then(() => import(/* webpackChunkName: "shell-dialogs" */ '@/app/layout/shell-dialogs'))
    .then(({ ShellDialogs: Dialogs }) => ({ default: Dialogs })),
);
