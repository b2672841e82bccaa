import { BOOT_SHELL_HTML } from '@/app/boot-shell-markup';

/** index.html's static first view, kept on screen while the first page's code loads. */
export function BootShell() {
  return <div className="boot-shell-host" dangerouslySetInnerHTML={{ __html: BOOT_SHELL_HTML }} />;
}
