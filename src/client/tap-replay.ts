/**
 * A phone shows the server's page seconds before the app has attached to it (hydration), and a
 * shopper taps what she sees. React only hears taps once its listeners exist, so this script,
 * inline in the document's head and run before anything is drawn, keeps them until then: a tap
 * on a button is held (its default action and React's handling stopped, so it counts once) and
 * clicked again as soon as the document is marked hydrated (components/layout/hydration-mark.tsx), in order, at most
 * once per button (a second tap while nothing answered is impatience, not a second order).
 * Buttons the app no longer shows then are dropped. Plain ES5 with no build step: the server
 * hashes it into the page's Content-Security-Policy byte for byte.
 */
export const TAP_REPLAY_SCRIPT = `(function () {
  var root = document.documentElement, held = [];
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || root.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }
  document.addEventListener('click', hold, true);
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    held.splice(0).forEach(function (button) {
      if (button.isConnected && !button.disabled) button.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})();`;
