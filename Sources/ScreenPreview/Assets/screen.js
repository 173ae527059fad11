// The settings screen's behaviour: switches, channel menus, optimistic saves that can be made
// to fail, the phone's scrolling chrome (large title, pull to refresh, fitting the window) and
// the designer's toolbar. No network; works from file://.
(function () {
  "use strict";
  var failSaves = false;
  var REVERT_MS = 700;
  // How long a reload shows the activity indicator, as the retry's loading state does.
  var RELOAD_MS = 900;
  // How far the list must be pulled (in points, after the rubber band) to refresh, and where it
  // rests while refreshing.
  var PULL_THRESHOLD = 64;
  var PULL_REST = 56;
  // Kept equal to Icons.activityIndicator (a unit test compares them).
  var ACTIVITY = '<svg class="ios-activity" viewBox="-10 -10 20 20" width="20" height="20" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M0-4.6V-8.4" transform="rotate(0)" stroke-opacity="1"/><path d="M0-4.6V-8.4" transform="rotate(-45)" stroke-opacity="0.85"/><path d="M0-4.6V-8.4" transform="rotate(-90)" stroke-opacity="0.7"/><path d="M0-4.6V-8.4" transform="rotate(-135)" stroke-opacity="0.58"/><path d="M0-4.6V-8.4" transform="rotate(-180)" stroke-opacity="0.47"/><path d="M0-4.6V-8.4" transform="rotate(-225)" stroke-opacity="0.38"/><path d="M0-4.6V-8.4" transform="rotate(-270)" stroke-opacity="0.31"/><path d="M0-4.6V-8.4" transform="rotate(-315)" stroke-opacity="0.25"/></g></svg>';

  function controls(row) { return Array.prototype.slice.call(row.querySelectorAll("[data-channel]")); }
  function isOn(el) { return el.getAttribute("aria-checked") === "true"; }

  // The row's current choices, to restore when a save fails.
  function snapshot(row) {
    return controls(row).map(function (el) {
      return { el: el, checked: el.getAttribute("aria-checked"), isDefault: el.getAttribute("data-default") };
    });
  }

  // A failed save: the SDK reloads the row from the server, so it simply shows the server's
  // value again, with no error color.
  function restore(row, saved) {
    saved.forEach(function (s) {
      s.el.setAttribute("aria-checked", s.checked);
      s.el.setAttribute("data-default", s.isDefault);
    });
    refresh(row);
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
    // Open upwards when the menu would run past the visible screen and there is room above.
    menu.classList.remove("ios-menu-above");
    var box = button.getBoundingClientRect();
    var height = menu.getBoundingClientRect().height;
    var view = (button.closest(".ios-scroll") || button.closest(".ios-phone")).getBoundingClientRect();
    var bottom = Math.min(view.bottom, window.innerHeight);
    var top = Math.max(view.top, 0);
    menu.classList.toggle("ios-menu-above", box.bottom + height + 12 > bottom && box.top - height - 12 > top);
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
      return '<div class="ios-loading" role="progressbar" aria-label="Loading notification settings">' + ACTIVITY + "</div>";
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
    setTimeout(function () { showState(screen, screen.pfLoaded && !failSaves ? "loaded" : "failed"); }, RELOAD_MS);
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

  // MARK: The phone: large title, pull to refresh, fitting the window

  // The large title scrolls with the list; once it has gone under the bar, the bar shows the
  // inline title (and its material).
  function updateTitle(scroll) {
    var phone = scroll.closest(".ios-phone");
    var title = scroll.querySelector(".ios-nav-title");
    var bar = phone && phone.querySelector(".ios-navbar");
    if (!title || !bar) return;
    var under = title.getBoundingClientRect().bottom - 8 <= bar.getBoundingClientRect().bottom;
    if (under) phone.setAttribute("data-scrolled", ""); else phone.removeAttribute("data-scrolled");
  }

  function zoomOf(phone) { return parseFloat(phone.style.zoom) || 1; }

  function setPull(phone, distance) {
    phone.style.setProperty("--ios-pull", distance + "px");
    phone.style.setProperty("--ios-pull-progress", String(Math.min(1, distance / PULL_THRESHOLD)));
  }

  // Reloads the same data: the activity indicator, then the screen drawn again in its state.
  function reload(phone) {
    var screen = phone.querySelector("[data-screen]");
    if (!screen || phone.hasAttribute("data-refreshing") || screen.getAttribute("data-state") === "loading") return;
    closeMenus();
    phone.setAttribute("data-refreshing", "");
    setPull(phone, PULL_REST);
    setTimeout(function () {
      var state = screen.getAttribute("data-state");
      var list = screen.querySelector("[data-list]");
      if (state === "loaded" && list) {
        // What the switches and menus show is what was saved: draw that again.
        var copy = list.cloneNode(true);
        list.parentNode.replaceChild(copy, list);
        screen.pfLoaded = copy;
      } else if (state !== "loaded") {
        showState(screen, state);
      }
      phone.removeAttribute("data-refreshing");
      setPull(phone, 0);
    }, RELOAD_MS);
  }

  // A drag down from the top of the list (mouse, pen or touch) pulls it; let go past the
  // threshold and it refreshes.
  var pull = null;
  var swallowClick = false;

  function pullStart(target, y) {
    var scroll = target.closest && target.closest(".ios-scroll");
    if (!scroll || target.closest(".ios-menu")) return;
    var phone = scroll.closest(".ios-phone");
    if (scroll.scrollTop > 0 || phone.hasAttribute("data-refreshing")) return;
    pull = { phone: phone, scroll: scroll, startY: y, distance: 0 };
  }

  // Returns true while the gesture is a pull, so a touch can keep the page from scrolling.
  function pullMove(y) {
    if (!pull) return false;
    var dragged = (y - pull.startY) / zoomOf(pull.phone);
    if (dragged <= 0 || pull.scroll.scrollTop > 0) {
      if (pull.distance > 0) { pull.distance = 0; setPull(pull.phone, 0); }
      return false;
    }
    // The rubber band: the list follows at half the finger's distance.
    pull.distance = dragged / 2;
    if (pull.distance > 4) {
      pull.phone.setAttribute("data-pulling", "");
      swallowClick = true;
    }
    setPull(pull.phone, pull.distance);
    return true;
  }

  function pullEnd() {
    if (!pull) return;
    var done = pull;
    pull = null;
    done.phone.removeAttribute("data-pulling");
    if (done.distance >= PULL_THRESHOLD) reload(done.phone); else setPull(done.phone, 0);
  }

  document.addEventListener("pointerdown", function (event) {
    swallowClick = false;
    if (event.pointerType !== "touch" && event.button === 0) pullStart(event.target, event.clientY);
  });
  document.addEventListener("pointermove", function (event) {
    if (event.pointerType !== "touch" && pull && pullMove(event.clientY)) event.preventDefault();
  });
  document.addEventListener("pointerup", function (event) { if (event.pointerType !== "touch") pullEnd(); });
  document.addEventListener("pointercancel", function (event) { if (event.pointerType !== "touch") pullEnd(); });
  document.addEventListener("touchstart", function (event) {
    if (event.touches.length === 1) pullStart(event.target, event.touches[0].clientY);
  }, { passive: true });
  document.addEventListener("touchmove", function (event) {
    if (pull && event.touches.length === 1 && pullMove(event.touches[0].clientY) && event.cancelable) event.preventDefault();
  }, { passive: false });
  document.addEventListener("touchend", pullEnd);
  document.addEventListener("touchcancel", pullEnd);
  // The release that ends a pull is no tap on the switch or menu it started on.
  document.addEventListener("click", function (event) {
    if (!swallowClick) return;
    swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  }, true);

  // Scroll events do not bubble: listen in the capture phase for every phone's list.
  document.addEventListener("scroll", function (event) {
    var target = event.target;
    if (target.classList && target.classList.contains("ios-scroll")) updateTitle(target);
  }, true);

  // The frame is always the size the toolbar names: where the window (or the column the phone
  // sits in) is narrower than the device and its bezel, the whole device is scaled to fit, and
  // a note above it says so.
  function fit(phone) {
    phone.style.zoom = "";
    var bezel = parseFloat(getComputedStyle(phone).getPropertyValue("--ios-bezel")) || 0;
    var needed = phone.offsetWidth + 2 * bezel;
    var available = document.documentElement.clientWidth;
    for (var host = phone.parentElement; host && host !== document.documentElement; host = host.parentElement) {
      var style = getComputedStyle(host);
      var width = host.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A column exactly as wide as the phone takes its width from the phone: it sets no limit.
      if (width > 0 && Math.abs(width - phone.offsetWidth) > 0.5) available = Math.min(available, width);
    }
    var note = phone.previousElementSibling;
    if (!note || !note.classList.contains("ios-scale-note")) note = null;
    if (needed <= available) {
      if (note) note.parentNode.removeChild(note);
      return;
    }
    var zoom = available / needed;
    phone.style.zoom = String(zoom);
    if (!note) {
      note = document.createElement("p");
      note.className = "ios-scale-note";
      phone.parentNode.insertBefore(note, phone);
    }
    note.textContent = "Scaled to " + Math.floor(zoom * 100) + " %";
  }

  function fitAll() { phones().forEach(fit); }

  function start() {
    fitAll();
    document.querySelectorAll(".ios-scroll").forEach(updateTitle);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
  window.addEventListener("resize", fitAll);

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
    // The toolbar's keyboard-reachable stand-in for pulling to refresh.
    if (target.closest('[data-action="refresh"]')) { phones().forEach(reload); return; }
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
    "text-size": function (value) {
      phones().forEach(function (p) { p.setAttribute("data-text-size", value); });
      document.querySelectorAll(".ios-scroll").forEach(updateTitle);
    },
    // The device, by its toolbar value: "393", "375x667" (the stylesheet sizes each one).
    width: function (value) {
      phones().forEach(function (p) { p.setAttribute("data-device", value); });
      fitAll();
      document.querySelectorAll(".ios-scroll").forEach(updateTitle);
    },
    "full-length": function (value, el) {
      phones().forEach(function (p) { if (el.checked) p.setAttribute("data-length", "full"); else p.removeAttribute("data-length"); });
      document.querySelectorAll(".ios-scroll").forEach(updateTitle);
    },
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
