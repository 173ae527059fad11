// The Try-it panel of endpoint pages: fills the request from the fields, shows the curl
// command as the reader types, checks a JSON body against its schema, and sends the request.
// No framework and no network until the reader presses Send; one global, PreflightTryIt.
// Credentials live only in the fields and in this script's closures: never in storage,
// cookies or the address bar.
(function () {
  "use strict";
  if (window.PreflightTryIt) return;

  // MARK: - JSON with positions

  // Parses JSON text; throws {message, offset} at the first error, so the reader sees the
  // line and column whatever the browser's own JSON.parse would have said.
  function parseJSON(text) {
    var at = 0;
    function fail(message) { throw { message: message, offset: at }; }
    function space() { while (at < text.length && " \t\n\r".indexOf(text[at]) >= 0) at++; }
    function describe() { return at >= text.length ? localized("apiJSONEnd", "the end of the text") : "'" + text[at] + "'"; }
    function value(depth) {
      if (depth > 256) fail(localized("apiJSONNested", "nested too deeply"));
      space();
      var c = text[at];
      if (c === "{") return object(depth);
      if (c === "[") return array(depth);
      if (c === '"') return string();
      if (c === "-" || (c >= "0" && c <= "9")) return number();
      var words = { "true": true, "false": false, "null": null };
      for (var word in words) {
        if (text.substr(at, word.length) === word) { at += word.length; return words[word]; }
      }
      fail(localized("apiJSONValue", "expected a value but found {found}", { found: describe() }));
    }
    function object(depth) {
      var parsed = new JSONObject(), result = parsed.object, keys = parsed.keys;
      at++; space();
      if (text[at] === "}") { at++; return parsed; }
      for (;;) {
        space();
        if (text[at] !== '"') fail(localized("apiJSONName", "expected a property name in double quotes but found {found}", { found: describe() }));
        var key = string();
        space();
        if (text[at] !== ":") fail(localized("apiJSONColon", "expected ':' after a property name but found {found}", { found: describe() }));
        at++;
        if (!(key in result)) keys.push(key);
        result[key] = value(depth + 1);
        space();
        if (text[at] === ",") { at++; continue; }
        if (text[at] === "}") { at++; return parsed; }
        fail(localized("apiJSONObjectEnd", "expected ',' or '}' but found {found}", { found: describe() }));
      }
    }
    function array(depth) {
      var result = [];
      at++; space();
      if (text[at] === "]") { at++; return result; }
      for (;;) {
        result.push(value(depth + 1));
        space();
        if (text[at] === ",") { at++; continue; }
        if (text[at] === "]") { at++; return result; }
        fail(localized("apiJSONArrayEnd", "expected ',' or ']' but found {found}", { found: describe() }));
      }
    }
    function string() {
      var start = ++at, out = "";
      while (at < text.length) {
        var c = text[at];
        if (c === '"') { at++; return out; }
        if (c < " ") fail(localized("apiJSONControl", "a control character must be escaped inside a string"));
        if (c === "\\") {
          var e = text[at + 1], map = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
          if (e in map) { out += map[e]; at += 2; continue; }
          if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.substr(at + 2, 4))) {
            out += String.fromCharCode(parseInt(text.substr(at + 2, 4), 16)); at += 6; continue;
          }
          at++; fail(localized("apiJSONEscape", "unknown escape in a string"));
        }
        out += c; at++;
      }
      at = start - 1; fail(localized("apiJSONUnclosed", "a string is not closed"));
    }
    function number() {
      var match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(at));
      if (!match) fail(localized("apiNumber", "expected a number"));
      at += match[0].length;
      return Number(match[0]);
    }
    var result = value(0);
    space();
    if (at < text.length) fail(localized("apiJSONTrailing", "unexpected {found} after the JSON value", { found: describe() }));
    return result;
  }

  // Line and column (from 1) of a character offset.
  function lineColumn(text, offset) {
    var before = text.slice(0, offset).split("\n");
    return { line: before.length, column: before[before.length - 1].length + 1 };
  }

  // An object as the reader wrote it: its members without a prototype (so "constructor" or
  // "__proto__" are plain names) and its keys in order.
  function JSONObject() { this.object = Object.create(null); this.keys = []; }

  function isObject(v) { return v instanceof JSONObject; }

  // The parsed value as plain JSON again (objects keep their key order).
  function plain(v) {
    if (Array.isArray(v)) return v.map(plain);
    if (isObject(v)) {
      var out = {};
      v.keys.forEach(function (k) { Object.defineProperty(out, k, { value: plain(v.object[k]), enumerable: true, writable: true, configurable: true }); });
      return out;
    }
    return v;
  }

  // MARK: - Schema checks

  function typeOf(v) {
    if (v === null) return "null";
    if (Array.isArray(v)) return "array";
    if (isObject(v)) return "object";
    if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
    return typeof v;
  }

  function typeMatches(actual, allowed) {
    return allowed.indexOf(actual) >= 0 || (actual === "integer" && allowed.indexOf("number") >= 0);
  }

  function same(a, b) { return JSON.stringify(plain(a)) === JSON.stringify(plain(b)); }

  function pathKey(path, key) { return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? path + "." + key : path + "[" + JSON.stringify(key) + "]"; }

  // Every way `v` breaks schema number `index`, as {path, message}.
  function check(v, index, schemas, path, errors, depth) {
    var schema = typeof index === "number" ? schemas[index] : null;
    if (!schema || depth > 64) return;
    var actual = typeOf(v);
    if (schema.type && schema.type.length && !typeMatches(actual, schema.type)) {
      errors.push({ path: path, message: localized("apiTypeMismatch", "expected {types}, found {actual}", { types: schema.type.join(localized("apiOrWord", " or ")), actual: actual }) });
      return;
    }
    if (schema.enum && !schema.enum.some(function (e) { return same(v, e); })) {
      errors.push({ path: path, message: localized("apiOneOf", "must be one of {values}", { values: schema.enum.map(function (e) { return JSON.stringify(e); }).join(", ") }) });
    }
    if ("const" in schema && !same(v, schema.const)) errors.push({ path: path, message: localized("apiConst", "must be {value}", { value: JSON.stringify(schema.const) }) });
    if (typeof v === "number") {
      if (typeof schema.minimum === "number" && v < schema.minimum) errors.push({ path: path, message: localized("apiMinimum", "must be at least {limit}", { limit: schema.minimum }) });
      if (typeof schema.maximum === "number" && v > schema.maximum) errors.push({ path: path, message: localized("apiMaximum", "must be at most {limit}", { limit: schema.maximum }) });
      if (typeof schema.exclusiveMinimum === "number" && v <= schema.exclusiveMinimum) errors.push({ path: path, message: localized("apiExclusiveMinimum", "must be more than {limit}", { limit: schema.exclusiveMinimum }) });
      if (typeof schema.exclusiveMaximum === "number" && v >= schema.exclusiveMaximum) errors.push({ path: path, message: localized("apiExclusiveMaximum", "must be less than {limit}", { limit: schema.exclusiveMaximum }) });
    }
    if (typeof v === "string") {
      var length = Array.from(v).length;
      if (typeof schema.minLength === "number" && length < schema.minLength) errors.push({ path: path, message: localized("apiMinLengthError", "must be at least {limit} characters long", { limit: schema.minLength }) });
      if (typeof schema.maxLength === "number" && length > schema.maxLength) errors.push({ path: path, message: localized("apiMaxLengthError", "must be at most {limit} characters long", { limit: schema.maxLength }) });
      if (typeof schema.pattern === "string") {
        var pattern = null;
        try { pattern = new RegExp(schema.pattern, "u"); } catch (e) { try { pattern = new RegExp(schema.pattern); } catch (e2) { pattern = null; } }
        if (pattern && !pattern.test(v)) errors.push({ path: path, message: localized("apiPatternError", "must match the pattern {pattern}", { pattern: schema.pattern }) });
      }
    }
    if (Array.isArray(v)) {
      if (typeof schema.minItems === "number" && v.length < schema.minItems) errors.push({ path: path, message: localized("apiMinItemsError", "must hold at least {limit} items", { limit: schema.minItems }) });
      if (typeof schema.maxItems === "number" && v.length > schema.maxItems) errors.push({ path: path, message: localized("apiMaxItemsError", "must hold at most {limit} items", { limit: schema.maxItems }) });
      if (typeof schema.items === "number") v.forEach(function (item, i) { check(item, schema.items, schemas, path + "[" + i + "]", errors, depth + 1); });
    }
    if (isObject(v)) {
      var known = Object.create(null);
      (schema.properties || []).forEach(function (p) { known[p[0]] = p[1]; });
      (schema.required || []).forEach(function (name) {
        if (!(name in v.object)) errors.push({ path: path, message: localized("apiMissingProperty", "missing the required property {name}", { name: JSON.stringify(name) }) });
      });
      v.keys.forEach(function (key) {
        if (key in known) check(v.object[key], known[key], schemas, pathKey(path, key), errors, depth + 1);
        else if (schema.additionalProperties === false) errors.push({ path: pathKey(path, key), message: localized("apiExtraProperty", "is not a property this schema allows") });
        else if (typeof schema.additionalProperties === "number") check(v.object[key], schema.additionalProperties, schemas, pathKey(path, key), errors, depth + 1);
      });
    }
    ["oneOf", "anyOf"].forEach(function (word) {
      var alternatives = schema[word];
      if (!alternatives || !alternatives.length) return;
      var fits = alternatives.filter(function (alt) { var e = []; check(v, alt, schemas, path, e, depth + 1); return e.length === 0; }).length;
      if (fits === 0) errors.push({ path: path, message: localized("apiNoShape", "matches none of the {count} allowed shapes", { count: alternatives.length }) });
      else if (word === "oneOf" && fits > 1) errors.push({ path: path, message: localized("apiManyShapes", "matches {count} of the shapes where exactly one is allowed", { count: fits }) });
    });
  }

  // A parameter's text as its schema's type, or an error message.
  function parameterValue(text, schema) {
    var types = (schema && schema.type) || [];
    if (types.indexOf("integer") >= 0 && !/^-?[0-9]+$/.test(text)) return { error: localized("apiWholeNumber", "expected a whole number") };
    if (types.indexOf("number") >= 0 && types.indexOf("integer") < 0 && (text.trim() === "" || !isFinite(Number(text)))) return { error: localized("apiNumber", "expected a number") };
    var value = types.indexOf("integer") >= 0 || types.indexOf("number") >= 0 ? Number(text) : types.indexOf("boolean") >= 0 ? text === "true" : text;
    return { value: value };
  }

  // MARK: - The request

  function quote(text) { return "'" + String(text).replace(/'/g, "'\\''") + "'"; }

  function encode(text) { return encodeURIComponent(text).replace(/[!'()*]/g, function (c) { return "%" + c.charCodeAt(0).toString(16).toUpperCase(); }); }

  function Panel(root) {
    this.root = root;
    this.data = JSON.parse(root.querySelector("script.pf-try-data").textContent);
    this.form = root.querySelector(".pf-try-form");
    this.curl = root.querySelector(".pf-try-curl-code code");
    this.reveal = root.querySelector(".pf-try-reveal-input");
    this.status = root.querySelector(".pf-try-status");
    this.response = root.querySelector(".pf-try-response");
    this.send = root.querySelector(".pf-try-send");
    this.bodyField = root.querySelector("[data-try-body]");
    this.bodyErrors = [];
    this.sending = false;
    // Fields the reader has left or changed, and whether Send was pressed: a field's error
    // shows only then, not on a page the reader has not touched yet.
    this.touched = new Set();
    this.showAll = false;
  }

  Panel.prototype.field = function (selector) { return this.root.querySelector(selector); };

  Panel.prototype.serverIndex = function () {
    var choice = this.field("[data-try-server]");
    return choice ? Number(choice.value) : 0;
  };

  Panel.prototype.alternative = function () {
    var alternatives = this.data.alternatives;
    if (!alternatives.length) return [];
    var choice = this.field("[data-try-auth-choice]");
    return alternatives[choice ? Number(choice.value) : 0] || [];
  };

  Panel.prototype.baseURL = function () {
    var server = this.data.servers[this.serverIndex()];
    var url = server ? server.url : "";
    var self = this;
    if (server) {
      server.variables.forEach(function (variable) {
        var input = self.root.querySelector('[data-try-for-server="' + self.serverIndex() + '"][data-try-var="' + CSS.escape(variable.name) + '"]');
        url = url.split("{" + variable.name + "}").join(input ? input.value : variable.default);
      });
    }
    url = url.replace(/\/+$/, "");
    // A relative server ("/api", or none at all) is relative to the page, as OpenAPI says.
    if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(url)) {
      try { url = new URL(url || "/", location.href).href.replace(/\/+$/, ""); } catch (e) { /* keep as written */ }
    }
    return url;
  };

  // The request the fields describe: {url, method, headers: [[name, value, secret]], cookies,
  // body, user, problems}. `problems` lists fields that stop it from being sent.
  Panel.prototype.request = function () {
    var self = this, data = this.data, problems = [];
    var path = data.path, query = [], headers = [], cookies = [], user = null;
    data.parameters.forEach(function (parameter) {
      var input = self.field('[data-try-param="' + parameter.index + '"]');
      if (!input) return;
      var text = input.value, error = "";
      var schema = typeof parameter.schema === "number" ? data.schemas[parameter.schema] : null;
      if (text === "") {
        if (parameter.required) error = localized("required", "required");
      } else if (schema && schema.type && schema.type.indexOf("array") >= 0) {
        var itemSchema = typeof schema.items === "number" ? data.schemas[schema.items] : null;
        text.split(",").forEach(function (item) {
          var parsed = parameterValue(item.trim(), itemSchema);
          if (parsed.error) error = parsed.error;
        });
      } else {
        var parsed = parameterValue(text, schema);
        if (parsed.error) error = parsed.error;
        else {
          var errors = [];
          check(parsed.value, parameter.schema, data.schemas, parameter.name, errors, 0);
          if (errors.length) error = errors[0].message;
        }
      }
      self.showError(input, error);
      if (error) problems.push(input);
      if (text === "") return;
      var values = schema && schema.type && schema.type.indexOf("array") >= 0 ? text.split(",").map(function (s) { return s.trim(); }) : [text];
      if (parameter.in === "path") path = path.split("{" + parameter.name + "}").join(values.map(encode).join(","));
      else if (parameter.in === "query") values.forEach(function (v) { query.push(encode(parameter.name) + "=" + encode(v)); });
      else if (parameter.in === "header") headers.push([parameter.name, values.join(","), false]);
      else cookies.push([parameter.name, values.join(","), false]);
    });
    this.alternative().forEach(function (index) {
      var scheme = data.schemes[index];
      function part(name) { var input = self.field('[data-try-auth="' + index + '"][data-try-part="' + name + '"]'); return input ? input.value : ""; }
      if (scheme.type === "basic") {
        if (part("user") || part("password")) user = [part("user"), part("password")];
      } else if (scheme.type === "apiKey") {
        var key = part("key");
        if (!key) return;
        if (scheme.in === "query") query.push(encode(scheme.param) + "=" + encode(key));
        else if (scheme.in === "header") headers.push([scheme.param, key, true]);
        else cookies.push([scheme.param, key, true]);
      } else if (scheme.type === "bearer" || scheme.type === "http") {
        var token = part("token");
        if (token) headers.push(["Authorization", (scheme.type === "bearer" ? "Bearer" : scheme.scheme) + " " + token, true]);
      }
    });
    var body = null;
    if (data.body && this.bodyField) {
      var text = this.bodyField.value;
      if (text.trim() !== "") {
        body = text;
        headers.push(["Content-Type", data.body.mediaType, false]);
      } else if (data.body.required) {
        problems.push(this.bodyField);
      }
      if (this.bodyErrors.length) problems.push(this.bodyField);
    }
    var url = this.baseURL() + path + (query.length ? "?" + query.join("&") : "");
    return { url: url, method: data.method, headers: headers, cookies: cookies, body: body, user: user, problems: problems };
  };

  // The curl command for a request; credentials as typed, or hidden when `mask`.
  function curlCommand(request, mask) {
    function secret(text, isSecret) { return isSecret && mask ? "•••" : text; }
    var lines = ["curl --request " + request.method, "--url " + quote(request.url)];
    if (request.user) lines.push("--user " + quote(request.user[0] + ":" + secret(request.user[1], true)));
    request.headers.forEach(function (h) {
      // "Bearer •••": the scheme word is no secret, and says what the hidden part is.
      var value = h[2] && mask && h[0] === "Authorization" && h[1].indexOf(" ") > 0 ? h[1].split(" ")[0] + " •••" : secret(h[1], h[2]);
      lines.push("--header " + quote(h[0] + ": " + value));
    });
    if (request.cookies.length) lines.push("--cookie " + quote(request.cookies.map(function (c) { return c[0] + "=" + secret(c[1], c[2]); }).join("; ")));
    if (request.body !== null) lines.push("--data-raw " + quote(request.body));
    return lines.join(" \\\n  ");
  }

  // Hides every query key in the displayed URL as well.
  function maskedRequest(request, data, alternative) {
    var url = request.url;
    alternative.forEach(function (index) {
      var scheme = data.schemes[index];
      if (scheme.type === "apiKey" && scheme.in === "query") {
        url = url.replace(new RegExp("([?&]" + encode(scheme.param).replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "=)[^&]*"), "$1•••");
      }
    });
    var copy = Object.assign({}, request);
    copy.url = url;
    return copy;
  }

  Panel.prototype.showError = function (input, message) {
    if (!this.showAll && !this.touched.has(input)) message = "";
    var place = document.getElementById(input.id + "-error");
    if (place) place.textContent = message ? localized("apiFieldError", "{message}.", { message: message.charAt(0).toUpperCase() + message.slice(1) }) : "";
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };

  Panel.prototype.checkBody = function () {
    var field = this.bodyField, data = this.data;
    if (!field || !data.body || !data.body.json) { this.bodyErrors = []; return; }
    var text = field.value, errors = [];
    if (text.trim() !== "") {
      try {
        var value = parseJSON(text);
        check(value, data.body.schema, data.schemas, "$", errors, 0);
        errors = errors.map(function (e) { return e.path + ": " + e.message; });
      } catch (problem) {
        if (problem && typeof problem.offset === "number") {
          var place = lineColumn(text, problem.offset);
          errors = [localized("apiInvalidJSON", "Not valid JSON at line {line}, column {column}: {message}", { line: place.line, column: place.column, message: problem.message })];
        } else {
          throw problem;
        }
      }
    }
    this.bodyErrors = errors;
    var list = document.getElementById(field.id + "-error");
    list.textContent = "";
    if (errors.length) {
      var ul = document.createElement("ul");
      ul.className = "pf-try-body-errors";
      errors.slice(0, 20).forEach(function (message) {
        var li = document.createElement("li");
        li.textContent = message;
        ul.appendChild(li);
      });
      if (errors.length > 20) {
        var more = document.createElement("li");
        more.textContent = localized("apiMoreErrors", "…and {count} more", { count: errors.length - 20 });
        ul.appendChild(more);
      }
      list.appendChild(ul);
      field.setAttribute("aria-invalid", "true");
    } else {
      field.removeAttribute("aria-invalid");
    }
  };

  Panel.prototype.update = function () {
    this.root.querySelectorAll("[data-try-server-field]").forEach(function (div) {
      div.hidden = Number(div.getAttribute("data-try-server-field")) !== this.serverIndex();
    }, this);
    var alternative = this.alternative();
    this.root.querySelectorAll("[data-try-scheme]").forEach(function (div) {
      div.hidden = alternative.indexOf(Number(div.getAttribute("data-try-scheme"))) < 0;
    });
    var url = this.field(".pf-try-url");
    if (url) url.textContent = this.baseURL() + this.data.path;
    var request = this.request();
    var mask = !(this.reveal && this.reveal.checked);
    this.curl.textContent = curlCommand(mask ? maskedRequest(request, this.data, alternative) : request, mask);
    return request;
  };

  Panel.prototype.say = function (message, isError) {
    this.status.textContent = message;
    this.status.classList.toggle("pf-try-status-error", !!isError);
  };

  Panel.prototype.submit = function () {
    if (this.sending) return;
    this.checkBody();
    this.showAll = true;
    var request = this.update();
    if (request.problems.length) {
      this.say(localized("apiFixFields", "Fix the fields marked above before sending."), true);
      request.problems[0].focus();
      return;
    }
    if (location.protocol !== "http:" && location.protocol !== "https:") {
      this.say(localized("apiNeedsHTTP", "Sending needs the site served over http or https (for example with preflight serve); this page was opened from a file. The curl command above works in a terminal."), true);
      return;
    }
    var headers = new Headers(), refused = null;
    // A header holds Latin-1 text only; the browser refuses anything else before sending.
    request.headers.forEach(function (h) {
      try { headers.append(h[0], h[1]); } catch (e) { refused = refused || h[0]; }
    });
    if (refused !== null) {
      this.say(localized("apiLatin1", "The browser cannot send the header {name}: a header's name and value may hold only Latin-1 characters.", { name: refused }), true);
      return;
    }
    if (request.user) headers.set("Authorization", "Basic " + btoa(unescape(encodeURIComponent(request.user[0] + ":" + request.user[1]))));
    var init = { method: request.method, headers: headers };
    if (request.body !== null && request.method !== "GET" && request.method !== "HEAD") init.body = request.body;
    var self = this, started = performance.now();
    this.sending = true;
    this.send.setAttribute("aria-disabled", "true");
    this.say(localized("apiSending", "Sending {method} {url}…", { method: request.method, url: request.url }), false);
    fetch(request.url, init).then(function (response) {
      return response.text().then(function (text) {
        self.showResponse(response, text, Math.round(performance.now() - started));
      });
    }).catch(function (error) {
      self.response.hidden = true;
      if (error instanceof TypeError) {
        var target;
        try { target = new URL(request.url).origin; } catch (e) { target = request.url; }
        var crossOrigin = target !== location.origin;
        self.say(localized("apiUnreachable", "The browser could not complete the request to {target}.", { target: target }) + " " +
          (crossOrigin
            ? localized("apiCORS", "Most likely the API does not allow calls from this page's origin ({origin}, a CORS rule), or the server cannot be reached.", { origin: location.origin })
            : localized("apiNetworkDown", "Most likely the server cannot be reached, or the network is down.")) +
          " " + localized("apiCurlInstead", "The curl command above sends the same request from a terminal, where CORS does not apply."), true);
      } else {
        self.say(localized("apiFailed", "The request failed: {message}", { message: error.message }), true);
      }
    }).finally(function () {
      self.sending = false;
      self.send.removeAttribute("aria-disabled");
    });
  };

  Panel.prototype.showResponse = function (response, text, milliseconds) {
    var box = this.response;
    box.textContent = "";
    var head = document.createElement("p");
    head.className = "pf-try-response-status pf-try-status-" + String(response.status).charAt(0) + "xx";
    head.textContent = response.status + " " + (response.statusText || "") + " · " + milliseconds + " ms";
    box.appendChild(head);
    var names = [];
    response.headers.forEach(function (value, name) { names.push([name, value]); });
    if (names.length) {
      var details = document.createElement("details");
      var summary = document.createElement("summary");
      summary.textContent = localized("apiHeadersCount", "Headers ({count})", { count: names.length });
      details.appendChild(summary);
      var list = document.createElement("dl");
      list.className = "pf-try-headers";
      names.forEach(function (pair) {
        var dt = document.createElement("dt"), dd = document.createElement("dd");
        dt.textContent = pair[0];
        dd.textContent = pair[1];
        list.appendChild(dt);
        list.appendChild(dd);
      });
      details.appendChild(list);
      box.appendChild(details);
    }
    var shown = text;
    if (/json/i.test(response.headers.get("content-type") || "")) {
      try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { shown = text; }
    }
    var pre = document.createElement("pre");
    pre.className = "pf-try-response-body";
    pre.tabIndex = 0;
    pre.setAttribute("aria-label", localized("apiResponseBody", "Response body"));
    var code = document.createElement("code");
    code.textContent = shown === "" ? localized("apiEmptyBody", "(empty body)") : shown;
    pre.appendChild(code);
    box.appendChild(pre);
    box.hidden = false;
    this.say(localized("apiStatusIn", "{status} in {time} ms", { status: (response.status + " " + (response.statusText || "")).trim(), time: milliseconds }), response.status >= 400);
  };

  // A word the panels show, in the page's language: a non-English page's panels carry their
  // words as JSON in `data-try-words`; English is what the script says without them. Each
  // `{name}` is replaced by `values[name]`, in one pass (a value may hold braces of its own).
  var pageWords = null;
  function localized(key, english, values) {
    if (pageWords === null) {
      var holder = document.querySelector(".pf-try[data-try-words]");
      try { pageWords = JSON.parse((holder && holder.getAttribute("data-try-words")) || "{}"); } catch (error) { pageWords = {}; }
    }
    var text = typeof pageWords[key] === "string" ? pageWords[key] : english;
    return text.replace(/\{([A-Za-z]+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  function copy(button) {
    var root = button.closest(".pf-try");
    var panel = root && root.pfTryPanel;
    var code = root.querySelector(".pf-try-curl-code code");
    // The copy is the command Send makes, credentials included: the reader asked for it.
    var text = panel ? curlCommand(panel.request(), false) : code.textContent;
    var note = button.parentNode.querySelector(".pf-try-copied");
    function done(message) {
      if (note) note.textContent = message;
      setTimeout(function () { if (note) note.textContent = ""; }, 2000);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(localized("copied", "Copied")); }, function () { done(localized("apiCopyFailed", "Could not copy: select the command and copy it")); });
    } else {
      done(localized("apiCopyFailed", "Could not copy: select the command and copy it"));
    }
  }

  function start(root) {
    if (root.pfTryStarted) return;
    root.pfTryStarted = true;
    var copyButton = root.querySelector(".pf-try-copy");
    if (copyButton) copyButton.addEventListener("click", function () { copy(copyButton); });
    if (!root.querySelector("script.pf-try-data")) return;  // the simple panel
    var panel = new Panel(root);
    root.pfTryPanel = panel;
    var note = root.querySelector(".pf-try-nojs");
    if (note) note.hidden = true;
    panel.send.disabled = false;
    panel.form.addEventListener("input", function (event) {
      panel.touched.add(event.target);
      if (event.target === panel.bodyField) panel.checkBody();
      panel.update();
    });
    panel.form.addEventListener("change", function (event) { panel.touched.add(event.target); panel.update(); });
    panel.form.addEventListener("focusout", function (event) {
      if (event.target.matches("[data-try-param]")) { panel.touched.add(event.target); panel.update(); }
    });
    panel.form.addEventListener("submit", function (event) { event.preventDefault(); panel.submit(); });
    panel.checkBody();
    panel.update();
  }

  // One panel that cannot start (its data unreadable) leaves the others working.
  function startAll() {
    document.querySelectorAll(".pf-try").forEach(function (root) {
      try { start(root); } catch (error) { if (window.console) console.error("Try it:", error); }
    });
  }

  window.PreflightTryIt = { start: startAll, parseJSON: parseJSON };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll);
  else startAll();
})();
