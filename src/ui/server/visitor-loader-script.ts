import { HYDRATION_WAITED_ATTRIBUTE } from '../routing/scroll-after-waiting';
import { JOB_EVENTS_PATH, VIEW_COUNTED_ATTRIBUTE } from '../tracking/statistics-beacon';
import type { VisitorWait } from './visitor-hydration';

/**
 * The few lines a visitor's page runs instead of the board's scripts until the visitor does something
 * (moves the pointer, touches, scrolls, presses a key, focuses a field). Reading a page needs no
 * JavaScript — every page works without it — so a phone spends neither the bytes nor the main thread on
 * React until the visitor interacts; then it loads the locale's messages and the entry module, which
 * hydrates the page as it would have at once.
 *
 * A job page counts as viewed even when its reader never touches it: the view is reported here, and
 * `VIEW_COUNTED_ATTRIBUTE` tells the statistics beacons not to report it again after hydration. A campaign
 * visit starts at once where the site keeps the campaign (`VisitorWait`).
 *
 * Written as text (it is inlined with the request's nonce, no module of ours is loaded yet), in the
 * JavaScript every supported browser runs.
 */
const LOADER = `function (entries, messages, campaignAtOnce) {
  var script = document.currentScript;
  if (script) script.remove();
  var view = document.querySelector('[data-job-view]');
  if (view) {
    var jobId = view.getAttribute('data-job-view');
    document.documentElement.setAttribute('${VIEW_COUNTED_ATTRIBUTE}', jobId);
    try {
      navigator.sendBeacon('${JOB_EVENTS_PATH}', new Blob([JSON.stringify({ jobId: jobId, kind: 'view' })], { type: 'application/json' }));
    } catch (e) {}
  }
  var events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) { removeEventListener(name, start, true); });
    document.documentElement.setAttribute('${HYDRATION_WAITED_ATTRIBUTE}', '');
    if (messages) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = messages;
      document.head.appendChild(link);
    }
    entries.forEach(function (src) { import(src); });
  }
  events.forEach(function (name) { addEventListener(name, start, { capture: true, passive: true }); });
  if (campaignAtOnce && new URLSearchParams(location.search).has('utm_source')) start();
}`;

/** The inline script for a page whose entry modules are `entries` and whose messages are at `messagesHref`. */
export function visitorLoaderScript(entries: readonly string[], messagesHref: string | null, wait: VisitorWait): string {
  // `<` escaped: the arguments sit inside a <script> element.
  const args = JSON.stringify([entries, messagesHref, wait.campaignAtOnce]).replaceAll('<', '\\u003c');
  return `(${LOADER}).apply(null, ${args});`;
}
