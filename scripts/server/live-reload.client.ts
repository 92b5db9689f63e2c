// The dev server's script in every page (live-reload.ts serves it as
// /__reload.js): the page reloads after a good build; a failed build's
// error is shown over the page, which stays the last good one, until the
// next good build reloads it. The overlay is made of elements and text only
// (the site will enforce Trusted Types) inside a shadow root with its own
// stylesheet (a file: the policy allows no inline style), so that the site's
// CSS and the overlay's stay apart.

const events = new EventSource('/__reload');
events.addEventListener('reload', () => location.reload());
events.addEventListener('failure', (event) => showFailure(JSON.parse((event as MessageEvent<string>).data) as string));

let shown: HTMLElement | undefined;

function showFailure(message: string): void {
  shown?.remove();
  const host = document.createElement('eclosion-build-error');
  const root = host.attachShadow({ mode: 'open' });
  const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/__reload.css' });

  // A modal <dialog>: it comes above everything, takes the focus and closes
  // on Escape; the page stays behind it, inert until it is closed.
  const dialog = document.createElement('dialog');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', 'heading');
  dialog.setAttribute('aria-describedby', 'message');
  const header = document.createElement('header');
  const heading = Object.assign(document.createElement('h2'), { id: 'heading', textContent: 'La dernière modification n’a pas été prise en compte' });
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Fermer', autofocus: true });
  close.addEventListener('click', () => dialog.close());
  header.append(heading, close);
  const hint = Object.assign(document.createElement('p'), {
    textContent: 'La page affichée reste la dernière version réussie. Corrigez l’erreur et enregistrez, la page se rechargera d’elle-même.',
  });
  const text = Object.assign(document.createElement('pre'), { id: 'message', textContent: message, tabIndex: 0 });
  dialog.append(header, hint, text);
  dialog.addEventListener('close', () => host.remove());

  root.append(stylesheet, dialog);
  document.body.append(host);
  shown = host;
  // Opened once styled (or once the stylesheet failed: unstyled, but shown).
  const open = () => {
    if (host.isConnected && !dialog.open) dialog.showModal();
  };
  stylesheet.addEventListener('load', open);
  stylesheet.addEventListener('error', open);
}
