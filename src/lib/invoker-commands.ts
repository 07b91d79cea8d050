/*
 * Buttons open and close dialogs with HTML's invoker commands (commandfor/command) and dialogs
 * close on a backdrop click (closedby="any"), with no script. For a browser that predates either,
 * this does the same: it does nothing where the browser already does.
 */
export function supportDialogCommands(): void {
  if (!('command' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
      const dialog = button ? document.getElementById(button.getAttribute('commandfor') ?? '') : null;
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button?.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if ((command === 'close' || command === 'request-close') && dialog.open) dialog.close();
    });
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    document.addEventListener('click', (event) => {
      // A click on the dialog element itself, outside its content, is a click on its backdrop.
      if (event.target instanceof HTMLDialogElement && event.target.open && event.target.getAttribute('closedby') === 'any') event.target.close();
    });
  }
}
