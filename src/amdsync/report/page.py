"""The document around a report (report/html.py): one self-contained page whose inline
style and script are allowed by their SHA-256 hashes in a Content-Security-Policy that
allows nothing else (``default-src 'none'``): no network, no other script, no inline
event handlers or style attributes.
"""

from __future__ import annotations

import base64
import hashlib
from html import escape


def esc(value: object) -> str:
    """``value`` as HTML text or a double-quoted attribute value: markup characters and
    quotes escaped, lone surrogates (undecodable input bytes) replaced."""
    text = str(value).encode("utf-8", "replace").decode("utf-8")
    return escape(text, quote=True)


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() \
        + "'"


CSP = ("default-src 'none'; style-src {style}; script-src {script}; img-src data:; "
       "base-uri 'none'; form-action 'none'")


def page(title: str, body: str) -> str:
    """A whole document: ``body`` (already escaped markup) with the inline style and
    script, allowed by hash and nothing else."""
    csp = CSP.format(style=_sha256(STYLE), script=_sha256(SCRIPT))
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{esc(csp)}">'
            '<meta name="referrer" content="no-referrer">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<link rel="icon" href="data:,">'
            f"<title>{esc(title)}</title><style>{STYLE}</style></head>"
            f"<body>{body}<script>{SCRIPT}</script></body></html>\n")


# One colour per wave (by wave id modulo 8), and grey for a step no wave is named for.
WAVE_COLOURS = ("#2563eb", "#0d9488", "#ca8a04", "#7c3aed", "#db2777", "#0891b2",
                "#65a30d", "#9333ea")

