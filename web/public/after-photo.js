/* global document, requestAnimationFrame, setTimeout */
/*
 * The app's start on a page the server drew with its main photo (a product page, a listing's first
 * cards: functions/src/pages/head.ts). That HTML holds the app's stylesheets and preloads (their rel
 * moved to `data-after-photo`) and names its entry in this script's `data-entry`, instead of
 * fetching them at once; this script fetches them once
 * the photo has been painted (or after PHOTO_WAIT_MS), so on a phone's slow link the photo, the
 * page's largest paint, does not share the connection with 300 KB of script and style it does not
 * need, and the app then starts as it would have (its entry waits for the photo anyway,
 * web/src/app/snippet-paint.ts). The cart pages' HTML holds the app the same way until their first view,
 * drawn from the browser's cart by cart-paint.js, is painted. A plain file: the CSP allows no inline script.
 */
(function () {
  "use strict";
  /** The longest the start waits for the photo (a photo slower than this is not waited for). */
  var PHOTO_WAIT_MS = 1500;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var head = document.head;
    var styles = [];
    var self = document.querySelector("script[data-entry]");
    var entry = self && self.getAttribute("data-entry");
    var held = document.querySelectorAll("link[data-after-photo]");
    for (var i = 0; i < held.length; i++) {
      var el = held[i];
      // A new element: the held one's rel was not one the browser acts on.
      var link = document.createElement("link");
      link.rel = el.getAttribute("data-after-photo");
      link.href = el.getAttribute("href");
      if (el.hasAttribute("as")) link.setAttribute("as", el.getAttribute("as"));
      if (el.hasAttribute("crossorigin")) link.crossOrigin = el.getAttribute("crossorigin") || "";
      if (link.rel === "stylesheet") styles.push(link);
      head.appendChild(link);
    }
    if (!entry) return;
    // The entry runs once the app's stylesheets apply, as it did behind the blocking <link>.
    var waiting = styles.length;
    function run() {
      var script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = "";
      script.src = entry;
      head.appendChild(script);
    }
    if (waiting === 0) return run();
    function settled() {
      if (--waiting === 0) run();
    }
    for (var j = 0; j < styles.length; j++) {
      styles[j].addEventListener("load", settled);
      styles[j].addEventListener("error", settled);
    }
  }

  setTimeout(start, PHOTO_WAIT_MS);
  function painted() {
    // The first frame paints the photo; the second starts once that frame was presented.
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  function watch() {
    var photo = document.querySelector("#root img[fetchpriority='high']");
    if (!photo || photo.complete) painted();
    else {
      photo.addEventListener("load", painted);
      photo.addEventListener("error", start);
    }
  }
  // A first view still being drawn from the browser's cart (cart-paint.js) says when its photo, if
  // any, is in the page; the wait above still bounds it.
  if (document.querySelector("#root[data-drawing]")) document.addEventListener("tienda:drawn", watch);
  else watch();
})();
