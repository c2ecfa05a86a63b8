// The computer players' Web Worker. The page (game/computer, remote_js.go) compiles
// aiworker.wasm once and sends the module as the first message; Go's program (cmd/aiworker)
// then takes over onmessage and answers questions in record tokens (game/computer/wire).
"use strict";
importScripts("wasm_exec.js");

self.onmessage = async (event) => {
  try {
    const go = new Go();
    const inst = await WebAssembly.instantiate(event.data, go.importObject);
    go.run(inst); // sets onmessage and posts "ready"
  } catch (err) {
    postMessage("failed: " + String((err && err.message) || err));
  }
};
