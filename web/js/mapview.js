// mapview.js -- the map picture the engine draws (the `map` command's SVG),
// with zoom (wheel, pinch, buttons) and pan (drag), and clicks on its
// data attributes: a planet shows its facts, and ticks its box while voting.
import { el, replace } from './dom.js';
import { t, N_, name } from './i18n.js';

// traits and anomalies as the picture's data attributes name them
const DATA_WORDS = { cultural: N_('cultural'), hazardous: N_('hazardous'), industrial: N_('industrial'),
  asteroid: N_('asteroid field'), nebula: N_('nebula'), supernova: N_('supernova'), rift: N_('gravity rift') };
const word = (x) => t(DATA_WORDS[x] || x);

export class MapView {
  constructor(container, info, onPlanet, onSystem) {
    this.box = container;
    this.info = info;
    this.onPlanet = onPlanet;
    this.onSystem = onSystem;
    this.svg = null;
    this.full = null;     // the whole picture's viewBox [x, y, w, h]
    this.view = null;     // the current one
    this.pointers = new Map();
    this.bind();
  }

  // Replace the picture, keeping the zoom unless its size changed.
  show(text) {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    if (!svg || svg.nodeName !== 'svg') return;
    const node = document.importNode(svg, true);
    node.removeAttribute('width');
    node.removeAttribute('height');
    node.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    const vb = (node.getAttribute('viewBox') || '0 0 100 100').split(/\s+/).map(Number);
    if (!this.full || this.full.join() !== vb.join()) {
      this.full = vb;
      this.view = vb.slice();
    }
    this.svg = node;
    this.apply();
    if (node.getAttribute('data-systems') === '0') {   // a sandbox table has no galaxy
      replace(this.box, el('p', { class: 'no-map' }, t('No galaxy on this table (a sandbox without a map).')));
      return;
    }
    replace(this.box, node);
  }

  apply() {
    if (this.svg && this.view) this.svg.setAttribute('viewBox', this.view.map((v) => Math.round(v)).join(' '));
  }

  zoom(factor, cx, cy) {
    if (!this.view) return;
    const [x, y, w, h] = this.view;
    const nw = Math.min(this.full[2] * 1.5, Math.max(this.full[2] / 8, w * factor));
    const k = nw / w;
    const px = cx === undefined ? x + w / 2 : cx;
    const py = cy === undefined ? y + h / 2 : cy;
    this.view = [px - (px - x) * k, py - (py - y) * k, w * k, h * k];
    this.apply();
  }

  reset() {
    if (this.full) { this.view = this.full.slice(); this.apply(); }
  }

  // screen point -> picture point
  toPicture(clientX, clientY) {
    const r = this.box.getBoundingClientRect();
    const [x, y, w, h] = this.view;
    const s = Math.max(w / r.width, h / r.height);
    const ox = x - (r.width * s - w) / 2, oy = y - (r.height * s - h) / 2;
    return [ox + (clientX - r.left) * s, oy + (clientY - r.top) * s, s];
  }

  bind() {
    this.box.addEventListener('wheel', (e) => {
      if (!this.view) return;
      e.preventDefault();
      const [px, py] = this.toPicture(e.clientX, e.clientY);
      this.zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, px, py);
    }, { passive: false });
    this.box.addEventListener('pointerdown', (e) => {
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
      this.box.setPointerCapture?.(e.pointerId);
    });
    this.box.addEventListener('pointermove', (e) => {
      const p = this.pointers.get(e.pointerId);
      if (!p || !this.view) return;
      if (this.pointers.size === 2) {   // pinch
        const [a, b] = [...this.pointers.values()];
        const before = Math.hypot(a.x - b.x, a.y - b.y);
        p.x = e.clientX; p.y = e.clientY;
        const after = Math.hypot(a.x - b.x, a.y - b.y);
        if (before > 0 && after > 0) this.zoom(before / after);
        return;
      }
      const [, , s] = this.toPicture(e.clientX, e.clientY);
      this.view[0] -= (e.clientX - p.x) * s;
      this.view[1] -= (e.clientY - p.y) * s;
      p.x = e.clientX; p.y = e.clientY;
      this.apply();
    });
    const up = (e) => {
      const p = this.pointers.get(e.pointerId);
      this.pointers.delete(e.pointerId);
      if (p && Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < 6) this.click(e);
    };
    this.box.addEventListener('pointerup', up);
    this.box.addEventListener('pointercancel', (e) => this.pointers.delete(e.pointerId));
  }

  click(e) {
    const target = document.elementFromPoint(e.clientX, e.clientY);
    const planet = target && target.closest && target.closest('[data-planet]');
    const hex = target && target.closest && target.closest('[data-system]');
    if (hex && this.onSystem) this.onSystem(hex.dataset.system);
    if (planet) {
      const d = planet.dataset;
      this.describe([name(d.planet, 'planet'), t('resources {1}, influence {2}', d.resources, d.influence),
        d.traits ? d.traits.split(' ').map(word).join(', ') : '', d.seat ? t('controlled by {1}', d.seat) : t('uncontrolled')]);
      if (this.onPlanet) this.onPlanet(d.planet);
    } else if (hex) {
      const d = hex.dataset;
      this.describe([t('System {1}', d.system), d.anomaly ? d.anomaly.split(' ').map(word).join(', ') : '',
        d.home ? t('home of {1}', d.home) : '']);
    } else {
      this.info.hidden = true;
    }
    for (const x of this.box.querySelectorAll('.selected')) x.classList.remove('selected');
    (planet || hex)?.classList.add('selected');
  }

  // Light the hexes: the system activated this turn, those a tactical
  // action may activate now, and those ships may move from now.
  mark(activePos, activatable, movable) {
    if (!this.svg) return;
    for (const g of this.svg.querySelectorAll('g.hex')) {
      g.classList.toggle('activated', activePos !== null && g.dataset.pos === String(activePos));
      g.classList.toggle('can-activate', !!activatable && activatable.has(g.dataset.system));
      g.classList.toggle('can-move', !!movable && movable.has(g.dataset.system));
    }
  }

  // Each planet's resources and influence, read from the picture.
  planetFacts() {
    const out = {};
    if (!this.svg) return out;
    for (const p of this.svg.querySelectorAll('[data-planet]')) {
      out[p.dataset.planet] = { resources: Number(p.dataset.resources), influence: Number(p.dataset.influence) };
    }
    return out;
  }

  // The planets of each system, read from the picture: {tile: [planet ids]}.
  systemPlanets() {
    const out = {};
    if (!this.svg) return out;
    for (const g of this.svg.querySelectorAll('g.hex')) out[g.dataset.system] = [...g.querySelectorAll('[data-planet]')].map((x) => x.dataset.planet);
    return out;
  }

  describe(lines) {
    replace(this.info, ...lines.filter(Boolean).map((l) => el('div', {}, l)));
    this.info.hidden = false;
  }
}

