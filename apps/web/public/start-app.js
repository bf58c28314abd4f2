// Starts the web app after the page's first paint. A page the server rendered paints from its HTML
// and styles alone; its chunks (data-chunks) are fetched together once that paint is done, then
// the app's module (data-src) runs, so a phone's slow link serves the styles first and the page
// never waits for the JavaScript to show (docs/decisions/0101-server-rendering.md).
(function () {
  var me = document.currentScript;
  var src = me.getAttribute('data-src');
  var chunks = (me.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  function add(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      chunks.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        add(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      add(script);
    });
  });
})();
