// api.js -- the server's API (../shared/docs/server.md) for one game and
// one token. Every answer is the protocol's answer object; network failures
// become {ok:false, error:{code:'network'}} so the page has one shape.

export class Api {
  constructor(game, token) {
    this.game = game;
    this.token = token;
    this.lang = 'en';   // answers, questions and event sentences in the page's language
    this.base = `/api/games/${encodeURIComponent(game)}`;
  }

  async request(path, options = {}) {
    const headers = { Authorization: `Bearer ${this.token}`, ...(options.headers || {}) };
    let r;
    try {
      const url = `${this.base}${path}${path.includes('?') ? '&' : '?'}lang=${this.lang}`;
      r = await fetch(url, { ...options, headers, cache: 'no-store' });
    } catch (e) {
      return { ok: false, error: { code: 'network', message: String(e), rule: '' } };
    }
    const type = r.headers.get('content-type') || '';
    if (type.includes('json')) {
      try {
        return await r.json();
      } catch {
        return { ok: false, error: { code: 'bad_answer', message: `HTTP ${r.status}`, rule: '' } };
      }
    }
    const text = await r.text();
    if (!r.ok) return { ok: false, error: { code: String(r.status), message: text.slice(0, 200), rule: '' } };
    return { ok: true, text };
  }

  info() { return this.request(''); }
  state() { return this.request('/state'); }
  pending() { return this.request('/pending'); }
  legal() { return this.request('/legal'); }
  log(since) { return this.request(`/log?since=${since | 0}`); }

  // The picture: map.svg (image/svg+xml), or the `map` command's answer.
  async map() {
    const a = await this.request('/map.svg');
    if (a.ok && a.text) return a.text;
    if (a.ok && a.svg) return a.svg;
    const b = await this.request('/map');
    return b.ok ? b.svg || b.text || '' : '';
  }

  move(line, expect) {
    const body = { move: line };
    if (Number.isInteger(expect)) body.expect = expect;
    return this.request('/moves', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  socketUrl() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${proto}//${location.host}${this.base}/ws?token=${encodeURIComponent(this.token)}&lang=${this.lang}`;
  }
}