STYLE = """
:root{--bg:#f7f7f5;--panel:#fff;--ink:#1d2329;--dim:#66707a;--line:#e3e3df;
--band:#fafaf8;--band2:#f2f2ef;--copy:#3b82f6;--tensor:#8b5cf6;--blocked:#9ca3af;
--bad:#dc2626;--use:#ea580c;--ok:#15803d;--warn:#b45309;--hl:#fff3bf;--ref:#fde8e8;
--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;
--sans:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#15181c;--panel:#1c2026;--ink:#e6e8eb;
--dim:#9aa3ad;--line:#2e343b;--band:#1c2026;--band2:#20252b;--hl:#4a3f12;--ref:#3a2323}}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 var(--sans)}
code,pre,.code{font-family:var(--mono);font-size:12.5px}
a{color:inherit}
.top{padding:18px 24px 14px;background:var(--panel);border-bottom:1px solid var(--line)}
.brand{font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:var(--dim)}
h1{margin:4px 0 10px;font-size:22px;font-weight:600;display:flex;gap:12px;
align-items:center;flex-wrap:wrap}
.status{font-size:14px;padding:3px 10px;border-radius:999px;color:#fff;background:var(--warn)}
.s-findings,.s-no,.s-racy{background:var(--bad)}.s-clean,.s-ok,.s-race-free{background:var(--ok)}
.facts{display:flex;flex-wrap:wrap;gap:6px 28px;margin:0}
.facts div{display:flex;gap:8px}.facts dt{color:var(--dim)}.facts dd{margin:0}
.toc{display:flex;gap:10px;flex-wrap:wrap;margin-top:12px}
.toc a{text-decoration:none;padding:3px 8px;border:1px solid var(--line);border-radius:6px}
.toc a:hover{background:var(--band2)}
.badge{display:inline-block;font:600 11px/1 var(--sans);padding:4px 7px;border-radius:5px;
background:var(--band2);color:var(--ink);text-transform:uppercase;letter-spacing:.04em}
.kind-undef-read,.kind-race{background:var(--bad);color:#fff}
.kind-deadlock,.kind-barrier-ub{background:#a21caf;color:#fff}
.layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(320px,38%);align-items:start}
.single{padding:18px 24px;max-width:1200px}
.report{padding:16px 24px 40px;min-width:0}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;color:var(--dim);font-size:12px;
margin-bottom:10px}
.key{display:inline-flex;align-items:center;gap:4px}
.finding,.notes,.classes,.clean,.litmus{background:var(--panel);border:1px solid var(--line);
border-radius:10px;padding:14px 18px;margin-bottom:18px}
.finding h2{font-size:16px;margin:0 0 6px;display:flex;gap:8px;align-items:center;
flex-wrap:wrap}
.finding h2 .loc{font:500 13px var(--mono)}
.message{margin:4px 0;max-width:95ch}
.meta{color:var(--dim);font-size:12.5px;margin:2px 0 10px;display:flex;gap:16px}
.uses{font-size:12.5px;margin:0 0 10px}.uses ul{margin:4px 0;padding-left:18px}
.scroller{overflow-x:auto;border:1px solid var(--line);border-radius:8px;background:var(--band)}
svg.timeline{display:block;font-family:var(--sans)}
.band{fill:var(--band)}.row:nth-child(even) .band{fill:var(--band2)}
.wavename{font-size:12.5px;font-weight:600;fill:var(--ink)}
.swatch{fill:var(--dim)}
.guide{stroke:var(--line);stroke-dasharray:2 4}
.stepno{font-size:11px;fill:var(--dim);text-anchor:middle}
.bar rect{fill:var(--copy);fill-opacity:.28;stroke:var(--copy);stroke-width:1.2}
.bar .tip{fill:var(--copy);fill-opacity:.55}
.bar.open rect{stroke-dasharray:5 3}
.b-tensor rect{fill:var(--tensor);stroke:var(--tensor)}.b-tensor .tip{fill:var(--tensor)}
.b-blocked rect{fill:var(--blocked);stroke:var(--blocked)}.b-blocked .tip{fill:var(--blocked)}
.barlabel{font-size:11px;fill:var(--copy);font-weight:600;text-anchor:end}
.b-tensor .barlabel{fill:var(--tensor)}
.mark{cursor:pointer}
.mark .shape{fill:var(--panel);stroke:var(--ink);stroke-width:1.6}
.k-issue .shape{fill:var(--copy);stroke:var(--copy)}
.k-asyncmark .shape{fill:#fbbf24;stroke:#92400e}
.k-wait .shape{fill:#475569;stroke:#1e293b}
.k-barrier .shape{fill:#a21caf;stroke:#701a75}
.k-fence .shape{fill:#0f766e;stroke:#134e4a}
.k-flow .shape{fill:var(--dim);stroke:none}
.k-use .shape{fill:var(--use);stroke:#9a3412}
.k-blocked .shape{fill:var(--blocked);stroke:#4b5563}
.halo{fill:none;stroke-width:3}
.r-racing .halo,.r-undef-read .halo{stroke:var(--bad)}
.r-racing.k-access .shape,.r-undef-read .shape{fill:var(--bad);stroke:#7f1d1d}
.r-use .halo{stroke:var(--use)}
.r-failed-wait .halo{stroke:var(--bad);stroke-dasharray:3 2}
.r-failed-wait .shape{fill:var(--panel);stroke:var(--bad);stroke-width:2.4}
.r-violation .halo{stroke:#a21caf}
.label{font-size:11px;text-anchor:middle;fill:var(--ink)}
.where{font-size:10.5px;text-anchor:middle;fill:var(--dim);font-family:var(--mono)}
.fix{font-size:10.5px;text-anchor:middle;fill:var(--bad);font-weight:600}
.mark:hover .shape,.mark:focus .shape,.mark.active .shape{stroke-width:3}
.mark.active .label{font-weight:700}
.mark:focus{outline:none}.mark:focus-visible .halo{stroke:var(--ink)}
.link{fill:none;stroke-width:1.8}
.l-race{stroke:var(--bad);stroke-dasharray:6 4}.l-flow{stroke:var(--use)}
.a-race path{fill:var(--bad)}.a-flow path{fill:var(--use)}
h3{font-size:13px;margin:14px 0 6px;color:var(--dim);text-transform:uppercase;
letter-spacing:.05em}
.steps{margin:0;padding-left:28px}
.step{padding:5px 8px;border-radius:6px;margin-bottom:2px}
.step::marker{color:var(--dim);font-size:12px}
.step.run summary{cursor:pointer;color:var(--dim)}
.step.run .steps{padding-left:22px;margin-top:4px}
.step.active,.step:hover{background:var(--band2)}
.step.r-racing,.step.r-undef-read{border-left:3px solid var(--bad)}
.step.r-use{border-left:3px solid var(--use)}.step.r-failed-wait{border-left:3px dashed var(--bad)}
.step.r-violation{border-left:3px solid #a21caf}
.chip{display:inline-block;color:#fff;font-size:11px;font-weight:600;padding:1px 7px;
border-radius:999px;margin-right:8px}
.loc{font-family:var(--mono);font-size:12.5px;margin-right:8px}
a.loc{color:#1d4ed8;text-decoration:none}a.loc:hover{text-decoration:underline}
@media (prefers-color-scheme:dark){a.loc{color:#93c5fd}}
.role{font-size:11px;font-weight:600;color:var(--bad);margin-right:8px;text-transform:uppercase}
.step .src{display:block;color:var(--dim);margin-top:2px;white-space:pre-wrap;
overflow-wrap:anywhere}
.note{margin:2px 0 0;color:var(--dim);font-style:italic;font-size:13px}
.source{position:sticky;top:0;height:100vh;display:flex;flex-direction:column;
background:var(--panel);border-left:1px solid var(--line);min-width:0}
.tabs{display:flex;gap:2px;padding:6px 8px 0;border-bottom:1px solid var(--line);
overflow-x:auto}
.tabs[hidden]{display:none}
.tabs button{font:12px var(--mono);border:1px solid var(--line);border-bottom:none;
background:var(--band2);color:var(--ink);padding:5px 10px;border-radius:6px 6px 0 0;
cursor:pointer}
.tabs button[aria-selected=true]{background:var(--panel);font-weight:700}
.file{display:flex;flex-direction:column;min-height:0;flex:1}
.file[hidden]{display:none}
.tabbed .file h2{display:none}
.file h2{font:600 12.5px var(--mono);margin:0;padding:8px 12px;border-bottom:1px solid var(--line);
color:var(--dim)}
.code{overflow:auto;flex:1;position:relative;padding:4px 0 40vh}
.ln{display:flex;white-space:pre;line-height:1.55}
.ln .no{flex:none;width:4.5em;padding-right:10px;text-align:right;color:var(--dim);
user-select:none;border-right:1px solid var(--line);margin-right:10px}
.ln.ref{background:var(--band2)}
.ln.ref-racing,.ln.ref-undef-read{background:var(--ref)}
.ln.ref-fix{box-shadow:inset 4px 0 0 var(--ok)}
.ln.ref-fix .no::after{content:" fix";color:var(--ok);font-weight:600}
.fix.checked{border-left:3px solid var(--ok);padding-left:8px}
.fix.none{border-left:3px dashed var(--warn);padding-left:8px}
.ln.ref .no{color:var(--ink);font-weight:700}
.ln.hl,.ln:target{background:var(--hl);box-shadow:inset 3px 0 0 var(--use)}
.empty{padding:16px;color:var(--dim)}
.notes ul{margin:0;padding-left:18px}
table{border-collapse:collapse;font-size:13px}
th,td{border-bottom:1px solid var(--line);padding:5px 12px;text-align:left}
th{color:var(--dim);font-weight:600}
tr.satisfies{background:var(--hl)}
td.s-findings{color:var(--bad)}td.s-clean{color:var(--ok)}
.graph{overflow:auto;border:1px solid var(--line);border-radius:8px;background:#fff;
padding:8px}
.graph svg{max-width:100%;height:auto}
pre.dot,details pre{background:var(--band2);padding:10px;border-radius:8px;overflow:auto}
.hint{color:var(--dim);font-size:12.5px}
@media (max-width:900px){.layout{grid-template-columns:1fr}
.source{position:static;height:70vh;border-left:none;border-top:1px solid var(--line)}}
"""

