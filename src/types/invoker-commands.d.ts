/*
 * HTML's invoker commands (a button that opens or closes a dialog with no script:
 * commandfor="dialog-id" command="show-modal" | "close"), which React renders as plain
 * attributes but its types do not list yet.
 */
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- it must name React's own type parameter to merge with it
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
