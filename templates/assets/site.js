// The docs site's behaviour: theme, search, copy buttons, tabs, the phone-width sidebar.
// No network beyond the site's own files; works from file:// (the search index is a script).
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "./";

  // MARK: Theme

  // Phones drawn in a page (<SettingsPreview>, response screens, the previews index's
  // thumbnails) wear the page's light or dark appearance, as the app would on that system.
  // A page with the designer toolbar (a preview, gallery, compare or review page) leaves its
  // phones to the toolbar, whose appearance follows the page's theme by itself (share.js).
  function phonesFollowTheme() {
    if (document.querySelector(".pv-toolbar")) return;
    var theme = document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
    document.querySelectorAll(".ios-phone").forEach(function (phone) { phone.setAttribute("data-theme", theme); });
    // A screen's "Open full preview" opens it in the same appearance (the preview reads its fragment).
    document.querySelectorAll("[data-preview-link]").forEach(function (link) {
      link.setAttribute("href", link.getAttribute("href").split("#")[0] + "#appearance=" + theme);
    });
  }
  phonesFollowTheme();

  var themeButton = document.querySelector(".theme-toggle");
  if (themeButton) {
    themeButton.addEventListener("click", function () {
      var next = document.documentElement.getAttribute("data-theme") === "dark" ? "light" : "dark";
      document.documentElement.setAttribute("data-theme", next);
      try { localStorage.setItem("pf-theme", next); } catch (e) {}
      phonesFollowTheme();
    });
  }

  // MARK: Sidebar on phones

  var toggle = document.querySelector(".sidebar-toggle");
  var sidebar = document.getElementById("sidebar");
  if (toggle && sidebar) {
    toggle.addEventListener("click", function () {
      var open = sidebar.classList.toggle("is-open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
  } else if (toggle) {
    toggle.hidden = true;
  }

  // MARK: Expandable code blocks

  // Collapsed only by this script: without it, an expandable block shows all its code.
  document.querySelectorAll(".pf-code-expandable").forEach(function (block) {
    var button = block.querySelector(".pf-code-expand");
    if (!button) return;
    block.classList.add("is-collapsed");
    button.hidden = false;
    button.addEventListener("click", function () {
      var collapsed = block.classList.toggle("is-collapsed");
      button.setAttribute("aria-expanded", collapsed ? "false" : "true");
      button.textContent = collapsed ? "Expand" : "Collapse";
    });
  });

  // MARK: Copy buttons

  function copyText(text, button) {
    var done = function () {
      var label = button.textContent;
      button.textContent = document.body.getAttribute("data-copied") || "Copied";
      setTimeout(function () { button.textContent = label; }, 1500);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
    } else {
      fallbackCopy(text);
      done();
    }
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) {}
    document.body.removeChild(area);
  }

  document.addEventListener("click", function (event) {
    var copy = event.target.closest(".pf-copy");
    if (copy) {
      var block = copy.closest(".pf-code, .pf-code-block, figure, div");
      var code = block && block.querySelector("pre code, pre");
      if (code) copyText(code.textContent, copy);
      return;
    }
    var page = event.target.closest("[data-copy-page]");
    if (page) {
      var twin = document.body.getAttribute("data-twin");
      var fallback = function () { copyText(document.querySelector(".doc-body").innerText, page); };
      if (twin && location.protocol !== "file:" && window.fetch) {
        fetch(twin).then(function (r) { return r.ok ? r.text() : Promise.reject(); })
          .then(function (text) { copyText(text, page); }, fallback);
      } else {
        fallback();
      }
    }
  });

  // MARK: Code that scrolls sideways

  // A code block wider than its box scrolls; keyboard users reach it with Tab only while it
  // does (tabindex 0), so a block that fits adds no tab stop. A ResizeObserver also catches
  // blocks that appear later: another tab of a code group, an accordion opening, a resize.
  function markScrollable(pre) {
    if (pre.scrollWidth > pre.clientWidth) pre.tabIndex = 0;
    else pre.removeAttribute("tabindex");
  }
  var pres = document.querySelectorAll("pre");
  if (window.ResizeObserver) {
    var preObserver = new ResizeObserver(function (entries) {
      entries.forEach(function (entry) { markScrollable(entry.target); });
    });
    pres.forEach(function (pre) { preObserver.observe(pre); });
  } else {
    pres.forEach(markScrollable);
  }

  // MARK: Version choice

  // The version a reader picks in the switcher is kept across pages. A page of another
  // version opened by a link still shows its own version, with a note leading back to the
  // same page in the chosen one.
  var versionKey = "pf-version";
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("[data-version-link], .version-notice-link");
    if (!link) return;
    var version = link.getAttribute("data-version");
    try { if (version) localStorage.setItem(versionKey, version); } catch (e) {}
  });
  (function () {
    var notice = document.querySelector(".version-notice");
    var current = document.querySelector('.switcher-version [aria-current="true"]');
    var chosen;
    try { chosen = localStorage.getItem(versionKey); } catch (e) {}
    if (!notice || !current || !chosen || current.getAttribute("data-version") === chosen) return;
    var links = document.querySelectorAll(".switcher-version [data-version-link]");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("data-version") !== chosen) continue;
      var link = notice.querySelector(".version-notice-link");
      link.href = links[i].getAttribute("href");
      link.textContent = links[i].textContent;
      link.setAttribute("data-version", chosen);
      notice.hidden = false;
      return;
    }
  })();

  // MARK: Navigation menus (docs.json dropdowns and tab menus)

  // Drawn open, so without script they are plain lists; folded here into disclosures.
  function setMenu(button, open) {
    button.setAttribute("aria-expanded", open ? "true" : "false");
    var list = document.getElementById(button.getAttribute("aria-controls"));
    if (list) list.hidden = !open;
  }
  document.querySelectorAll(".nav-menu-button").forEach(function (button) {
    setMenu(button, false);
    button.addEventListener("click", function () {
      setMenu(button, button.getAttribute("aria-expanded") !== "true");
    });
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !event.target.closest) return;
    var menu = event.target.closest(".nav-menu");
    var button = menu && menu.querySelector(".nav-menu-button");
    if (!button || button.getAttribute("aria-expanded") !== "true") return;
    setMenu(button, false);
    button.focus();
  });

  // MARK: Tabs (Tabs and CodeGroup components)

  function selectTab(tab) {
    var list = tab.closest('[role="tablist"]');
    list.querySelectorAll('[role="tab"]').forEach(function (other) {
      var selected = other === tab;
      other.setAttribute("aria-selected", selected ? "true" : "false");
      other.tabIndex = selected ? 0 : -1;
      var panel = document.getElementById(other.getAttribute("aria-controls"));
      if (panel) panel.hidden = !selected;
    });
  }

  document.addEventListener("click", function (event) {
    var tab = event.target.closest('[role="tab"]');
    if (tab) selectTab(tab);
  });

  document.addEventListener("keydown", function (event) {
    var tab = event.target.closest && event.target.closest('[role="tab"]');
    if (!tab || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    var tabs = Array.prototype.slice.call(tab.closest('[role="tablist"]').querySelectorAll('[role="tab"]'));
    var next = tabs[(tabs.indexOf(tab) + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length];
    selectTab(next);
    next.focus();
    event.preventDefault();
  });

  // A link to a tab (`#oauth-2-0`) selects it; a link to something inside a hidden panel
  // selects the tabs around it, outermost first, so the target is shown before it is scrolled to.
  function revealHashTarget() {
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
    var target = id && document.getElementById(id);
    if (!target) return;
    var tabs = [];
    if (target.getAttribute("role") === "tab") tabs.push(target);
    for (var panel = target.closest('[role="tabpanel"]'); panel; panel = panel.parentElement && panel.parentElement.closest('[role="tabpanel"]')) {
      var owner = document.getElementById(panel.getAttribute("aria-labelledby"));
      if (owner) tabs.push(owner);
    }
    if (!tabs.length) return;
    tabs.reverse().forEach(selectTab);
    target.scrollIntoView();
  }
  revealHashTarget();
  window.addEventListener("hashchange", revealHashTarget);

  // MARK: Banner and contextual links

  var banner = document.querySelector(".site-banner[data-dismissible]");
  if (banner) {
    var bannerKey = "pf-banner-" + banner.getAttribute("data-banner");
    try { if (localStorage.getItem(bannerKey)) banner.hidden = true; } catch (e) {}
    var dismiss = banner.querySelector(".site-banner-close");
    if (dismiss) dismiss.addEventListener("click", function () {
      banner.hidden = true;
      try { localStorage.setItem(bannerKey, "1"); } catch (e) {}
      placeSidebar();
    });
  }
  // On a phone the sidebar slides in below the header; with a banner above it, the header's
  // bottom moves as the page scrolls, so the sidebar follows it.
  var header = document.querySelector(".site-header");
  var drawer = document.getElementById("sidebar");
  function placeSidebar() {
    if (!header || !drawer || !document.querySelector(".site-banner")) return;
    if (getComputedStyle(drawer).position !== "fixed") { drawer.style.top = drawer.style.height = ""; return; }
    var top = Math.max(0, header.getBoundingClientRect().bottom);
    drawer.style.top = top + "px";
    drawer.style.height = (window.innerHeight - top) + "px";
  }
  placeSidebar();
  window.addEventListener("scroll", placeSidebar, { passive: true });
  window.addEventListener("resize", placeSidebar);
  // Built without a base URL, a page knows its own address only here.
  if (/^https?:$/.test(location.protocol)) {
    Array.prototype.forEach.call(document.querySelectorAll("[data-prompt-base]"), function (link) {
      var prompt = "Read " + location.href.split("#")[0] + " so I can ask questions about it.";
      link.href = link.getAttribute("data-prompt-base") + encodeURIComponent(prompt);
    });
  }

  // MARK: Search

  var input = document.getElementById("search-input");
  var results = document.getElementById("search-results");
  var index = null;
  var active = -1;

  var waiting = [];

  function loadScript(src, done) {
    var script = document.createElement("script");
    script.src = src;
    script.onload = script.onerror = done;
    document.head.appendChild(script);
  }

  // search-index.js gives the number of shards; each shard's script adds its entries, and
  // the index is them in shard order. Loaded once, on the first focus or input.
  function loadIndex(then) {
    if (index) return then();
    waiting.push(then);
    if (waiting.length > 1) return;
    var count = 0;
    function finish() {
      var parts = window.PF_SEARCH_PARTS || [];
      index = [];
      for (var i = 0; i < count; i++) index = index.concat(parts[i] || []);
      waiting.splice(0).forEach(function (next) { next(); });
    }
    loadScript(root + "search-index.js", function () {
      count = window.PF_SEARCH_SHARDS || 0;
      var left = count;
      if (!left) return finish();
      for (var i = 0; i < count; i++) {
        loadScript(root + "search-index/" + i + ".js", function () { if (--left === 0) finish(); });
      }
    });
  }

  function score(entry, terms) {
    var title = entry.t.toLowerCase();
    var headings = entry.h.join(" ").toLowerCase();
    var keywords = (entry.k || []).join(" ").toLowerCase();
    var text = entry.x.toLowerCase();
    var total = 0;
    for (var i = 0; i < terms.length; i++) {
      var term = terms[i];
      if (title.indexOf(term) >= 0) total += 10;
      else if (headings.indexOf(term) >= 0 || keywords.indexOf(term) >= 0) total += 4;
      else if (text.indexOf(term) >= 0) total += 1;
      else return 0;
    }
    return total;
  }

  // The text around the first term found in the page's text, or its description.
  function excerpt(entry, terms) {
    var lower = entry.x.toLowerCase();
    for (var i = 0; i < terms.length; i++) {
      var at = lower.indexOf(terms[i]);
      if (at < 0) continue;
      var start = Math.max(0, at - 40);
      var end = Math.min(entry.x.length, at + 100);
      return (start > 0 ? "…" : "") + entry.x.slice(start, end) + (end < entry.x.length ? "…" : "");
    }
    return entry.d || entry.x.slice(0, 120);
  }

  // Appends `text` to `element` with every term wrapped in <mark>, as text nodes (never HTML).
  function appendMarked(element, text, terms) {
    var lower = text.toLowerCase();
    var at = 0;
    while (at < text.length) {
      var next = -1, length = 0;
      for (var i = 0; i < terms.length; i++) {
        var found = lower.indexOf(terms[i], at);
        if (found >= 0 && (next < 0 || found < next || (found === next && terms[i].length > length))) {
          next = found;
          length = terms[i].length;
        }
      }
      if (next < 0) break;
      if (next > at) element.appendChild(document.createTextNode(text.slice(at, next)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(next, next + length);
      element.appendChild(mark);
      at = next + length;
    }
    if (at < text.length) element.appendChild(document.createTextNode(text.slice(at)));
  }

  function render(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    results.textContent = "";
    active = -1;
    if (!terms.length) { close(); return; }
    var found = index.map(function (entry) { return { entry: entry, score: score(entry, terms) }; })
      .filter(function (hit) { return hit.score > 0; })
      .sort(function (a, b) { return b.score - a.score; })
      .slice(0, 12);
    if (!found.length) {
      var empty = document.createElement("li");
      empty.className = "result-empty";
      // The listbox holds options only: "No results" is one that cannot be chosen.
      empty.setAttribute("role", "option");
      empty.setAttribute("aria-disabled", "true");
      empty.textContent = (document.body.getAttribute("data-no-results") || "No results for") + " “" + query + "”";
      results.appendChild(empty);
    }
    found.forEach(function (hit, position) {
      var item = document.createElement("li");
      item.setAttribute("role", "presentation");
      var link = document.createElement("a");
      link.href = root + hit.entry.u;
      link.id = "search-result-" + position;
      link.setAttribute("role", "option");
      var title = document.createElement("span");
      title.className = "result-title";
      appendMarked(title, hit.entry.t, terms);
      var text = document.createElement("span");
      text.className = "result-excerpt";
      appendMarked(text, excerpt(hit.entry, terms), terms);
      link.appendChild(title);
      link.appendChild(text);
      item.appendChild(link);
      results.appendChild(item);
    });
    results.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function close() {
    results.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  function move(step) {
    var links = results.querySelectorAll("a");
    if (!links.length) return;
    if (active >= 0) links[active].setAttribute("aria-selected", "false");
    active = (active + step + links.length) % links.length;
    links[active].setAttribute("aria-selected", "true");
    links[active].scrollIntoView({ block: "nearest" });
    input.setAttribute("aria-activedescendant", links[active].id);
  }

  if (input && results) {
    input.addEventListener("input", function () { loadIndex(function () { render(input.value); }); });
    input.addEventListener("focus", function () { loadIndex(function () {}); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { move(1); event.preventDefault(); }
      else if (event.key === "ArrowUp") { move(-1); event.preventDefault(); }
      else if (event.key === "Enter") {
        var links = results.querySelectorAll("a");
        var target = links[active >= 0 ? active : 0];
        if (target) location.href = target.href;
      } else if (event.key === "Escape") { close(); input.blur(); }
    });
    document.addEventListener("click", function (event) {
      if (!event.target.closest(".search")) close();
    });
    document.addEventListener("keydown", function (event) {
      var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName) || document.activeElement.isContentEditable;
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        input.focus();
      }
    });
  }
})();
