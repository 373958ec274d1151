extension PreviewPage {
    /// The page's script: keeps a WebSocket to the server, draws what it sends, and sends the person's clicks,
    /// wheel turns, drags, keys and settings back. `window.easelPreview` holds what the page shows, for tests.
    static let script = #"""
        "use strict";
        (() => {
          const $ = (id) => document.getElementById(id);
          const state = { generation: 0, previews: [], zoom: 1, inspect: false, pinned: null, socket: null,
            keyTarget: null, frames: 0, status: "" };
          window.easelPreview = state;
          const needsToken = document.body.dataset.needsToken === "true";

          function send(message) {
            if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
          }

          function setStatus(text) {
            state.status = text;
            $("status").textContent = text;
          }

          function connect() {
            let url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket";
            if (needsToken) {
              const token = sessionStorage.getItem("easel-token");
              if (!token) { askToken(""); return; }
              url += "?token=" + encodeURIComponent(token);
            }
            const socket = new WebSocket(url);
            let opened = false;
            socket.onopen = () => { opened = true; state.socket = socket; send({ type: "hello" }); };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => {
              state.socket = null;
              if (!opened && needsToken) {
                sessionStorage.removeItem("easel-token");
                askToken("The token was not accepted.");
                return;
              }
              setStatus("Disconnected from easel preview; trying again…");
              setTimeout(connect, 1000);
            };
          }

          function askToken(problem) {
            const form = $("token-form");
            form.hidden = false;
            setStatus(problem || "Waiting for the token…");
            form.onsubmit = (event) => {
              event.preventDefault();
              sessionStorage.setItem("easel-token", $("token").value.trim());
              form.hidden = true;
              connect();
            };
          }

          function receive(message) {
            if (message.type === "state") {
              state.generation = message.generation;
              $("file").textContent = message.file;
              document.title = message.file + " – Easel previews";
              setStatus(message.status);
              showSettings(message.settings);
              const error = $("compile-error");
              error.hidden = !message.compileError;
              error.querySelector("pre").textContent = message.compileError || "";
              $("previews").classList.toggle("stale", !!message.compileError);
              if (!message.compileError || message.previews.length) {
                state.previews = message.previews;
                state.pinned = null;
                $("inspector").hidden = true;
                drawAll();
              }
            } else if (message.type === "preview") {
              if (message.generation !== state.generation) return;
              const preview = message.preview;
              state.previews[preview.index] = preview;
              draw(preview, message.notice);
            } else if (message.type === "explanation") {
              if (state.pinned && state.pinned.preview === message.preview && state.pinned.view === message.view) {
                $("inspector-explanation").textContent = message.text;
              }
            }
          }

          function showSettings(settings) {
            for (const key of ["device", "colorScheme", "dynamicTypeSize", "layoutDirection"]) $(key).value = settings[key];
            for (const box of document.querySelectorAll("[data-overlay]")) {
              box.checked = (settings.debug & Number(box.dataset.overlay)) !== 0;
            }
          }

          function drawAll() {
            const container = $("previews");
            container.textContent = "";
            state.previews.forEach((preview) => { container.appendChild(card(preview.index)); draw(preview); });
          }

          function card(index) {
            const element = document.createElement("div");
            element.className = "preview";
            element.id = "preview-" + index;
            element.innerHTML = '<div class="title"><span class="name"></span>' +
              '<button data-action="pause" title="Pause animations">Pause</button>' +
              '<button data-action="step" title="One frame (1/60 s)">Step</button>' +
              '<button data-action="restart" title="Start the preview again">Restart</button>' +
              '<span class="moving"></span></div>' +
              '<div class="stage"><img alt=""><div class="outline hover"></div><div class="outline pinned"></div></div>' +
              '<div class="notice"></div><div class="failure"></div><div class="diagnostics"></div>';
            element.querySelector(".title").addEventListener("click", (event) => {
              let action = event.target.dataset && event.target.dataset.action;
              if (!action) return;
              const preview = state.previews[index];
              if (action === "pause" && preview && preview.paused) action = "play";
              send({ type: "animation", preview: index, action });
            });
            listen(element.querySelector(".stage"), index);
            return element;
          }

          function draw(preview, notice) {
            const element = $("preview-" + preview.index);
            if (!element) return;
            element.querySelector(".name").textContent = preview.name;
            element.querySelector('[data-action="pause"]').textContent = preview.paused ? "Play" : "Pause";
            const frame = preview.frame;
            const image = element.querySelector("img");
            if (frame) {
              image.src = "data:image/png;base64," + frame.png;
              image.style.width = frame.width * state.zoom + "px";
              image.style.height = frame.height * state.zoom + "px";
              state.frames += 1;
              element.dataset.frames = String(state.frames);
            }
            element.querySelector(".moving").textContent = frame && frame.animating ? (preview.paused ? "paused" : "moving") : "";
            element.querySelector(".failure").textContent = preview.failure || "";
            element.querySelector(".stage").style.opacity = preview.failure ? "0.4" : "";
            element.querySelector(".notice").textContent = notice || "";
            element.querySelector(".diagnostics").textContent = frame && frame.diagnostics.length
              ? "Diagnostics:\n" + frame.diagnostics.join("\n") : "";
            if (state.pinned && state.pinned.preview === preview.index) outline(preview.index, state.pinned.view, "pinned");
          }

          /// A pointer event's place on the preview, in points of its canvas.
          function pointOf(event, index) {
            const frame = state.previews[index] && state.previews[index].frame;
            const box = $("preview-" + index).querySelector("img").getBoundingClientRect();
            if (!frame || !box.width) return null;
            return { x: (event.clientX - box.left) / box.width * frame.width,
              y: (event.clientY - box.top) / box.height * frame.height };
          }

          /// The innermost view under a point: the smallest frame that holds it, the later one on a tie.
          function viewAt(index, point) {
            const frame = state.previews[index].frame;
            let best = -1, bestArea = Infinity;
            frame.views.forEach((view, number) => {
              const x = point.x + frame.originX, y = point.y + frame.originY;
              if (x < view.x || y < view.y || x > view.x + view.width || y > view.y + view.height) return;
              const area = view.width * view.height;
              if (area <= bestArea) { best = number; bestArea = area; }
            });
            return best;
          }

          function outline(index, number, kind) {
            const element = $("preview-" + index);
            const box = element.querySelector(".outline." + kind);
            const frame = state.previews[index].frame;
            const view = frame && frame.views[number];
            if (!view) { box.style.display = "none"; return; }
            const ratio = element.querySelector("img").getBoundingClientRect().width / frame.width;
            box.style.display = "block";
            box.style.left = (view.x - frame.originX) * ratio + "px";
            box.style.top = (view.y - frame.originY) * ratio + "px";
            box.style.width = Math.max(view.width * ratio, 1) + "px";
            box.style.height = Math.max(view.height * ratio, 1) + "px";
          }

          function describe(index, number) {
            const frame = state.previews[index].frame;
            const view = frame.views[number];
            const children = frame.views.filter((other) => other.parent === view.parent).length;
            const wrappers = [];
            for (let parent = view.parent; parent >= 0; parent = frame.views[parent].parent) {
              const above = frame.views[parent];
              if (frame.views.filter((other) => other.parent === parent).length > 1) break;
              wrappers.push(above.name + (above.detail ? "(" + above.detail + ")" : ""));
            }
            const title = view.name + (view.detail ? "(" + view.detail + ")" : "") + (view.id ? " #" + view.id : "");
            $("inspector-title").textContent = title;
            const facts = [
              ["Proposal", view.proposal],
              ["Size", round(view.width) + " × " + round(view.height)],
              ["Position", "(" + round(view.x) + ", " + round(view.y) + ")"],
              ["Modifiers", wrappers.length ? wrappers.join(" ← ") : "none"],
              ["Parent", view.parent >= 0 ? frame.views[view.parent].name + (children > 1 ? " (" + children + " children)" : "") : "the host"],
            ];
            const notes = frame.diagnostics.filter((text) => text.includes(view.name));
            if (notes.length) facts.push(["Diagnostics", notes.join("\n")]);
            const list = $("inspector-facts");
            list.textContent = "";
            for (const [term, value] of facts) {
              const dt = document.createElement("dt"), dd = document.createElement("dd");
              dt.textContent = term; dd.textContent = value;
              list.append(dt, dd);
            }
            $("inspector").hidden = false;
          }

          function round(value) { return Math.round(value * 100) / 100; }

          function listen(stage, index) {
            let start = null, wheel = null;
            stage.addEventListener("pointerdown", (event) => {
              if (event.button !== 0) return;
              start = { point: pointOf(event, index), clientX: event.clientX, clientY: event.clientY };
              stage.setPointerCapture(event.pointerId);
              event.preventDefault();
            });
            stage.addEventListener("pointerup", (event) => {
              if (!start || !start.point) { start = null; return; }
              const end = pointOf(event, index);
              const moved = Math.hypot(event.clientX - start.clientX, event.clientY - start.clientY);
              state.keyTarget = index;
              if (state.inspect) {
                const number = viewAt(index, end);
                if (number >= 0) {
                  document.querySelectorAll(".outline.pinned").forEach((box) => { box.style.display = "none"; });
                  state.pinned = { preview: index, view: number };
                  outline(index, number, "pinned");
                  describe(index, number);
                  $("inspector-explanation").textContent = "Asking how it was laid out…";
                  send({ type: "explain", preview: index, view: number });
                }
              } else if (moved < 4) {
                send({ type: "tap", preview: index, generation: state.generation, x: end.x, y: end.y });
              } else {
                send({ type: "drag", preview: index, generation: state.generation, x: start.point.x, y: start.point.y, x2: end.x, y2: end.y });
              }
              start = null;
            });
            stage.addEventListener("pointermove", (event) => {
              if (!state.inspect || !state.previews[index].frame) return;
              const number = viewAt(index, pointOf(event, index));
              outline(index, number, "hover");
              if (number >= 0 && !state.pinned) describe(index, number);
            });
            stage.addEventListener("pointerleave", () => {
              stage.querySelector(".outline.hover").style.display = "none";
            });
            stage.addEventListener("wheel", (event) => {
              event.preventDefault();
              const point = pointOf(event, index);
              if (!point) return;
              const lines = event.deltaMode === 1 ? 16 : 1;
              if (!wheel) {
                wheel = { x: point.x, y: point.y, dx: 0, dy: 0 };
                setTimeout(() => {
                  send({ type: "scroll", preview: index, generation: state.generation, ...wheel });
                  wheel = null;
                }, 40);
              }
              wheel.dx += event.deltaX * lines;
              wheel.dy += event.deltaY * lines;
            }, { passive: false });
          }

          document.addEventListener("keydown", (event) => {
            if (state.keyTarget === null || event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.target.closest && event.target.closest("select, input, button, form")) return;
            let text = null;
            if (event.key.length === 1) text = event.key;
            else if (event.key === "Enter") text = "\n";
            else if (event.key === "Backspace") text = "\b";
            if (text === null) return;
            event.preventDefault();
            send({ type: "key", preview: state.keyTarget, generation: state.generation, text });
          });

          for (const key of ["device", "colorScheme", "dynamicTypeSize", "layoutDirection"]) {
            $(key).addEventListener("change", () => send({ type: "settings", [key]: $(key).value }));
          }
          for (const box of document.querySelectorAll("[data-overlay]")) {
            box.addEventListener("change", () => {
              let debug = 0;
              document.querySelectorAll("[data-overlay]").forEach((other) => {
                if (other.checked) debug |= Number(other.dataset.overlay);
              });
              send({ type: "settings", debug });
            });
          }
          $("zoom").addEventListener("change", () => { state.zoom = Number($("zoom").value); drawAll(); });
          $("inspect").addEventListener("change", () => {
            state.inspect = $("inspect").checked;
            if (!state.inspect) {
              state.pinned = null;
              $("inspector").hidden = true;
              document.querySelectorAll(".outline").forEach((box) => { box.style.display = "none"; });
            }
          });
          connect();
        })();
        """#
}
