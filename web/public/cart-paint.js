/* global document, window, localStorage, fetch, Event, MutationObserver, setTimeout */
/*
 * The first view of /carrito and /carrito/pago, drawn from this browser's stored cart before the
 * app has loaded (the cart lives in the browser, so no server can draw it). Their landing HTML
 * (web/build/cart-first-view.ts) holds the app's files until this view is painted (then
 * web/public/after-photo.js starts the app, which replaces it), so on a phone's slow link the
 * page's largest element (the first line's photo, the checkout's heading, the empty cart's text)
 * is painted from the HTML, this file and, with lines, their products' answers, instead of after
 * 300 KB of script.
 *
 * It draws only what is true: the cart of a signed-in shopper is on the server, so a browser last
 * seen signed in ("account" in CART_OWNER_KEY, written by the app's useCart) gets no view; one never
 * seen asks GET /api/auth/sesion first. Every element is drawn where the app draws the same one on
 * a phone (the same sizes, fonts and Chakra tokens), and the app's first render for a known guest
 * draws the same page (useCart, checkout-page.tsx), so the take-over moves nothing.
 * A plain file: the CSP allows no inline script.
 */
(function () {
  "use strict";
  var GUEST_CART_KEY = "shop-cart-guest";
  var CART_OWNER_KEY = "shop-cart-owner";
  /** web/src/features/cart/api/lines.ts: a stored line without them gets these. */
  var DEFAULT_SIZE = "M";
  var DEFAULT_COLOR = "Negro";

  var self = document.currentScript;
  var page = self && self.getAttribute("data-page");
  var root = document.getElementById("root");
  if (!root || (page !== "cart" && page !== "checkout")) return;

  // after-photo.js waits for "tienda:drawn" while this is on #root (at most its own PHOTO_WAIT_MS).
  root.setAttribute("data-drawing", "");
  var done = false;
  function drawn() {
    if (done) return;
    done = true;
    root.removeAttribute("data-drawing");
    document.dispatchEvent(new Event("tienda:drawn"));
  }

  function read(key) {
    try {
      var raw = localStorage.getItem(key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  }
  function write(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage blocked: the app reads the session itself */
    }
  }

  /** The stored lines as the app reads them (sanitizeLines): well-formed ones, duplicates merged. */
  function storedLines() {
    var raw = read(GUEST_CART_KEY);
    var out = [];
    var byKey = {};
    if (!Array.isArray(raw)) return out;
    for (var i = 0; i < raw.length; i++) {
      var o = raw[i];
      if (!o || typeof o !== "object") continue;
      var id = typeof o.productoId === "string" ? o.productoId : typeof o.id === "string" ? o.id : "";
      var qty = Number(o.cantidad != null ? o.cantidad : o.quantity != null ? o.quantity : 1);
      if (!id || !isFinite(qty) || Math.trunc(qty) <= 0) continue;
      var talla = typeof o.talla === "string" && o.talla ? o.talla : DEFAULT_SIZE;
      var color = typeof o.color === "string" && o.color ? o.color : DEFAULT_COLOR;
      var key = id + "|" + talla + "|" + color;
      if (byKey[key]) byKey[key].cantidad += Math.trunc(qty);
      else out.push((byKey[key] = { productoId: id, talla: talla, color: color, cantidad: Math.trunc(qty) }));
    }
    return out;
  }

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  /** The colour names' swatches (shared/src/schemas/catalogue.ts COLORES), from the HTML. */
  var colours = {};
  try {
    var data = document.getElementById("cart-paint-colores");
    if (data) colours = JSON.parse(data.textContent || "{}");
  } catch {
    colours = {};
  }

  /** web/src/components/ui/icons.tsx, as the app draws them. */
  function icon(paths) {
    return (
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"' +
      ' stroke-linejoin="round" aria-hidden="true">' +
      paths +
      "</svg>"
    );
  }
  var CART_ICON = icon(
    '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6"/>',
  );
  var TRASH_ICON = icon('<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6"/><path d="M10 11v6M14 11v6"/>');
  var CHEVRON_LEFT = icon('<path d="m15 6-6 6 6 6"/>');
  var CHEVRON_RIGHT = icon('<path d="m9 18 6-6-6-6"/>');
  var MINUS_ICON = icon('<path d="M5 12h14"/>');
  var PLUS_ICON = icon('<path d="M12 5v14M5 12h14"/>');

  /** Breadcrumbs: links, then the current page. */
  function crumbs(items) {
    var html = '<nav aria-label="Ruta de navegación" class="cp-crumbs"><ol>';
    for (var i = 0; i < items.length; i++) {
      var last = i === items.length - 1;
      html += last
        ? '<li class="cp-crumb-last"><span role="link" aria-current="page">' + items[i][0] + "</span></li>"
        : '<li class="cp-crumb"><a href="' +
          items[i][1] +
          '">' +
          items[i][0] +
          '</a></li><li class="cp-crumb-sep" aria-hidden="true">' +
          CHEVRON_RIGHT +
          "</li>";
    }
    return html + "</ol></nav>";
  }
  var CART_CRUMBS = [["Inicio", "/"], ["Carrito"]];
  var CHECKOUT_CRUMBS = [["Inicio", "/"], ["Carrito", "/carrito"], ["Checkout"]];

  /** EmptyPage (web/src/components/ui/empty-page.tsx) with the texts of cart-page / checkout-page. */
  function emptyView() {
    var cart = page === "cart";
    return (
      '<div class="cp-page cp-roomy" data-cart-paint="vacio">' +
      crumbs(cart ? CART_CRUMBS : CHECKOUT_CRUMBS) +
      '<div class="cp-empty" role="status"><div class="cp-empty-icon">' +
      CART_ICON +
      "</div><h2>" +
      (cart ? "Tu carrito está vacío" : "Carrito vacío") +
      "</h2><p>" +
      (cart ? "Agrega algunos productos para comenzar" : "Agrega productos a tu carrito para finalizar la compra.") +
      '</p><a class="cp-button" href="/tienda">' +
      (cart ? "Continuar Comprando" : "Ir a la tienda") +
      "</a></div></div>"
    );
  }

  /** The checkout's heading (checkout-page.tsx CheckoutHeading), which the app draws first with lines. */
  function checkoutView() {
    return (
      '<div class="cp-page" data-cart-paint="pago">' +
      crumbs(CHECKOUT_CRUMBS) +
      '<div class="cp-checkout-head"><h1 class="cp-h1">Finalizar Compra</h1><a class="cp-back" href="/carrito">' +
      CHEVRON_LEFT +
      " Volver al carrito</a></div></div>"
    );
  }

  /** One line as CartLineRow draws it while its product loads: what the cart knows, placeholders for the rest. */
  function lineHtml(l, i) {
    var swatch = colours[l.color] || "var(--chakra-colors-gray-300)";
    return (
      '<li class="cp-line" data-line="' +
      i +
      '"><div class="cp-img cp-bone"></div><div class="cp-details"><div class="cp-top"><div class="cp-bone cp-name-bone"></div>' +
      '<span class="cp-icon-button cp-red">' +
      TRASH_ICON +
      '</span></div><p class="cp-meta">Talla: ' +
      esc(l.talla) +
      '</p><div class="cp-color"><p>Color: ' +
      esc(l.color) +
      '</p><div class="cp-swatch" style="background:' +
      esc(swatch) +
      '"></div></div><div class="cp-bottom"><div class="cp-bone cp-price-bone"></div><div class="cp-qty"><span class="cp-icon-button cp-outline">' +
      MINUS_ICON +
      "</span><p>" +
      l.cantidad +
      '</p><span class="cp-icon-button cp-outline">' +
      PLUS_ICON +
      "</span></div></div></div></li>"
    );
  }

  /** The heading; the lines follow once their products have answered (fillLines). */
  function cartView() {
    return (
      '<div class="cp-page" data-cart-paint="lineas">' +
      crumbs(CART_CRUMBS) +
      '<div class="cp-cart-head"><h1 class="cp-h1">TU CARRITO</h1><span class="cp-clear">' +
      TRASH_ICON +
      " Vaciar carrito</span></div></div>"
    );
  }

  /** lib/image.ts resolveImage: a path from the site's root; an absolute URL as it is. */
  function imageUrl(src) {
    if (typeof src !== "string" || !src) return "";
    if (/^(https?:|data:|blob:)/.test(src)) return src;
    return src.charAt(0) === "/" ? src : "/" + src;
  }

  /** Variant stock as useCart's variantStock reads it. */
  function stockOf(p, l) {
    if (!p.variantes || !p.variantes.length) return typeof p.stock === "number" ? p.stock : 0;
    for (var i = 0; i < p.variantes.length; i++) {
      var v = p.variantes[i];
      if (v.talla === l.talla && v.color === l.color) return v.stock;
    }
    return 0;
  }

  /**
   * A line whose product answered, as CartLineRow draws it then: photo, name and price. A line
   * the app would mark (short of stock, product gone) keeps its placeholders; the app draws it.
   */
  function fillLine(view, l, i, p) {
    var li = view.querySelector('[data-line="' + i + '"]');
    var src = imageUrl(p && p.imagen);
    if (!li || !p || typeof p.nombre !== "string" || typeof p.precio !== "number" || !src) return false;
    if (stockOf(p, l) < l.cantidad) return false;
    var img = document.createElement("img");
    img.src = src;
    img.alt = p.nombre;
    img.width = 600;
    img.height = 750;
    img.decoding = "async";
    // The first line's photo is the page's largest paint on a phone, fetched first (cart-line-row.tsx).
    if (i === 0) img.setAttribute("fetchpriority", "high");
    var frame = document.createElement("div");
    frame.className = "cp-img cp-frame";
    frame.appendChild(img);
    li.replaceChild(frame, li.firstChild);
    var name = document.createElement("a");
    name.className = "cp-name";
    name.href = "/producto/" + encodeURIComponent(l.productoId);
    name.textContent = p.nombre;
    var top = li.querySelector(".cp-top");
    top.replaceChild(name, top.firstChild);
    var price = document.createElement("p");
    price.className = "cp-price";
    price.textContent = "$" + (Math.round(p.precio * 100) / 100).toFixed(2);
    var bottom = li.querySelector(".cp-bottom");
    bottom.replaceChild(price, bottom.firstChild);
    return img;
  }

  /**
   * Each line's product, as the app's entry asks for it (app/landing-requests.ts). Each answer is
   * also left in #root as a rendered page leaves its API answers (page-data, page-data-2…): the
   * entry keeps them for the cart's own queries (lib/early-fetch.ts keepPageData), whose first
   * render then draws the lines as this view shows them instead of placeholders, with no second
   * request. The app starts once every answer is in (after-photo.js then waits for the photo's paint).
   */
  function fillLines(view, lines) {
    var asked = {};
    var kept = 0;
    var answers = lines.map(function (l) {
      var url = "/api/productos/producto/" + encodeURIComponent(l.productoId);
      if (!asked[url]) {
        asked[url] = fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
          .then(function (res) {
            return res.ok ? res.text() : null;
          })
          .then(function (text) {
            if (!text) return null;
            var data = document.createElement("script");
            data.type = "application/json";
            data.id = ++kept === 1 ? "page-data" : "page-data-" + kept;
            data.setAttribute("data-url", url);
            data.textContent = text;
            root.appendChild(data);
            return JSON.parse(text);
          })
          .catch(function () {
            return null; // the app asks again and shows the error
          });
      }
      return asked[url];
    });
    // All lines at once, below the heading, each already in its final shape: drawn line by line, a
    // line whose name took two rows pushed the next ones down after they were painted.
    Promise.all(answers).then(function (products) {
      var list = document.createElement("ul");
      list.className = "cp-lines";
      list.setAttribute("aria-label", "Productos en el carrito");
      list.innerHTML = lines.map(lineHtml).join("");
      view.querySelector(".cp-page").appendChild(list);
      lines.forEach(function (l, i) {
        fillLine(list, l, i, products[i]);
      });
      drawn();
    });
  }

  /** The app's page is in: its main holds something other than the route's skeleton (aria-busy). */
  function appPageShown() {
    var main = document.getElementById("contenido");
    return !!main && !!main.firstElementChild && !main.querySelector(":scope > [aria-busy='true']");
  }

  /**
   * React's first render empties #root, and the app may first show its route's skeleton for a
   * moment (a lazy route is revealed no sooner than React's Suspense throttle allows) before the
   * same page this view shows. Until the app's page is in, the view stays where it was, over the
   * app's main, so the shopper never sees the skeleton between two identical pages.
   */
  function keepUntilAppPage(holder) {
    var top = holder.getBoundingClientRect().top + window.scrollY;
    var watch = new MutationObserver(function () {
      if (holder.parentNode === root) return;
      if (!holder.parentNode) {
        if (appPageShown()) return watch.disconnect();
        holder.className += " cp-over";
        holder.style.top = top + "px";
        document.body.appendChild(holder);
        setTimeout(done, KEEP_MAX_MS);
      } else if (appPageShown()) done();
    });
    function done() {
      watch.disconnect();
      if (holder.parentNode) holder.parentNode.removeChild(holder);
    }
    watch.observe(root, { childList: true, subtree: true });
  }
  /** The longest the view stays over the app (an app that shows something else: an error). */
  var KEEP_MAX_MS = 3000;

  function draw() {
    var lines = storedLines();
    var holder = document.createElement("div");
    holder.className = "cp-view";
    holder.innerHTML = !lines.length ? emptyView() : page === "cart" ? cartView() : checkoutView();
    root.appendChild(holder);
    keepUntilAppPage(holder);
    if (lines.length && page === "cart") fillLines(holder, lines);
    else drawn();
  }

  try {
    var owner = read(CART_OWNER_KEY);
    if (owner === "guest") draw();
    else if (owner === "account") drawn();
    else {
      // Never seen here: only the session says whose cart this is. Its answer is kept as useCart keeps it.
      fetch("/api/auth/sesion", { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (res) {
          return res.ok ? res.json() : Promise.reject(new Error(String(res.status)));
        })
        .then(function (body) {
          if (body && body.usuario) {
            write(CART_OWNER_KEY, "account");
            drawn();
          } else {
            write(CART_OWNER_KEY, "guest");
            draw();
          }
        })
        .catch(drawn);
    }
  } catch {
    drawn();
  }
})();
