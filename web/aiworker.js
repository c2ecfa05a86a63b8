// The computer players' Web Worker. The game (game/computer, remote_js.go) starts it with
// "load": it compiles aiworker.wasm here, off the page's busy thread, and hands the compiled
// module back, so that a restart (after a dropped question) starts from the module in
// milliseconds by sending it as the first message. Go's program (cmd/aiworker) then takes
// over onmessage and answers questions in record tokens (game/computer/wire).
"use strict";
importScripts("wasm_exec.js");

self.onmessage = async (event) => {
  try {
    let mod = event.data;
    if (!(mod instanceof WebAssembly.Module)) {
      mod = await WebAssembly.compileStreaming(fetch("aiworker.wasm"));
      postMessage(mod);
    }
    const go = new Go();
    const inst = await WebAssembly.instantiate(mod, go.importObject);
    go.run(inst); // sets onmessage and posts "ready"
  } catch (err) {
    postMessage("failed: " + String((err && err.message) || err));
  }
};
