// The live table: follows a game over its WebSocket (the page's
// data-live address), redrawing the boards, the moves and whose turn it
// is from each message, and reconnecting when the connection drops.
"use strict";
(function () {
  const body = document.body;
  const link = document.getElementById("link");
  const clock = document.getElementById("clock");
  let wait = 500;
  // When the player to move runs out of time, by this page's clock.
  let deadline = 0;

  function two(n) {
    return String(n).padStart(2, "0");
  }

  // Time left to the deadline: "2d 03:04:05" (the page names the days'
  // unit in its language).
  function tickClock() {
    // A live game's clocks show its time once they run; before that (each
    // side's first move) this counts down to the first move's deadline.
    if (!deadline || body.dataset.status !== "active" || (liveClocks && liveClocks.running)) {
      clock.textContent = "";
      return;
    }
    let s = Math.max(0, Math.floor((deadline - Date.now()) / 1000));
    const d = Math.floor(s / 86400);
    s -= d * 86400;
    const h = Math.floor(s / 3600);
    s -= h * 3600;
    const m = Math.floor(s / 60);
    s -= m * 60;
    clock.textContent = (d > 0 ? d + clock.dataset.days + " " : "") + two(h) + ":" + two(m) + ":" + two(s);
  }

  // A live game's clocks, as the server last told them: each player's
  // time, the one running, and when this page heard it.
  let liveClocks = null;

  // A clock's reading: "4:32", "1:02:00", "0:07.3" under ten seconds.
  function reading(ms) {
    ms = Math.max(0, ms);
    if (ms < 10000) {
      return "0:" + two(Math.floor(ms / 1000)) + "." + (Math.floor(ms / 100) % 10);
    }
    const s = Math.floor(ms / 1000);
    const h = Math.floor(s / 3600);
    const m = Math.floor(s / 60) % 60;
    return (h > 0 ? h + ":" + two(m) : String(m)) + ":" + two(s % 60);
  }

  function tickClocks() {
    if (!liveClocks) {
      return;
    }
    ["white", "black"].forEach(function (side) {
      const shown = document.getElementById("clock-" + side);
      if (!shown) {
        return;
      }
      const running = liveClocks.running === side && body.dataset.status === "active";
      const ms = liveClocks[side] - (running ? Date.now() - liveClocks.at : 0);
      shown.querySelector("time").textContent = reading(ms);
      shown.classList.toggle("running", running);
      shown.classList.toggle("low", ms < 10000);
    });
  }

  function setClocks(c) {
    liveClocks = c ? { white: c.white_ms, black: c.black_ms, running: c.running, at: Date.now() } : null;
    tickClocks();
  }

  function setClock(leftMs) {
    deadline = leftMs === null || leftMs === undefined || leftMs === "" ? 0 : Date.now() + Number(leftMs);
    tickClock();
  }

  // Numbered moves a full move a line: "1. e4 d5" (as the server draws them).
  function fullMoves(moves) {
    const lines = [];
    moves.forEach(function (m) {
      const i = m.indexOf("... ");
      const last = lines[lines.length - 1];
      if (i > 0 && last !== undefined && last.startsWith(m.slice(0, i) + ". ")) {
        lines[lines.length - 1] = last + " " + m.slice(i + 4);
      } else {
        lines.push(m);
      }
    });
    return lines;
  }

  // The legal moves of the player whose turn it is (their page only).
  let options = null;
  function loadMoves() {
    const form = document.getElementById("play");
    options = null;
    delete body.dataset.moves;
    if (!form || body.dataset.status !== "active") {
      return;
    }
    fetch(form.dataset.game + "/moves", { credentials: "same-origin" })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (o) {
        options = o && o.moves.length ? o : null;
        body.dataset.moves = options ? String(options.moves.length) : "0";
      })
      .catch(function () {});
  }

  // The standing offers, a line each: on the opponent's page with Accept
  // and Decline, on the maker's with a word that the answer is awaited and
  // Withdraw; an offer of this player's gone while the game stands still
  // was declined, and the page says so.
  const offersShown = document.getElementById("offers");
  let act = null;
  let mine = [];
  let lastPly = null;
  function offerButton(label, action, kind) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.dataset.offer = action;
    b.addEventListener("click", function () {
      if (act) {
        act(action, { ply: Number(body.dataset.ply), kind: kind }, function () {});
      }
    });
    return b;
  }
  function showOffers(view) {
    if (!offersShown) {
      return;
    }
    const d = offersShown.dataset;
    const me = d.me;
    const active = view.status === "active";
    const nowMine = view.offers
      .filter(function (o) {
        return o.by === me;
      })
      .map(function (o) {
        return o.kind;
      });
    const declined =
      me &&
      active &&
      view.ply === lastPly &&
      mine.some(function (k) {
        return nowMine.indexOf(k) < 0;
      });
    const lines = (active ? view.offers : []).map(function (o) {
      const line = document.createElement("span");
      line.className = "offer";
      line.dataset.kind = o.kind;
      line.dataset.by = o.by;
      line.append(o.text);
      if (me && o.by === me) {
        line.append(" " + d.pending + " ", offerButton(d.withdraw, "decline", o.kind));
      } else if (me) {
        line.append(" ", offerButton(d.accept, "accept", o.kind), " ", offerButton(d.decline, "decline", o.kind));
      }
      return line;
    });
    if (declined) {
      const line = document.createElement("span");
      line.className = "offer declined";
      line.textContent = d.declined;
      lines.push(line);
    }
    offersShown.replaceChildren(...lines);
    mine = nowMine;
    lastPly = view.ply;
  }

  function show(view) {
    document.title = view.title;
    document.getElementById("title").textContent = view.title;
    document.getElementById("headline").textContent = view.headline;
    // The boards are SVG drawn by the server, their texts escaped there.
    document.getElementById("boards").innerHTML = view.boards.join("");
    const list = document.getElementById("moves");
    list.replaceChildren(
      ...fullMoves(view.moves).map(function (m) {
        const item = document.createElement("li");
        item.textContent = m;
        return item;
      })
    );
    // The list scrolls to its end within itself; the page stays where the
    // reader has it.
    list.scrollTop = list.scrollHeight;
    body.dataset.status = view.status;
    body.dataset.ply = String(view.ply);
    body.dataset.version = view.version;
    showOffers(view);
    setClocks(view.clock);
    setClock(view.time_left_ms);
    loadMoves();
  }

  // The states received, read one after another.
  let received = Promise.resolve();

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    // The version this page shows: the server sends it only what differs.
    const shown = body.dataset.version ? "&v=" + encodeURIComponent(body.dataset.version) : "";
    // States come deflated; a browser that cannot inflate asks for text.
    const inflates = typeof DecompressionStream === "function";
    const plain = inflates ? "" : "&plain=1";
    const socket = new WebSocket(scheme + location.host + body.dataset.live + shown + plain);
    socket.binaryType = "arraybuffer";
    socket.onopen = function () {
      wait = 500;
      link.textContent = link.dataset.live;
      link.className = "live";
    };
    socket.onmessage = function (event) {
      // Shown in the order sent, each once inflated.
      received = received
        .then(function () {
          if (typeof event.data === "string") {
            return event.data;
          }
          const stream = new Blob([event.data])
            .stream()
            .pipeThrough(new DecompressionStream("deflate-raw"));
          return new Response(stream).text();
        })
        .then(function (text) {
          show(JSON.parse(text));
        })
        .catch(function () {
          // A message this page cannot read changes nothing.
        });
    };
    socket.onclose = function () {
      link.textContent = link.dataset.lost;
      link.className = "lost";
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 10000);
    };
  }

  // Signing out: the session's token from /me, then POST /logout with it.
  const signOut = document.getElementById("sign-out");
  if (signOut) {
    signOut.addEventListener("click", function () {
      fetch(signOut.dataset.me, { credentials: "same-origin" })
        .then(function (r) {
          return r.ok ? r.json() : null;
        })
        .then(function (me) {
          if (me) {
            return fetch(signOut.dataset.logout, {
              method: "POST",
              credentials: "same-origin",
              headers: { "X-CSRF-Token": me.csrf },
            });
          }
        })
        .finally(function () {
          location.reload();
        });
    });
  }

  // A player's actions: a typed move, a draw, a takeback, resigning
  // (after the player confirms); each sent with the session's token, a
  // refusal shown as the server words it.
  const play = document.getElementById("play");
  if (play) {
    const said = document.getElementById("said");
    const input = document.getElementById("move");
    const send = function (action, payload, done) {
      said.textContent = "";
      fetch(play.dataset.me, { credentials: "same-origin" })
        .then(function (r) {
          return r.ok ? r.json() : Promise.reject(r);
        })
        .then(function (me) {
          return fetch(play.dataset.game + "/" + action, {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json", "X-CSRF-Token": me.csrf },
            body: JSON.stringify(payload),
          });
        })
        .then(function (r) {
          return r.json().then(function (answer) {
            if (r.ok) {
              done();
              show(answer);
            } else {
              // A move on a position that changed comes back with the
              // game as it now stands.
              if (answer.state) {
                show(answer.state);
              }
              said.textContent = answer.error || "";
            }
          });
        })
        .catch(function () {
          location.reload();
        });
    };
    act = send;
    play.addEventListener("submit", function (event) {
      event.preventDefault();
      const text = input.value.trim();
      if (text) {
        send("move", { move: text, ply: Number(body.dataset.ply), version: body.dataset.version }, function () {
          input.value = "";
        });
      }
    });
    // Moving on the boards: a piece picked on the board it stands on (a
    // click, or pressing on it), its squares to go to marked, then the
    // square (a click, or letting go there). A square it cannot go to is
    // sent as typed coordinates, so the refusal says why.
    const boards = document.getElementById("boards");
    const svgNs = "http://www.w3.org/2000/svg";
    let picked = null;
    let pressed = false;
    document.body.classList.add("player");
    const allBoards = function () {
      return Array.prototype.slice.call(document.querySelectorAll("#boards svg.board"));
    };
    const squareAt = function (x, y) {
      const el = document.elementFromPoint(x, y);
      const rect = el && el.closest ? el.closest("rect[data-square]") : null;
      if (!rect) {
        return null;
      }
      return { board: allBoards().indexOf(rect.ownerSVGElement), square: rect.dataset.square };
    };
    const clearMarks = function () {
      document.querySelectorAll("#boards .target, #boards .picked").forEach(function (m) {
        m.remove();
      });
    };
    const overlay = function (svg, square, make) {
      const r = svg.querySelector('rect[data-square="' + square + '"]');
      if (r) {
        svg.appendChild(make(Number(r.getAttribute("x")), Number(r.getAttribute("y"))));
      }
    };
    // The board a move lands on (its letter's place: A the first).
    const landingOf = function (m) {
      return m.landing ? m.landing.charCodeAt(0) - 65 : m.board;
    };
    const mark = function (board, from, targets) {
      clearMarks();
      const boardsNow = allBoards();
      const svg = boardsNow[board];
      overlay(svg, from, function (x, y) {
        const m = document.createElementNS(svgNs, "rect");
        m.setAttribute("x", x);
        m.setAttribute("y", y);
        m.setAttribute("width", 45);
        m.setAttribute("height", 45);
        m.setAttribute("class", "picked");
        return m;
      });
      targets.forEach(function (t) {
        overlay(boardsNow[t.board] || svg, t.square, function (x, y) {
          const c = document.createElementNS(svgNs, "circle");
          c.setAttribute("cx", x + 22.5);
          c.setAttribute("cy", y + 22.5);
          c.setAttribute("r", 7);
          c.setAttribute("class", "target");
          return c;
        });
      });
    };
    // While a piece is dragged, a copy of it follows the pointer and the
    // piece itself is dimmed where it stands; let go anywhere, the copy
    // goes (a refused move leaves the piece where it was, with the reason).
    let lifted = null;
    const pieceAt = function (board, square) {
      const svg = allBoards()[board];
      const r = svg && svg.querySelector('rect[data-square="' + square + '"]');
      if (!r) {
        return null;
      }
      const x = r.getAttribute("x");
      const y = r.getAttribute("y");
      return svg.querySelector('use[data-piece][x="' + x + '"][y="' + y + '"]');
    };
    const lift = function (x, y) {
      if (!lifted) {
        const piece = picked && pieceAt(picked.board, picked.square);
        if (!piece) {
          return;
        }
        const size = piece.getBoundingClientRect().width;
        const ghost = document.createElementNS(svgNs, "svg");
        ghost.setAttribute("class", "drag");
        ghost.setAttribute("viewBox", "0 0 45 45");
        ghost.style.width = size + "px";
        ghost.style.height = size + "px";
        const copy = document.createElementNS(svgNs, "use");
        copy.setAttribute("href", piece.getAttribute("href"));
        copy.setAttribute("width", 45);
        copy.setAttribute("height", 45);
        ghost.appendChild(copy);
        document.body.appendChild(ghost);
        piece.classList.add("lifted");
        lifted = { ghost: ghost, piece: piece, size: size };
      }
      lifted.ghost.style.left = x - lifted.size / 2 + "px";
      lifted.ghost.style.top = y - lifted.size / 2 + "px";
    };
    const land = function () {
      if (lifted) {
        lifted.ghost.remove();
        lifted.piece.classList.remove("lifted");
        lifted = null;
      }
    };
    document.addEventListener("pointermove", function (event) {
      if (pressed && picked) {
        lift(event.clientX, event.clientY);
      }
    });
    const drop = function (at) {
      const from = picked;
      picked = null;
      clearMarks();
      if (!options || !at || (at.board === from.board && at.square === from.square)) {
        return;
      }
      // Let go on the board the piece stands on, or on the one it lands
      // on (where its squares are marked).
      const list = options.moves.filter(function (m) {
        return (
          m.board === from.board &&
          m.from === from.square &&
          m.to === at.square &&
          (at.board === from.board || at.board === landingOf(m))
        );
      });
      if (list.length === 0 && at.board !== from.board) {
        return;
      }
      const ply = options.ply;
      const version = body.dataset.version;
      if (list.length === 0) {
        send("move", { move: from.square + at.square, ply: ply, version: version }, function () {});
      } else if (list.length === 1) {
        send("move", { move: list[0].move, ply: ply, version: version }, function () {});
      } else {
        // Moves between the same squares: the promotion or the landing
        // board, chosen.
        said.textContent = "";
        list.forEach(function (m) {
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = (m.promotion || "") + " \u2192 " + m.landing;
          b.addEventListener("click", function () {
            send("move", { move: m.move, ply: ply, version: version }, function () {});
          });
          said.appendChild(b);
        });
      }
    };
    boards.addEventListener("pointerdown", function (event) {
      const at = squareAt(event.clientX, event.clientY);
      if (!at || !options) {
        return;
      }
      const targets = options.moves
        .filter(function (m) {
          return m.board === at.board && m.from === at.square;
        })
        .map(function (m) {
          return { square: m.to, board: landingOf(m) };
        });
      if (targets.length) {
        event.preventDefault();
        if (picked && picked.board === at.board && picked.square === at.square) {
          picked = null;
          clearMarks();
          return;
        }
        picked = at;
        pressed = true;
        mark(at.board, at.square, targets);
      } else if (picked) {
        drop(at);
      }
    });
    document.addEventListener("pointerup", function (event) {
      if (!pressed) {
        return;
      }
      pressed = false;
      land();
      const at = squareAt(event.clientX, event.clientY);
      if (picked && at && !(at.board === picked.board && at.square === picked.square)) {
        drop(at);
      }
    });

    play.querySelectorAll("button[data-act]").forEach(function (button) {
      button.addEventListener("click", function () {
        const ask = button.dataset.confirm;
        if (ask && !window.confirm(ask)) {
          return;
        }
        send(button.dataset.act, { ply: Number(body.dataset.ply) }, function () {});
      });
    });
  }

  const clocksShown = document.getElementById("clocks");
  if (clocksShown) {
    setClocks({
      white_ms: Number(document.getElementById("clock-white").dataset.ms),
      black_ms: Number(document.getElementById("clock-black").dataset.ms),
      running: clocksShown.dataset.running || null,
    });
  }
  setClock(clock.dataset.left);
  loadMoves();
  setInterval(tickClock, 1000);
  setInterval(tickClocks, 100);
  connect();
})();
