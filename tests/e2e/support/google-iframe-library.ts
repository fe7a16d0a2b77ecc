import type { BrowserContext } from "@playwright/test";

/**
 * A stand-in for Google's iframe library (https://apis.google.com/js/api.js), which this
 * machine's closed network cannot fetch. The Firebase SDK loads it into the page to open a hidden
 * frame of the identity provider, and the emulator's frame loads it to answer: the sign-in
 * windows report back through that frame. Everything else in the flow is real: the SDK, the
 * emulator's Google page, its frame and its accounts.
 *
 * It offers the part both sides call: gapi.load, a context that opens a frame, and on each side
 * a peer that registers handlers and sends to the other (its replies are an array of the
 * handlers' answers, as gapi's are). A message for a handler not yet registered waits for it;
 * an exception in a handler or a callback stays there, as in gapi.
 */
const library = String.raw`(function () {
  var handlers = {};
  var waiting = {};
  var replies = {};
  var sequence = 0;
  function post(target, message) {
    message.gapiStandIn = true;
    target.postMessage(message, "*");
  }
  function answer(source, message) {
    Promise.resolve()
      .then(function () { return [handlers[message.name](message.data)]; })
      .catch(function () { return []; })
      .then(function (results) { post(source, { kind: "reply", id: message.id, results: results }); });
  }
  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || message.gapiStandIn !== true) return;
    if (message.kind === "call") {
      if (handlers[message.name]) answer(event.source, message);
      else (waiting[message.name] = waiting[message.name] || []).push({ source: event.source, message: message });
    } else if (message.kind === "reply" && replies[message.id]) {
      var reply = replies[message.id];
      delete replies[message.id];
      // As gapi does, a callback's exception stays inside it: the SDK's web storage callback
      // throws after answering.
      try {
        reply(message.results);
      } catch (error) {}
    }
  });
  function call(target, name, data, callback) {
    var id = String(++sequence) + ":" + Math.random();
    replies[id] = callback || function () {};
    post(target, { kind: "call", id: id, name: name, data: data });
    return id;
  }
  handlers.__ping = function () { return "pong"; };
  function peer(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).forEach(function (queued) { answer(queued.source, queued.message); });
        delete waiting[name];
      },
      send: function (name, data, callback) { call(target(), name, data, callback); },
      // The frame may not have loaded its copy yet: ask until it answers.
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = false;
          function ask() {
            if (done) return;
            call(target(), "__ping", null, function () {
              if (done) return;
              done = true;
              if (callback) callback();
              resolve();
            });
            setTimeout(ask, 100);
          }
          ask();
        });
      },
      restyle: function () { return Promise.resolve(); },
    };
  }
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement("iframe");
      frame.src = options.url;
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) { frame.style[key] = attributes.style[key]; });
      Object.keys(attributes).forEach(function (key) { if (key !== "style") frame.setAttribute(key, attributes[key]); });
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen(peer(function () { return frame.contentWindow; })));
    },
    getParentIframe: function () { return peer(function () { return window.parent; }); },
  };
  window.gapi = {
    load: function (_name, options) { setTimeout(function () { (typeof options === "function" ? options : options.callback)(); }); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: "cross-origin-iframes", Iframe: function () {} },
  };
  var onload = document.currentScript && new URL(document.currentScript.src).searchParams.get("onload");
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  });
})();`;

/**
 * Serves the stand-in to every page and frame of the browser context. The emulator's Google page
 * also styles itself from unpkg.com and Google Fonts, which this network cannot reach either:
 * they are answered empty at once, and the page works unstyled (it checks for its styling script).
 */
export async function serveGoogleIframeLibrary(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: library }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/css", body: "" }),
  );
}
