import { useState } from 'react';

/** True from the first time `open` is true: a lazy dialog's code is fetched on its first opening only. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
