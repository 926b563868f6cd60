/**
 * The wheel widget served at /wheel-script/script and /wheel-script/html5 (SPEC §7): the web app puts
 * the markup in the page and loads the script with a `<script src>` (CSP `script-src 'self'`, so no
 * inline handlers). Usage: `const w = ChokdeeWheel.mount(element, prizes)` with the `prizes` of
 * GET /prize-composite/v1/wheel, then `await w.spinTo(data.prize.index)` after a spin. The outcome is
 * always drawn by the server; the widget only shows it.
 */
export const WHEEL_MARKUP = `<div class="chokdee-wheel" data-chokdee-wheel>
<style>
.chokdee-wheel{position:relative;width:100%;max-width:320px;aspect-ratio:1;margin:0 auto}
.chokdee-wheel__disc{width:100%;height:100%;border-radius:50%;transition:transform 4s cubic-bezier(.17,.67,.21,1)}
.chokdee-wheel__pointer{position:absolute;top:0;left:50%;width:0;height:0;margin-left:-12px;z-index:1;
border-left:12px solid transparent;border-right:12px solid transparent;border-top:24px solid #e11d48}
@media (prefers-reduced-motion:reduce){.chokdee-wheel__disc{transition-duration:.3s}}
</style>
<div class="chokdee-wheel__pointer" aria-hidden="true"></div>
<canvas class="chokdee-wheel__disc" width="640" height="640" role="img" aria-label="วงล้อรางวัล"></canvas>
</div>
`;

export const WHEEL_SCRIPT = `(function () {
  'use strict';
  var COLORS = ['#f59e0b', '#1e3a8a', '#10b981', '#7c3aed', '#ef4444', '#0ea5e9', '#84cc16', '#db2777'];

  function draw(canvas, prizes) {
    var ctx = canvas.getContext('2d');
    var size = canvas.width, r = size / 2, n = prizes.length, seg = (2 * Math.PI) / n;
    ctx.clearRect(0, 0, size, size);
    for (var i = 0; i < n; i++) {
      // Segment i spans clockwise from the top, so index 0 starts under the pointer.
      var start = -Math.PI / 2 + i * seg;
      ctx.beginPath();
      ctx.moveTo(r, r);
      ctx.arc(r, r, r - 4, start, start + seg);
      ctx.closePath();
      ctx.fillStyle = COLORS[i % COLORS.length];
      ctx.fill();
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 4;
      ctx.stroke();
      ctx.save();
      ctx.translate(r, r);
      var mid = start + seg / 2;
      // Labels on the left half are turned half a turn more so they never read upside down.
      var flip = Math.cos(mid) < 0;
      ctx.rotate(flip ? mid + Math.PI : mid);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold ' + Math.round(size / 24) + 'px sans-serif';
      ctx.textAlign = flip ? 'left' : 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(prizes[i].label), flip ? -(r - 20) : r - 20, 0, r * 0.7);
      ctx.restore();
    }
  }

  function mount(root, prizes) {
    var canvas = root.querySelector('canvas.chokdee-wheel__disc');
    if (!canvas || !prizes || !prizes.length) throw new Error('ChokdeeWheel: markup or prizes missing');
    draw(canvas, prizes);
    var turn = 0;
    return {
      /** Turns the wheel so segment \`index\` ends under the pointer; resolves when it stops. */
      spinTo: function (index) {
        var seg = 360 / prizes.length;
        var base = Math.ceil(turn / 360) * 360 + 5 * 360;
        turn = base - (index + 0.5) * seg;
        return new Promise(function (resolve) {
          var done = false;
          function finish() {
            if (done) return;
            done = true;
            canvas.removeEventListener('transitionend', finish);
            resolve(index);
          }
          canvas.addEventListener('transitionend', finish);
          setTimeout(finish, 4500);
          canvas.style.transform = 'rotate(' + turn + 'deg)';
          // No transition (a page that turns motion off, e.g. prefers-reduced-motion): no transitionend comes.
          var durations = getComputedStyle(canvas).transitionDuration.split(',');
          if (durations.every(function (d) { return parseFloat(d) === 0; })) finish();
        });
      },
    };
  }

  window.ChokdeeWheel = { mount: mount };
})();
`;
