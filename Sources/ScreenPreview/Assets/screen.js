// The settings screen's behaviour: switches, channel menus, optimistic saves that can be made
// to fail, and the designer's toolbar. No network; works from file://.
(function () {
  "use strict";
  var failSaves = false;
  var REVERT_MS = 700;

  function controls(row) { return Array.prototype.slice.call(row.querySelectorAll("[data-channel]")); }
  function isOn(el) { return el.getAttribute("aria-checked") === "true"; }

  // The row's current choices, to restore when a save fails.
  function snapshot(row) {
    return controls(row).map(function (el) {
      return { el: el, checked: el.getAttribute("aria-checked"), isDefault: el.getAttribute("data-default") };
    });
  }

  function restore(row, saved) {
    saved.forEach(function (s) {
      s.el.setAttribute("aria-checked", s.checked);
      s.el.setAttribute("data-default", s.isDefault);
    });
    refresh(row);
    row.classList.remove("ios-reverted");
    void row.offsetWidth;
    row.classList.add("ios-reverted");
  }

  // Summary ("Push, Email" or "Off"), the "Off" entry's check, and the annotate label.
  function refresh(row) {
    var on = controls(row).filter(isOn);
    var summary = row.querySelector("[data-summary]");
    if (summary) {
      summary.textContent = on.length ? on.map(function (el) { return el.textContent; }).join(", ") : "Off";
    }
    var off = row.querySelector('[data-action="off"]');
    if (off) off.setAttribute("aria-checked", on.length ? "false" : "true");
    var whole = row.querySelector("[data-topic-switch]");
    if (whole) whole.setAttribute("aria-checked", on.length ? "true" : "false");
    var text = row.querySelector("[data-ann-channels]");
    if (text) {
      text.setAttribute("data-ann-channels", controls(row).map(function (el) {
        var label = el.getAttribute("data-channel") + ": " + (isOn(el) ? "on" : "off");
        label += el.getAttribute("data-default") === "true" ? " (default)" : " (chosen)";
        if (el.hasAttribute("data-cap")) label += ", dailyCap " + el.getAttribute("data-cap");
        return label;
      }).join("\n"));
    }
  }

  // Every change is optimistic; with "fail saves" on it reverts a moment later.
  function change(row, apply) {
    var saved = snapshot(row);
    apply();
    refresh(row);
    if (failSaves) setTimeout(function () { restore(row, saved); }, REVERT_MS);
  }

  function choose(el, on) {
    el.setAttribute("aria-checked", on ? "true" : "false");
    el.setAttribute("data-default", "false");
  }

  // MARK: Menus

  function menuOf(button) { return document.getElementById(button.getAttribute("aria-controls")); }
  function items(menu) { return Array.prototype.slice.call(menu.querySelectorAll('[role="menuitemcheckbox"]')); }

  function openMenu(button, focusLast) {
    closeMenus();
    var menu = menuOf(button);
    menu.hidden = false;
    button.setAttribute("aria-expanded", "true");
    var box = button.getBoundingClientRect();
    var phone = button.closest(".ios-phone").getBoundingClientRect();
    menu.classList.toggle("ios-menu-above", box.bottom + menu.offsetHeight + 12 > Math.max(phone.bottom, window.innerHeight));
    var list = items(menu);
    var checked = list.filter(isOn)[0];
    (focusLast ? list[list.length - 1] : checked || list[0]).focus();
  }

  function closeMenus(except) {
    document.querySelectorAll('.ios-menu-button[aria-expanded="true"]').forEach(function (button) {
      if (button === except) return;
      button.setAttribute("aria-expanded", "false");
      menuOf(button).hidden = true;
    });
  }

  function activate(item) {
    var row = item.closest("[data-topic]");
    var button = row.querySelector(".ios-menu-button");
    change(row, function () {
      if (item.getAttribute("data-action") === "off") {
        controls(row).forEach(function (el) { choose(el, false); });
      } else {
        choose(item, !isOn(item));
      }
    });
    closeMenus();
    button.focus();
  }

  function moveFocus(menu, step) {
    var list = items(menu);
    var index = list.indexOf(document.activeElement);
    list[(index + step + list.length) % list.length].focus();
  }

  // MARK: Screen states (the designer's control)

  var builders = {
    empty: function () { return '<div class="ios-list" data-list></div>'; },
    failed: function () {
      return '<div class="ios-list" data-list><div class="ios-section"><div class="ios-group">' +
        '<div class="ios-row ios-row-action"><button type="button" class="ios-action" data-action="retry">Try again</button></div>' +
        "</div></div></div>";
    },
    loading: function () {
      return '<div class="ios-loading" role="progressbar" aria-label="Loading notification settings"><span class="ios-spinner"></span></div>';
    }
  };

  function showState(screen, state) {
    if (!screen.pfLoaded && screen.getAttribute("data-state") === "loaded") {
      screen.pfLoaded = screen.querySelector("[data-list]");
    }
    if (state === "loaded" && !screen.pfLoaded) return;
    screen.textContent = "";
    if (state === "loaded") {
      screen.appendChild(screen.pfLoaded);
    } else {
      screen.insertAdjacentHTML("beforeend", builders[state]());
    }
    screen.setAttribute("data-state", state);
    // "Try again" changes the state too: keep the toolbar's choice in step, or choosing the
    // state it still shows would fire no change event and do nothing.
    document.querySelectorAll('[data-control="screen-state"]').forEach(function (select) { select.value = state; });
  }

  function retry(screen) {
    showState(screen, "loading");
    setTimeout(function () { showState(screen, screen.pfLoaded && !failSaves ? "loaded" : "failed"); }, 900);
  }

  // MARK: Custom rows (the designer's control)

  // Custom rows draw one whole-topic switch per row; the default controls stay (hidden by the
  // stylesheet) and keep each channel's state, so switching back loses no choice.
  function showRows(screen, rows) {
    var custom = rows === "custom";
    if (custom) screen.setAttribute("data-rows", "custom"); else screen.removeAttribute("data-rows");
    var root = screen.pfLoaded || screen;
    root.querySelectorAll("[data-topic]").forEach(function (row) {
      var whole = row.querySelector("[data-topic-switch]");
      if (custom && !whole) {
        whole = document.createElement("button");
        whole.type = "button";
        whole.className = "ios-switch";
        whole.setAttribute("role", "switch");
        whole.setAttribute("data-topic-switch", "");
        whole.setAttribute("aria-labelledby", row.querySelector("[data-title]").id);
        var footnote = row.querySelector("[data-footnote]");
        if (footnote) whole.setAttribute("aria-describedby", footnote.id);
        whole.innerHTML = '<span class="ios-switch-knob"></span>';
        row.appendChild(whole);
        refresh(row);
      } else if (!custom && whole) {
        whole.remove();
      }
      row.setAttribute("data-row", !custom && row.querySelector(".ios-menu-button") ? "menu" : "toggle");
    });
  }

  // MARK: Events

  document.addEventListener("click", function (event) {
    var target = event.target;
    var toggle = target.closest(".ios-switch");
    if (toggle) {
      var row = toggle.closest("[data-topic]");
      if (toggle.hasAttribute("data-topic-switch")) {
        // A custom row's Binding<Bool>: writing it opts the whole topic in or out.
        var on = !isOn(toggle);
        change(row, function () { controls(row).forEach(function (el) { choose(el, on); }); });
      } else {
        change(row, function () { choose(toggle, !isOn(toggle)); });
      }
      return;
    }
    var button = target.closest(".ios-menu-button");
    if (button) {
      if (button.getAttribute("aria-expanded") === "true") closeMenus(); else openMenu(button);
      return;
    }
    var item = target.closest('.ios-menu [role="menuitemcheckbox"]');
    if (item) { activate(item); return; }
    var action = target.closest('[data-action="retry"]');
    if (action) { retry(action.closest("[data-screen]")); return; }
    if (!target.closest(".ios-menu")) closeMenus();
  });

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var menu = target.closest && target.closest(".ios-menu");
    if (menu) {
      var button = document.querySelector('[aria-controls="' + menu.id + '"]');
      switch (event.key) {
        case "ArrowDown": moveFocus(menu, 1); break;
        case "ArrowUp": moveFocus(menu, -1); break;
        case "Home": items(menu)[0].focus(); break;
        case "End": items(menu)[items(menu).length - 1].focus(); break;
        case "Enter": case " ": activate(target.closest('[role="menuitemcheckbox"]')); break;
        case "Escape": closeMenus(); button.focus(); break;
        case "Tab": closeMenus(); return;
        default: return;
      }
      event.preventDefault();
      return;
    }
    if (target.classList && target.classList.contains("ios-menu-button") && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      openMenu(target, event.key === "ArrowUp");
    }
    if (event.key === "Escape") closeMenus();
  });

  // The toolbar: every control carries data-control and sets the same thing on every phone.
  function phones() { return document.querySelectorAll(".ios-phone"); }
  var setters = {
    look: function (value) { phones().forEach(function (p) { p.setAttribute("data-look", value); }); },
    theme: function (value) {
      phones().forEach(function (p) { p.setAttribute("data-theme", value); });
      document.documentElement.setAttribute("data-preview-theme", value);
    },
    "text-size": function (value) { phones().forEach(function (p) { p.setAttribute("data-text-size", value); }); },
    width: function (value) { phones().forEach(function (p) { p.style.setProperty("--ios-phone-width", value + "px"); }); },
    rows: function (value) { document.querySelectorAll("[data-screen]").forEach(function (s) { showRows(s, value); }); },
    "screen-state": function (value) { document.querySelectorAll("[data-screen]").forEach(function (s) { showState(s, value); }); },
    annotate: function (value, el) { phones().forEach(function (p) { p.setAttribute("data-annotate", el.checked ? "on" : "off"); }); },
    "fail-saves": function (value, el) { failSaves = el.checked; }
  };
  document.addEventListener("change", function (event) {
    var el = event.target;
    var name = el.getAttribute && el.getAttribute("data-control");
    if (name && setters[name]) setters[name](el.value, el);
  });
})();
