// Two screens side by side (previews/compare.html): each side is a frame holding a preview
// page opened with `embed=1` in its fragment, so a screen is drawn by the page that draws it
// alone, and a compare page stays small however many catalogs and states a site has.
// Frames and page talk by postMessage, which also works between file:// pages: a frame sends
// its rows (title, footnote, each channel's state) and its height; the page sends back which
// rows differ from the other side, and the frame outlines them.
(function () {
  "use strict";

  function parse(hash) {
    var pairs = {};
    hash.replace(/^#/, "").split("&").forEach(function (part) {
      if (!part) return;
      var at = part.indexOf("=");
      var key = at < 0 ? part : part.slice(0, at);
      try { pairs[decodeURIComponent(key)] = decodeURIComponent(at < 0 ? "" : part.slice(at + 1)); } catch (e) { /* ignored */ }
    });
    return pairs;
  }

  // MARK: Inside a frame

  if (window.parent !== window && parse(location.hash).embed === "1") {
    document.documentElement.setAttribute("data-embed", "");
    var rows = function () {
      var found = {};
      document.querySelectorAll("[data-screen] [data-topic]").forEach(function (row) {
        var title = row.querySelector("[data-title]");
        var footnote = row.querySelector("[data-footnote]");
        var channels = Array.prototype.map.call(row.querySelectorAll("[data-channel]"), function (el) {
          return el.getAttribute("data-channel") + "=" + el.getAttribute("aria-checked");
        });
        found[row.getAttribute("data-topic")] = [title ? title.textContent : "", footnote ? footnote.textContent : "", channels.sort().join(",")].join("|");
      });
      return found;
    };
    var pending = false;
    // The body's height, not the document's, which is never less than the frame: a frame can then shrink too.
    var post = function () {
      if (pending) return;
      pending = true;
      setTimeout(function () {
        pending = false;
        parent.postMessage({ preflightCompare: "rows", side: parse(location.hash).side, rows: rows(), height: document.body.scrollHeight }, "*");
      }, 0);
    };
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source !== parent || !data || data.preflightCompare !== "mark") return;
      document.querySelectorAll("[data-screen] [data-topic]").forEach(function (row) {
        if (data.changed.indexOf(row.getAttribute("data-topic")) >= 0) row.setAttribute("data-compare-changed", "");
        else row.removeAttribute("data-compare-changed");
      });
    });
    // A switch flipped or a menu choice in either frame compares again; so does a new state or size.
    new MutationObserver(post).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-checked", "style", "data-device", "data-length"] });
    window.addEventListener("hashchange", post);
    window.addEventListener("resize", post);
    if (document.readyState === "complete") post(); else window.addEventListener("load", post);
    return;
  }

  // MARK: The compare page

  var page = document.querySelector("[data-compare]");
  if (!page) return;
  var SIDES = ["left", "right"];
  var received = {};

  function picker(side) { return page.querySelector('[data-pick="' + side + '"]'); }
  function frame(side) { return page.querySelector('iframe[data-side="' + side + '"]'); }

  // The toolbar's part of this page's fragment (share.js keeps it), for the frames.
  function toolbarFragment() {
    var pairs = parse(location.hash);
    return Object.keys(pairs).filter(function (key) { return SIDES.indexOf(key) < 0; }).map(function (key) {
      return encodeURIComponent(key) + "=" + encodeURIComponent(pairs[key]);
    });
  }

  function writeFragment() {
    var parts = SIDES.map(function (side) { return side + "=" + encodeURIComponent(picker(side).value); }).concat(toolbarFragment());
    var hash = "#" + parts.join("&");
    if (hash !== location.hash) history.replaceState(history.state, "", hash);
  }

  function show(side) {
    var src = picker(side).value + "#" + toolbarFragment().concat(["embed=1", "side=" + side]).join("&");
    var el = frame(side);
    if (el.getAttribute("src") !== src) {
      if (el.getAttribute("src") && el.getAttribute("src").split("#")[0] !== src.split("#")[0]) delete received[side];
      el.setAttribute("src", src);
    }
    el.setAttribute("title", "Screen: " + picker(side).selectedOptions[0].textContent);
    var link = page.querySelector('[data-open="' + side + '"]');
    if (link) link.setAttribute("href", picker(side).value + (toolbarFragment().length ? "#" + toolbarFragment().join("&") : ""));
  }

  function compare() {
    if (!received.left || !received.right) return;
    var changed = [];
    var keys = Object.keys(received.left).concat(Object.keys(received.right));
    keys.forEach(function (key) {
      if (changed.indexOf(key) < 0 && received.left[key] !== received.right[key]) changed.push(key);
    });
    SIDES.forEach(function (side) { frame(side).contentWindow.postMessage({ preflightCompare: "mark", changed: changed }, "*"); });
    var status = document.querySelector("[data-compare-status]");
    status.textContent = changed.length === 0 ? "The two screens show the same rows." :
      changed.length + (changed.length === 1 ? " row differs: " : " rows differ: ") + changed.join(", ");
    page.setAttribute("data-changed", String(changed.length));
  }

  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || data.preflightCompare !== "rows" || SIDES.indexOf(data.side) < 0) return;
    if (event.source !== frame(data.side).contentWindow) return;
    received[data.side] = data.rows;
    frame(data.side).style.height = Math.ceil(data.height) + "px";
    compare();
  });

  // The fragment's sides, else the first two screens.
  var pairs = parse(location.hash);
  SIDES.forEach(function (side, index) {
    var select = picker(side);
    var wanted = pairs[side];
    var option = Array.prototype.filter.call(select.options, function (o) { return o.value === wanted; })[0];
    if (option) select.value = option.value;
    else if (select.options.length > index) select.selectedIndex = index;
  });
  page.addEventListener("change", function (event) {
    if (!event.target.hasAttribute("data-pick")) return;
    writeFragment();
    show(event.target.getAttribute("data-pick"));
  });
  // Every toolbar choice goes to both frames (after share.js has written it to the fragment).
  document.addEventListener("change", function (event) {
    if (event.target.closest && event.target.closest(".pv-toolbar")) SIDES.forEach(show);
  });
  SIDES.forEach(show);
})();
