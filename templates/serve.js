/* bridgebook serve only: reload the page when the server says it changed.
   The server sends the page's version on connecting and whenever it changes;
   a version other than the one this page was served with means a new page. */
(function () {
  "use strict";
  var me = document.getElementById("bridgebook-reload");
  if (!me || !window.EventSource) { return; }
  var page = me.getAttribute("data-page");
  var version = me.getAttribute("data-version");
  var source = new EventSource(me.getAttribute("data-events") + "?page=" +
                               encodeURIComponent(page));
  source.onmessage = function (event) {
    if (event.data !== version) {
      source.close();
      window.location.reload();
    }
  };
}());
