// The toolbar's choices live in the URL fragment, so a link opens the screen as it was shown:
// #look=ios26&appearance=dark&size=AX3&width=402&screen=loaded&rows=custom&annotate=1
// Read on load, written on every change (replaceState: no history entry per click); a reload,
// live reloads included, keeps the fragment. Generic over the toolbar's [data-control] elements:
// a new control or value works without changes here; NAMES only shortens a few keys.
(function () {
  "use strict";
  // Control name → key in the fragment (the rest use their own name).
  var NAMES = { theme: "appearance", "text-size": "size", "screen-state": "screen" };
  // Values written as Apple writes them; read back in any case.
  var SPELLINGS = {
    "text-size": {
      xsmall: "xSmall", xlarge: "xLarge", xxlarge: "xxLarge", xxxlarge: "xxxLarge",
      ax1: "AX1", ax2: "AX2", ax3: "AX3", ax4: "AX4", ax5: "AX5"
    }
  };

  function controls() { return Array.prototype.slice.call(document.querySelectorAll(".pv-toolbar [data-control]")); }
  function nameOf(el) { return el.getAttribute("data-control"); }
  function keyOf(el) { return NAMES[nameOf(el)] || nameOf(el); }

  function valueOf(el) {
    if (el.type === "checkbox") return el.checked ? "1" : "0";
    var spelled = SPELLINGS[nameOf(el)];
    return (spelled && spelled[el.value]) || el.value;
  }

  // The option a fragment value names: exact, then in any case, then a device by its width
  // alone ("402" for "402x874").
  function optionFor(select, text) {
    var options = Array.prototype.slice.call(select.options).filter(function (o) { return !o.disabled; });
    var lower = text.toLowerCase();
    return options.filter(function (o) { return o.value === text; })[0] ||
      options.filter(function (o) { return o.value.toLowerCase() === lower; })[0] ||
      options.filter(function (o) { return o.value.toLowerCase().indexOf(lower + "x") === 0; })[0];
  }

  // Sets a control from the fragment's text; false when the text names nothing it offers.
  function assign(el, text) {
    if (el.type === "checkbox") {
      var on = text === "1" || text === "true" || text === "on";
      if (!on && text !== "0" && text !== "false" && text !== "off") return false;
      el.checked = on;
      return true;
    }
    var option = optionFor(el, text);
    if (!option) return false;
    el.value = option.value;
    return true;
  }

  function parse(hash) {
    var pairs = {};
    hash.replace(/^#/, "").split("&").forEach(function (part) {
      if (!part) return;
      var at = part.indexOf("=");
      var key = at < 0 ? part : part.slice(0, at);
      var value = at < 0 ? "" : part.slice(at + 1);
      try { pairs[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, " ")); } catch (e) { /* a malformed pair is ignored */ }
    });
    return pairs;
  }

  // Every control's value, in toolbar order; keys the toolbar does not know are kept.
  function fragment() {
    var known = {};
    var parts = controls().map(function (el) {
      known[keyOf(el)] = true;
      return encodeURIComponent(keyOf(el)) + "=" + encodeURIComponent(valueOf(el));
    });
    var old = parse(location.hash);
    Object.keys(old).forEach(function (key) {
      if (!known[key]) parts.push(encodeURIComponent(key) + "=" + encodeURIComponent(old[key]));
    });
    return "#" + parts.join("&");
  }

  function write() {
    var hash = fragment();
    if (hash === location.hash) return;
    try {
      history.replaceState(history.state, "", hash);
    } catch (e) {
      location.replace(hash);  // a fragment-only change never reloads
    }
  }

  var restoring = false;

  // On load: the fragment's choices, then every control applied once, so the phone shows what
  // the toolbar says (a page written with --text-size or --width starts that way too). The
  // fragment is left as it came: it is written when a choice changes or a link is copied, so a
  // page opened without one keeps following the system's appearance across reloads.
  function restore() {
    var pairs = parse(location.hash);
    restoring = true;
    controls().forEach(function (el) {
      var key = keyOf(el);
      if (Object.prototype.hasOwnProperty.call(pairs, key)) assign(el, pairs[key]);
      else if (el.hasAttribute("data-follow-system") && followed()) assign(el, followed());
      el.dispatchEvent(new Event("change", { bubbles: true }));
    });
    restoring = false;
  }

  // MARK: The system's appearance

  // A page whose appearance nobody chose (no --theme, no appearance in the URL, no change in
  // the toolbar) follows the system's light or dark mode, now and when it changes. A page of a
  // site opens in the site's theme instead (data-theme on <html>, which the site's head script
  // sets from the reader's choice or the system's), and follows the system when it changes.
  var darkScheme = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var page = document.documentElement;
  function followed() {
    var theme = page.getAttribute("data-theme");
    if (page.hasAttribute("data-site") && (theme === "light" || theme === "dark")) return theme;
    return darkScheme ? (darkScheme.matches ? "dark" : "light") : null;
  }
  function followSystem() {
    if (Object.prototype.hasOwnProperty.call(parse(location.hash), NAMES.theme)) return;
    controls().forEach(function (el) {
      if (!el.hasAttribute("data-follow-system")) return;
      var wanted = darkScheme.matches ? "dark" : "light";
      if (el.value === wanted) return;
      restoring = true;
      assign(el, wanted);
      el.dispatchEvent(new Event("change", { bubbles: true }));
      restoring = false;
    });
  }
  if (darkScheme) {
    if (darkScheme.addEventListener) darkScheme.addEventListener("change", followSystem);
    else if (darkScheme.addListener) darkScheme.addListener(followSystem);
  }

  // MARK: Copy link

  function announce(text) {
    var status = document.querySelector("[data-copy-status]");
    if (!status) return;
    status.textContent = "";
    // A fresh text node after clearing, so a screen reader announces a repeat as well.
    setTimeout(function () { status.textContent = text; }, 30);
  }

  // The old way, where the clipboard API is missing or refused (a page over plain http).
  function copyByCommand(text) {
    var field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.appendChild(field);
    field.select();
    var done = false;
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
    field.remove();
    return done;
  }

  function copyLink(button) {
    write();
    var link = location.href;
    function fallback() {
      if (copyByCommand(link)) announce("Link copied");
      else announce("Copy failed: copy the address from the address bar");
      button.focus();
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(link).then(function () { announce("Link copied"); }, fallback);
    } else {
      fallback();
    }
  }

  // MARK: Printing

  // One screen on one page: a phone taller than a page's printable height (Letter or A4 less
  // 10 mm margins, less the title) is scaled down to fit, and back after printing.
  var PRINT_HEIGHT = 880;
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll(".ios-phone").forEach(function (phone) {
      phone.style.zoom = "";
      // Scaled text wraps a little differently, so the first guess can come out too tall:
      // measure again and shrink until the phone fits (three tries are always enough).
      var zoom = 1;
      for (var tries = 0; tries < 3; tries++) {
        var height = phone.getBoundingClientRect().height;
        if (height <= PRINT_HEIGHT) break;
        zoom = Math.floor(zoom * (PRINT_HEIGHT / height) * 100) / 100;
        phone.style.zoom = String(zoom);
      }
    });
  });
  window.addEventListener("afterprint", function () {
    document.querySelectorAll(".ios-phone").forEach(function (phone) { phone.style.zoom = ""; });
  });

  // MARK: The site's theme

  // In a site the page has one appearance: the one chosen in the toolbar becomes the site's
  // theme on this page (not kept: the reader's own choice is the header's toggle), and the
  // header's toggle switches the phones, writing the URL when it names an appearance.
  function wearsSiteTheme() { return page.hasAttribute("data-site") && !page.hasAttribute("data-strict-theme"); }
  if (page.hasAttribute("data-site") && window.MutationObserver) {
    new MutationObserver(function () {
      var theme = page.getAttribute("data-theme");
      controls().forEach(function (el) {
        if (nameOf(el) !== "theme" || el.value === theme || !assign(el, theme)) return;
        restoring = !Object.prototype.hasOwnProperty.call(parse(location.hash), NAMES.theme);
        el.dispatchEvent(new Event("change", { bubbles: true }));
        restoring = false;
      });
    }).observe(page, { attributes: true, attributeFilter: ["data-theme"] });
  }

  document.addEventListener("change", function (event) {
    var el = event.target;
    if (!el.closest || !el.closest(".pv-toolbar") || !el.hasAttribute("data-control")) return;
    if (nameOf(el) === "theme" && wearsSiteTheme() && page.getAttribute("data-theme") !== el.value) {
      page.setAttribute("data-theme", el.value);
    }
    if (!restoring) write();
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-copy-link]");
    if (button) copyLink(button);
  });
  // A fragment changed from outside (a compare page's frame, an edited address): apply it.
  window.addEventListener("hashchange", restore);
  restore();
})();