SCRIPT = """
(function () {
  'use strict';
  var pane = document.getElementById('source');
  var files = pane ? Array.prototype.slice.call(pane.querySelectorAll('section.file')) : [];
  var tabs = pane ? Array.prototype.slice.call(pane.querySelectorAll('.tabs button')) : [];
  function show(i) {
    files.forEach(function (f) { f.hidden = f.getAttribute('data-tab') !== i; });
    tabs.forEach(function (t) {
      t.setAttribute('aria-selected', t.getAttribute('data-tab') === i ? 'true' : 'false');
    });
  }
  if (files.length > 1) {
    pane.querySelector('.tabs').hidden = false;
    pane.classList.add('tabbed');
    var first = document.querySelector('.finding [data-file]');
    show(first ? first.getAttribute('data-file') : '0');
  }
  function clear(cls) {
    Array.prototype.slice.call(document.querySelectorAll('.' + cls)).forEach(
      function (e) { e.classList.remove(cls); });
  }
  function line(file, n) {
    return file === null ? null : document.getElementById('f' + file + '-L' + n);
  }
  function reveal(el) {
    var box = el.closest('.code');
    if (!box) { return; }
    var top = el.offsetTop - box.clientHeight / 2 + el.offsetHeight / 2;
    box.scrollTop = Math.max(0, top);
  }
  function select(t) {
    clear('hl');
    clear('active');
    var file = t.getAttribute('data-file');
    if (files.length > 1) { show(file); }
    var main = line(file, t.getAttribute('data-line'));
    var other = line(t.getAttribute('data-file2'), t.getAttribute('data-line2'));
    if (other) { other.classList.add('hl'); }
    if (main) { main.classList.add('hl'); reveal(main); }
    var finding = t.closest('[data-finding]');
    var mark = t.getAttribute('data-mark') || (t.closest('[data-mark]') || t)
      .getAttribute('data-mark');
    if (finding && mark !== null) {
      Array.prototype.slice.call(finding.querySelectorAll('[data-mark="' + mark + '"]'))
        .forEach(function (e) {
          if (e.classList.contains('bar')) { return; }
          e.classList.add('active');
          var folded = e.closest('details');
          if (folded) { folded.open = true; }
        });
    }
  }
  document.addEventListener('click', function (ev) {
    var target = ev.target;
    if (!(target instanceof Element)) { return; }
    var tab = target.closest('.tabs button');
    if (tab) { show(tab.getAttribute('data-tab')); return; }
    var link = target.closest('[data-line]');
    if (!link || !link.hasAttribute('data-file')) { return; }
    ev.preventDefault();
    select(link);
  });
})();
"""

STYLE += "".join(f".w{i} .swatch,.chip.w{i}{{fill:{c};background:{c}}}\n"
                 for i, c in enumerate(WAVE_COLOURS))
STYLE += ".wq .swatch,.chip.wq{fill:#6b7280;background:#6b7280}\n"
