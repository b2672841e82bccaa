// Runs before the first paint: the build writes it, minified, into index.html (web/rsbuild.config.ts), so
// it costs no request; the server's policy allows this one inline script by its hash (adapters/http/web.py).
// 1. The stored theme and language decide the colours and the text direction of the static first
//    view, so the page never flashes light in dark mode or left to right in an RTL language.
// 2. The current page's code and strings and the chosen module's web-vertical are fetched at once, beside
//    the entry, instead of after it has run (the build lists each page's files in #chunk-map).
// 3. The API calls of the first view (configuration, modules, and /home's, a store's, a product's or the
//    cart checkout's data) start now too, with the headers the app's client would send (shared/api/context-headers.ts);
//    the client takes each answer once when its call and headers match (shared/api/client.ts), else
//    makes the call itself.
// 4. The fonts of the first views' type sizes load one at a time after the first paint (showType, below).
// Only 1 runs in the script itself. Each request of 2 and 3 (a fetch() call or a preload link costs the
// main thread a few milliseconds: about 40 ms for a /home at a CPU benchmark index of 1,000, one long task
// that Lighthouse counts) starts in a task of its own, right after; an early call's promise is there at
// once, so the app that asks for it first waits for that call, never makes a second.
/* global window, document */
(function () {
  var root = document.documentElement;
  function stored(key) {
    try {
      return JSON.parse(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  }
  var theme = stored('theme-mode');
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  var language = stored('language-setting');
  if (typeof language !== 'string' || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(language)) {
    var browser = (navigator.language || '').slice(0, 2);
    language = browser === 'fr' ? 'fr' : 'en';
  }
  root.lang = language;
  root.dir = /^(ar|he|fa|ur)\b/i.test(language) ? 'rtl' : 'ltr';

  var chosenModule = stored('module');
  var map = null;
  try {
    map = JSON.parse(document.getElementById('chunk-map').textContent);
  } catch {
    // a development server has no map
  }
  // A module whose web-vertical draws its own home (its chunk "home-<type>": parcel's) has /home drawn
  // by that home (web/src/app/routes/home.tsx): its code is fetched, not the catalogue home's, nor its calls.
  var ownHome =
    window.location.pathname === '/home' && map !== null && chosenModule !== null && typeof chosenModule === 'object' && !!map['home-' + chosenModule.module_type];
  // A task of its own for `run`, behind those already queued.
  function later(run) {
    window.setTimeout(run, 0);
  }
  prefetchApi();
  window.requestAnimationFrame(function () {
    later(showType); // after the first paint
  });
  if (map === null) return;

  // "/store/latest" is route-store-latest, "/store/abc" route-store, "/" route-landing; the pages drawn
  // by a chunk named otherwise (/wallet's "route-account") are in the map's "paths" (src/app/page-paths.ts).
  var parts = window.location.pathname.split('/').filter(Boolean);
  var paths = map.paths || {};
  var apart = paths[parts.slice(0, 2).join('/')] || (parts.length > 1 && paths[parts[0] + '/*']);
  var names = parts.length === 0 ? ['route-landing'] : apart ? [apart] : ['route-' + parts.slice(0, 2).join('-'), 'route-' + parts[0]];
  if (ownHome) names = ['module-home', 'home-' + chosenModule.module_type];
  if (chosenModule && typeof chosenModule.module_type === 'string') names.push('vertical-' + chosenModule.module_type);
  // Another language's strings: one chunk, which the app waits for before it draws anything (English's
  // that a page shows at once come with the page's files).
  if (language !== 'en') names.push('locale-' + language);
  var pageFound = false;
  for (var i = 0; i < names.length; i += 1) {
    var files = map[names[i]];
    if (!files || (pageFound && names[i].indexOf('route-') === 0)) continue;
    if (names[i].indexOf('route-') === 0) pageFound = true;
    for (var j = 0; j < files.length; j += 1) later(preload.bind(null, files[j]));
  }

  function preload(file) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = /\.css$/.test(file) ? 'style' : 'script';
    // Low priority, as the entry's deferred scripts: beside them, never ahead of the first paint (the
    // page's style sheet is raised when the page's code asks for it).
    link.setAttribute('fetchpriority', 'low');
    link.href = '/' + file;
    document.head.appendChild(link);
  }

  // The static first view holds a hidden word at each type size and weight the first views write in
  // (web/src/app/boot-shell-type.ts), each left out of the layout at first ([hidden]): the first paint
  // waits for none of their fonts. Each is then shown and laid out at once in a task of its own, which
  // loads its font (file, hinting, shaper: some 5 ms at a CPU benchmark index of 1,000); in the first
  // layout, the 18 made one task of 70 to 100 ms that Lighthouse counted. They load while the page's code
  // downloads; React's first render replaces them, and a size not shown by then loads in its layout.
  function showType() {
    var word = document.querySelector('.boot-shell__type > [hidden]');
    if (word) {
      word.hidden = false;
      void word.offsetWidth; // laid out now, in this task
      later(showType);
    } else if (document.readyState === 'loading' && !document.querySelector('.boot-shell__type')) {
      later(showType); // the static first view is not parsed yet
    }
  }

  function prefetchApi() {
    if (!window.fetch) return;
    // Every page's header asks for these two; /home's first screen, a store page and a product page for
    // more (web/src/features/catalogue: routes/home.tsx, whose later sections fetch when scrolled near,
    // api/get-store.ts and api/get-item.ts).
    var calls = ['/api/v1/config', '/api/v1/module'];
    var path = window.location.pathname;
    // The headers of web/src/shared/api/context-headers.ts, from the same stored values.
    var headers = {
      accept: 'application/json',
      // The page's language as decided above (a French browser with nothing saved asks in French), the
      // decision of web/src/shared/i18n/language.ts that the interface and the app's calls follow.
      'x-localization': language,
      'x-software-id': '1',
    };
    var zones = stored('zoneid');
    if (!Array.isArray(zones)) zones = [zones];
    var zonesOk = zones.length > 0 && zones.every(function (id) {
      return typeof id === 'number' && Math.floor(id) === id;
    });
    if (zonesOk) headers.zoneid = JSON.stringify(zones);
    var moduleId = chosenModule ? chosenModule.id : null;
    var moduleOk = typeof moduleId === 'number' && isFinite(moduleId);
    if (moduleOk) headers.moduleid = String(moduleId);
    var position = stored('currentLatLng');
    if (position && typeof position.lat === 'number' && typeof position.lng === 'number' && isFinite(position.lat) && isFinite(position.lng)) {
      headers.latitude = String(position.lat);
      headers.longitude = String(position.lng);
    }
    var token = stored('token');
    if (typeof token === 'string' && token !== '') headers.authorization = 'Bearer ' + token;
    if (path === '/home' && !ownHome && moduleOk && zonesOk) {
      calls.push('/api/v1/categories', '/api/v1/stores/popular?offset=1&limit=12', '/api/v1/items/popular?offset=1&limit=10');
    }
    // A store page's header (its cover is the page's largest picture), asked in the shopper's scope.
    var store = /^\/store\/([^/]+)\/?$/.exec(path);
    if (store && store[1] !== 'latest' && store[1] !== 'popular' && moduleOk && zonesOk) {
      var storeKey = new URLSearchParams(window.location.search).get('id') || decodeURIComponent(store[1]);
      calls.push('/api/v1/stores/details/' + encodeURIComponent(storeKey));
    }
    // The landing page's content (web/src/features/landing/api/get-landing.ts).
    if (path === '/') calls.push('/api/v1/react-landing-page');
    var product = /^\/product\/([^/]+)\/?$/.exec(path);
    if (product) {
      var key = new URLSearchParams(window.location.search).get('id') || decodeURIComponent(product[1]);
      calls.push('/api/v1/items/details/' + encodeURIComponent(key));
    }
    // The cart's checkout (every page= but Buy Now's and Order Now's) waits for the cart's lines, then for
    // their store (web/src/app/routes/checkout/cart-checkout.tsx): both are asked now, one after the other.
    var page = new URLSearchParams(window.location.search).get('page');
    var guestId = stored('guest_id');
    var cart = null;
    if (path === '/checkout' && page !== 'buy_now' && page !== 'campaign' && moduleOk && zonesOk) {
      if (headers.authorization) cart = '/api/v1/customer/cart/list';
      else if (typeof guestId === 'string' && guestId !== '') cart = '/api/v1/customer/cart/list?' + new URLSearchParams({ guest_id: guestId });
      if (cart) calls.push(cart);
    }
    // Checkout's order form draws its times and the store's hours on the marketplace's clock
    // (web/src/shared/api/get-marketplace-clock.ts).
    if (path === '/checkout' && moduleOk && zonesOk) calls.push('/api/v1/config/clock');
    var early = {};
    function ask(url) {
      var response = new Promise(function (answered) {
        later(function () {
          answered(window.fetch(url, { headers: headers }));
        });
      });
      response.catch(function () {}); // the app's own call reports failures
      early[url] = { headers: headers, response: response };
    }
    for (var i = 0; i < calls.length; i += 1) ask(calls[i]);
    if (cart) {
      // A copy of the answer (the app reads the answer itself); its first line names the store.
      early[cart].response
        .then(function (answer) {
          return answer.ok ? answer.clone().json() : null;
        })
        .then(function (lines) {
          var storeId = Array.isArray(lines) && lines[0] ? lines[0].store_id : null;
          if (typeof storeId === 'number' && isFinite(storeId)) ask('/api/v1/stores/details/' + storeId);
        })
        .catch(function () {});
    }
    window.__storefrontEarlyCalls = early;
  }
})();
